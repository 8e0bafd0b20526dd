import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Captcha } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { limits } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import type { Scope } from '../../http/scope'
import { alphabet } from './glyphs'
import { captchaPng, pngDataUrl } from './image'

const validMinutes = 5
/** Every captcha is a row and a picture to draw: one client gets this many a minute. */
export const captchasPerClientPerMinute = 20

const hashCode = (uuid: string, code: string) => createHash('sha256').update(`${uuid}:${code.trim().toUpperCase()}`).digest('hex')

/** A new captcha for the client at `ip`; tooManyRequests past the per-minute cap. Old ones are pruned by upkeep. */
export async function createCaptcha(tx: Tx, { tenantId, ip }: Pick<Scope, 'tenantId' | 'ip'>): Promise<Captcha> {
  const c = schema.captchas
  const [recent] = await tx
    .select({
      made: sql<number>`count(*)::int`,
      seconds: sql<number>`ceil(extract(epoch from min(${c.createdAt}) + interval '1 minute' - now()))::int`,
    })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.ip, ip), sql`${c.createdAt} > now() - interval '1 minute'`))
  if (recent && recent.made >= captchasPerClientPerMinute) {
    throw new AppError(ErrorCode.tooManyRequests, 'tooManyRequests', { seconds: Math.max(1, recent.seconds) }, 429)
  }
  const code = Array.from({ length: limits.captchaLength }, () => alphabet[randomInt(alphabet.length)]).join('')
  const uuid = randomUUID()
  await tx.insert(c).values({
    uuid,
    tenantId,
    code,
    codeHash: hashCode(uuid, code),
    ip,
    expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
  })
  return { img: pngDataUrl(await captchaPng(code)), uuid }
}

/**
 * Spends the captcha whatever the answer (single use, a wrong guess too) and refuses with
 * captchaInvalid unless it was live and the code matches, in any case. The spending only
 * sticks if the transaction commits: callers use inTenantKeepingRefusals.
 */
export async function consumeCaptcha(tx: Tx, tenantId: number, uuid: string, code: string): Promise<void> {
  const c = schema.captchas
  const [row] = await tx
    .update(c)
    .set({ usedAt: sql`now()` })
    .where(and(eq(c.uuid, uuid), eq(c.tenantId, tenantId), isNull(c.usedAt)))
    .returning({ codeHash: c.codeHash, live: sql<boolean>`${c.expiresAt} > now()` })
  if (!row?.live || row.codeHash !== hashCode(uuid, code)) throw new AppError(ErrorCode.captchaInvalid, 'captchaInvalid')
}
