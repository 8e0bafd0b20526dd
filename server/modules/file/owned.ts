import { and, eq, inArray, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { invalidField } from '../../http/errors'
import { claimUploads } from './service'
import { keyOfUrl, uploadsPrefix } from './store'

/**
 * Pictures a shopper attaches to a row of theirs (an evaluation, an after-sale): sent as a JSON
 * string array (docs/behaviour.md#uploads) or an array, and accepted only when every one is an upload the
 * shopper made, claimed in the caller's transaction so that the sweeper keeps it.
 */

type Member = { tenantId: number; userId: number }

/** `urls` as sent: a JSON string array or an array; anything else refused as `field`. */
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

/** The pictures as stored (their /uploads/ path), once claimed; refused as `field` unless every one is an upload this shopper made. */
export async function ownPictures(
  tx: Tx,
  { tenantId, userId }: Member,
  urls: readonly string[],
  field: string,
): Promise<Map<string, string>> {
  const refuse = () => invalidField(field, 'picturesNotYours')
  const keys = new Map<string, string>()
  for (const url of urls) {
    const key = keyOfUrl(url)
    if (!key) throw refuse()
    keys.set(url, key)
  }
  const wanted = [...new Set(keys.values())]
  if (wanted.length === 0) return new Map()
  const { uploads } = schema
  const mine = await tx
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.userId, userId), inArray(uploads.path, wanted)))
  if (mine.length !== wanted.length) throw refuse()
  const missed = await claimUploads(
    tx,
    wanted.map((k) => `${uploadsPrefix}${k}`),
  )
  if (missed.length) throw refuse()
  return new Map([...keys].map(([url, key]) => [url, `${uploadsPrefix}${key}`]))
}

/** Claims the owner's uploads of `kind` by key; refused as `field` unless every one is theirs and of that kind. */
export async function claimOwnUploads(tx: Tx, { tenantId, userId }: Member, keys: readonly string[], kind: string, field: string) {
  const wanted = [...new Set(keys)]
  const { uploads } = schema
  const claimed = await tx
    .update(uploads)
    .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, now())` })
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.userId, userId), eq(uploads.kind, kind), inArray(uploads.path, wanted)))
    .returning({ path: uploads.path })
  if (claimed.length !== wanted.length) throw invalidField(field, 'picturesNotYours')
}
