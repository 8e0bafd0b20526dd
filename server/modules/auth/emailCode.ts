import { createHash, randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { Language } from '../../../contract/locale'
import { limits } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { codeMail } from '../mail/codeMail'
import type { Mailer } from '../mail/service'

export type CodePurpose = 'register' | 'reset' | 'payPassword'

export const emailCodeRules = {
  validMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: limits.codeResendSeconds,
  perAddressPerHour: 5,
  perIpPerHour: 20,
} as const

const hashCode = (email: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex')

export interface CodeRequest {
  tenantId: number
  /** Already normalised (trimmed, lower case). */
  email: string
  purpose: CodePurpose
  ip: string
  lang: Language
  /** False records the code without mailing it (a reset for an unknown address). */
  deliver?: boolean
}

/**
 * A fresh 6-digit code, stored hashed and mailed through the outbox. Refuses a resend within
 * 60 s (codeResendTooSoon) and more than 5 codes per address or 20 per client address an
 * hour (tooManyRequests), each with the seconds to wait.
 */
export async function issueEmailCode(tx: Tx, mailer: Mailer, request: CodeRequest): Promise<void> {
  await assertMayIssue(tx, request)
  const code = String(randomInt(0, 1_000_000)).padStart(limits.emailCodeLength, '0')
  const { tenantId, email, purpose, ip } = request
  await tx.insert(schema.emailCodes).values({
    tenantId,
    email,
    purpose,
    ip,
    codeHash: hashCode(email, purpose, code),
    expiresAt: sql`now() + make_interval(mins => ${emailCodeRules.validMinutes})`,
  })
  if (request.deliver === false) return
  const [tenant] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId))
  await mailer.send(tx, tenantId, codeMail({ to: email, code, purpose, lang: request.lang, tenantName: tenant?.name ?? '' }))
}

/**
 * Spends the latest code of the address and purpose. A wrong code counts a try (the fifth
 * kills the code); the refusal is emailCodeInvalid. Run it under inTenantKeepingRefusals so
 * the count survives the refusal.
 */
export async function consumeEmailCode(tx: Tx, tenantId: number, email: string, purpose: CodePurpose, code: string): Promise<void> {
  const c = schema.emailCodes
  const [latest] = await tx
    .select({ id: c.id, codeHash: c.codeHash, attempts: c.attempts, live: sql<boolean>`${c.expiresAt} > now()` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.email, email), eq(c.purpose, purpose), isNull(c.usedAt)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(1)
    .for('update')
  const refusal = new AppError(ErrorCode.emailCodeInvalid, 'emailCodeInvalid')
  if (!latest || !latest.live || latest.attempts >= emailCodeRules.maxWrongTries) throw refusal
  if (latest.codeHash !== hashCode(email, purpose, code.replace(/\s+/g, ''))) {
    await tx.update(c).set({ attempts: sql`${c.attempts} + 1` }).where(eq(c.id, latest.id))
    throw refusal
  }
  await tx.update(c).set({ usedAt: sql`now()` }).where(eq(c.id, latest.id))
}

async function assertMayIssue(tx: Tx, { tenantId, email, purpose, ip }: CodeRequest) {
  const c = schema.emailCodes
  const mine = and(eq(c.tenantId, tenantId), eq(c.email, email))
  const resend = await waitSeconds(tx, and(mine, eq(c.purpose, purpose))!, emailCodeRules.resendSeconds, 1)
  if (resend) throw new AppError(ErrorCode.codeResendTooSoon, 'codeResendTooSoon', { seconds: resend }, 429)
  const hourly = Math.max(
    await waitSeconds(tx, mine!, 3600, emailCodeRules.perAddressPerHour),
    await waitSeconds(tx, and(eq(c.tenantId, tenantId), eq(c.ip, ip))!, 3600, emailCodeRules.perIpPerHour),
  )
  if (hourly) throw new AppError(ErrorCode.tooManyRequests, 'tooManyRequests', { seconds: hourly }, 429)
}

/** 0 when fewer than `limit` codes match within the window, else seconds until the oldest leaves it. */
async function waitSeconds(tx: Tx, where: SQL, windowSeconds: number, limit: number): Promise<number> {
  const c = schema.emailCodes
  const window = sql`make_interval(secs => ${windowSeconds})`
  const [row] = await tx
    .select({ issued: count(), seconds: sql<number>`ceil(extract(epoch from (min(${c.createdAt}) + ${window} - now())))::int` })
    .from(c)
    .where(and(where, gt(c.createdAt, sql`now() - ${window}`)))
  return row && row.issued >= limit ? Math.max(1, Number(row.seconds)) : 0
}
