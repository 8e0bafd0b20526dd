import { and, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type Db, schema, type Tx } from '../db/client'
import { invalidField } from '../http/errors'
import type { MessageKey } from '../http/messages'
import { keyOfUrl, uploadsPrefix } from '../modules/file/public'

/**
 * The one way a row takes uploads its owner made (pictures of an evaluation or an after-sale, a
 * payment screenshot, a chat image, a shop application's images): every one must be the member's
 * own, and each is claimed in the caller's transaction so that the sweeper keeps it. A payment's
 * proof is claimed once only.
 */

type Member = { tenantId: number; userId: number }

export interface OwnUploadClaim {
  /** The field a refusal names. */
  field: string
  /** The upload kind every one must be; any kind when absent. Identity images are private: named by key, not URL. */
  kind?: 'image' | 'logo' | 'identity'
  refusal?: Extract<MessageKey, 'picturesNotYours' | 'screenshotNotYours'>
  /** A payment's proof (a screenshot): an upload proves one payment, so one claimed as a proof before is refused as `screenshotUsed`. */
  paymentProof?: true
  /** Claims those of the refs that are the member's own and answers them only, refusing none (the caller looks for the rest elsewhere). */
  partial?: true
}

/**
 * Claims the uploads `refs` names (their URLs, or keys for identity images) in one UPDATE that
 * only finds the member's own; refused as `field` unless it finds every one. Answers each ref's
 * stored form: /uploads/<key> for a URL (whatever origin it was sent with), the key itself for a key.
 */
export async function claimOwnUploads(tx: Tx, { tenantId, userId }: Member, refs: readonly string[], claim: OwnUploadClaim) {
  const refuse = () => invalidField(claim.field, claim.refusal ?? 'picturesNotYours')
  const byKey = claim.kind === 'identity'
  const stored = new Map<string, string>()
  for (const ref of refs) {
    const key = byKey ? ref : keyOfUrl(ref)
    if (key) stored.set(ref, key)
    else if (!claim.partial) throw refuse()
  }
  const wanted = [...new Set(stored.values())]
  if (wanted.length === 0) return stored
  const { own, update } = claimUpdate(tx, { tenantId, userId }, sql`${sql.param(wanted)}::text[]`, claim)
  const claimed = await update
  if (claim.partial) return claimedOnly(stored, claimed, byKey)
  if (claimed.length !== wanted.length)
    throw claim.paymentProof && (await provedBefore(tx, own)) ? invalidField(claim.field, 'screenshotUsed') : refuse()
  return storedForms(stored, byKey)
}

/** A member's values, or placeholders for them in a prebuilt statement. */
type MemberRef = { [K in keyof Member]: Member[K] | SQLWrapper }

/**
 * The UPDATE that claims the member's own uploads among the keys `wanted` (a text[] expression),
 * answering their keys; `own` its condition.
 */
function claimUpdate(
  tx: Db | Tx,
  { tenantId, userId }: MemberRef,
  wanted: SQLWrapper,
  claim: Pick<OwnUploadClaim, 'kind' | 'paymentProof'>,
) {
  const { uploads } = schema
  const own = and(
    eq(uploads.tenantId, tenantId),
    eq(uploads.userId, userId),
    claim.kind ? eq(uploads.kind, claim.kind) : undefined,
    sql`${uploads.path} = any(${wanted})`,
  )
  // A proof's condition is in the UPDATE: of two claims at once, the second re-checks it after the first's lock and finds nothing.
  const update = tx
    .update(uploads)
    .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, now())`, ...(claim.paymentProof ? { paymentProofAt: sql`now()` } : {}) })
    .where(and(own, claim.paymentProof ? isNull(uploads.paymentProofAt) : undefined))
    .returning({ path: uploads.path })
  return { own, update }
}

/** `stored` (ref to key) kept to the keys claimed, in their stored form. */
function claimedOnly(stored: Map<string, string>, claimed: readonly { path: string }[], byKey: boolean) {
  const found = new Set(claimed.map((c) => c.path))
  for (const [ref, key] of stored) if (!found.has(key)) stored.delete(ref)
  return storedForms(stored, byKey)
}

function storedForms(stored: Map<string, string>, byKey: boolean) {
  if (!byKey) for (const [ref, key] of stored) stored.set(ref, `${uploadsPrefix}${key}`)
  return stored
}

/**
 * A partial claim of picture URLs (as `partial` above) folded into the caller's own prebuilt
 * statement, one round trip fewer: `paths` the upload keys the URLs name (none: nothing to claim),
 * `stored(claimed)` reads the paths the claim answered as claimOwnUploads answers.
 */
export function foldedClaim(urls: readonly string[]) {
  const stored = new Map<string, string>()
  for (const url of urls) {
    const key = keyOfUrl(url)
    if (key) stored.set(url, key)
  }
  return {
    paths: [...new Set(stored.values())],
    stored: (claimed: readonly string[]) =>
      claimedOnly(
        stored,
        claimed.map((path) => ({ path })),
        false,
      ),
  }
}

/** foldedClaim's claim as a data-modifying statement answering `path`: `paths` a text[] (a placeholder), `kind` the uploads'. */
export const claimStatement = (tx: Db | Tx, member: MemberRef, paths: SQLWrapper, kind: OwnUploadClaim['kind']) =>
  claimUpdate(tx, member, paths, { kind }).update.getSQL()

/** Whether one of the member's uploads `own` names has already proved a payment (for the refusal's wording). */
async function provedBefore(tx: Tx, own: SQL | undefined) {
  const { uploads } = schema
  const [row] = await tx
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(own, isNotNull(uploads.paymentProofAt)))
    .limit(1)
  return row !== undefined
}

/** Picture URLs as sent: a JSON string array (docs/behaviour.md#uploads) or an array; anything else refused as `field`. */
export function picturesOf(urls: string | readonly string[], field: string): string[] {
  if (typeof urls !== 'string') return [...urls]
  if (!urls.trim()) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(urls)
  } catch {
    throw invalidField(field)
  }
  if (!Array.isArray(parsed) || !parsed.every((u) => typeof u === 'string' && u.length <= 512)) throw invalidField(field)
  return parsed
}
