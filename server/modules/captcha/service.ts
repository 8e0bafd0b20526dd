import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Captcha } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { limits } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { alphabet } from './glyphs'
import { captchaSvg, svgDataUrl } from './image'

const validMinutes = 5

const hashCode = (uuid: string, code: string) => createHash('sha256').update(`${uuid}:${code.trim().toUpperCase()}`).digest('hex')

/** A new captcha; captchas an hour past their expiry are cleared on the way, keeping the table small. */
export async function createCaptcha(tx: Tx, tenantId: number): Promise<Captcha> {
  const c = schema.captchas
  await tx.delete(c).where(and(eq(c.tenantId, tenantId), lt(c.expiresAt, sql`now() - interval '1 hour'`)))
  const code = Array.from({ length: limits.captchaLength }, () => alphabet[randomInt(alphabet.length)]).join('')
  const uuid = randomUUID()
  await tx.insert(c).values({
    uuid,
    tenantId,
    code,
    codeHash: hashCode(uuid, code),
    expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
  })
  return { img: svgDataUrl(captchaSvg(code)), uuid }
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
  if (!row || !row.live || row.codeHash !== hashCode(uuid, code)) throw new AppError(ErrorCode.captchaInvalid, 'captchaInvalid')
}
