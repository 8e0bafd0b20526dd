import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { EmailCodeStatus } from '../../../contract/lifecycles'
import type { CodeSent } from '../../../contract/api'
import type { Language } from '../../../contract/locale'
import { limits } from '../../../contract/validation'
import { emailCodeLifecycle } from '../../../machines/account/emailCodeLifecycle'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { defineRowLifecycle } from '../../lib/lifecycle'
import { codeMail } from '../mail/public'
import type { Mailer } from '../mail/public'
import { eventsWithin, recordEvents, secondsUntilBelow } from './throttle'

export type CodePurpose = 'register' | 'reset' | 'payPassword'

/**
 * Limits on asking for codes. A client is capped hard (429), and must wait between asks for
 * the same address and purpose; an address gets one mail per purpose and gap whoever asks, the gap
 * doubling with each mail of the last hour (2, 4, 8, 16, then 30 minutes: a flood mails about 5 an
 * hour), and an ask inside the gap is answered as usual without a mail, so nobody can keep an
 * address from getting its codes: the code already mailed stays good, or a later ask mails one.
 */
export const emailCodeRules = {
  validMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: limits.codeResendSeconds,
  mailGapSeconds: 120,
  maxMailGapSeconds: 1800,
  perIpPerHour: 20,
} as const

/** HMAC-SHA-256 under the server's secret: a leaked table does not give a million-guess lookup. */
export function hashEmailCode(secret: string, email: string, purpose: CodePurpose, code: string) {
  if (!secret) throw new Error('No code secret: startServer sets CODE_SECRET or the data folder’s code-secret')
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex')
}

/** The wait before the next mail to an address, after `mails` mails of the last hour. */
export const mailGapAfter = (mails: number) => Math.min(emailCodeRules.mailGapSeconds * 2 ** (mails - 1), emailCodeRules.maxMailGapSeconds)

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export interface CodeRequest {
  tenantId: number
  /** Already normalised (trimmed, lower case). */
  email: string
  purpose: CodePurpose
  ip: string
  lang: Language
  /** The server's code secret (config.codeSecret). */
  secret: string | undefined
  /** False records the code without mailing it (a reset for an unknown address). */
  deliver?: boolean
}

const askKey = ({ email, purpose, ip }: CodeRequest) => `code:ask:${purpose}:${email}|${ip}`
const clientKey = (ip: string) => `code:ip:${ip}`

/**
 * A fresh 6-digit code, stored hashed and mailed through the outbox, unless the address got one
 * for this purpose within its current gap (`mailGapAfter`; then nothing is issued; the answer is the same). Refuses the
 * same client asking again within 60 s (codeResendTooSoon) or more than 20 times an hour
 * (tooManyRequests), each with the seconds to wait. Answers `true` when a code was issued, or what
 * the shopper may do instead (`codeStillValid`).
 */
export async function issueEmailCode(tx: Tx, mailer: Mailer, request: CodeRequest): Promise<CodeSent> {
  const { tenantId, email, purpose, ip } = request
  await assertClientMayAsk(tx, request)
  await recordEvents(tx, tenantId, [
    [clientKey(ip), 3600],
    [askKey(request), emailCodeRules.resendSeconds],
  ])
  const c = schema.emailCodes
  // One ask per address and purpose at a time, so that concurrent asks cannot slip two mails into one gap.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${tenantId}:${purpose}:${email}`}))`)
  const [lastHour] = await tx
    .select({ mails: count(), secondsSinceLast: sql<number>`extract(epoch from now() - max(${c.createdAt}))::float8` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.email, email), eq(c.purpose, purpose), gt(c.createdAt, sql`now() - interval '1 hour'`)))
  if (lastHour && lastHour.mails > 0 && lastHour.secondsSinceLast < mailGapAfter(lastHour.mails))
    return codeStillValid(tx, request, mailGapAfter(lastHour.mails))
  await supersedeCodes(tx, tenantId, email, purpose)
  const code = String(randomInt(0, 1_000_000)).padStart(limits.emailCodeLength, '0')
  await tx.insert(c).values({
    tenantId,
    email,
    purpose,
    ip,
    codeHash: hashEmailCode(request.secret ?? '', email, purpose, code),
    expiresAt: sql`now() + make_interval(mins => ${emailCodeRules.validMinutes})`,
  })
  if (request.deliver === false) return true
  const [tenant] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId))
  await mailer.send(tx, tenantId, codeMail({ to: email, code, purpose, lang: request.lang, tenantName: tenant?.name ?? '' }))
  return true
}

/**
 * No mail inside the gap: until when the newest code is good (null once it is spent, worn out or
 * expired) and when a new mail may go. A code recorded without a mail (an unknown address) answers
 * the same, so the answer tells nobody who has an account.
 */
async function codeStillValid(tx: Tx, { tenantId, email, purpose }: CodeRequest, gapSeconds: number): Promise<CodeSent> {
  const c = schema.emailCodes
  const [newest] = await tx
    .select({ createdAt: c.createdAt, expiresAt: c.expiresAt, status: c.status, live: sql<boolean>`${c.expiresAt} > now()` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.email, email), eq(c.purpose, purpose)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(1)
  const valid = newest.status === EmailCodeStatus.issued && newest.live
  return {
    mailed: false,
    validUntil: valid ? newest.expiresAt.getTime() : null,
    nextMailAt: newest.createdAt.getTime() + gapSeconds * 1000,
  }
}

/** Earlier codes of the address and purpose die when a new one is mailed: only the newest counts. */
async function supersedeCodes(tx: Tx, tenantId: number, email: string, purpose: CodePurpose) {
  const c = schema.emailCodes
  const issued = await tx
    .select({ id: c.id, status: c.status })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.email, email), eq(c.purpose, purpose), eq(c.status, EmailCodeStatus.issued)))
  for (const row of issued) await moveCode(tx, row, 'REISSUE')
}

export interface CodeCheck {
  tenantId: number
  /** Already normalised (trimmed, lower case). */
  email: string
  purpose: CodePurpose
  code: string
  secret: string | undefined
}

const invalidCode = () => new AppError(ErrorCode.emailCodeInvalid, 'emailCodeInvalid')

/**
 * Spends the address's issued code of that purpose, moving it to used through its lifecycle,
 * so that two requests with the same code cannot both pass. A wrong code counts a try (the
 * fifth exhausts the code); an expired one is marked so. Every refusal is emailCodeInvalid.
 * Run it under inTenantKeepingRefusals so the count survives the refusal. `keep` checks the
 * right code without spending it (a later call spends it); wrong ones still count.
 */
export async function consumeEmailCode(tx: Tx, check: CodeCheck, { keep = false } = {}): Promise<void> {
  const c = schema.emailCodes
  const { tenantId, email, purpose } = check
  const [latest] = await tx
    .select({ id: c.id, status: c.status, codeHash: c.codeHash, live: sql<boolean>`${c.expiresAt} > now()` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.email, email), eq(c.purpose, purpose), eq(c.status, EmailCodeStatus.issued)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(1)
  if (!latest) throw invalidCode()
  if (!latest.live) {
    await moveCode(tx, latest, 'EXPIRE')
    throw invalidCode()
  }
  if (!sameHash(latest.codeHash, hashEmailCode(check.secret ?? '', email, purpose, check.code.replace(/\s+/g, '')))) {
    const [counted] = await tx
      .update(c)
      .set({ attempts: sql`${c.attempts} + 1` })
      .where(and(eq(c.id, latest.id), eq(c.status, EmailCodeStatus.issued)))
      .returning({ attempts: c.attempts })
    if (counted && counted.attempts >= emailCodeRules.maxWrongTries) await moveCode(tx, latest, 'EXHAUST')
    throw invalidCode()
  }
  if (keep) return
  await emailCodeRows.move(tx, {
    id: latest.id,
    event: { type: 'VERIFY' },
    actor: 'shopper',
    where: gt(c.expiresAt, sql`now()`),
    set: { usedAt: sql`now()` },
    changed: invalidCode,
    refused: invalidCode,
  })
}

/** A move the request does not hinge on: if another request moved the code first, so be it. */
async function moveCode(tx: Tx, row: { id: number }, type: 'EXPIRE' | 'REISSUE' | 'EXHAUST') {
  await emailCodeRows.move(tx, { id: row.id, event: { type }, actor: 'system' }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error
  })
}

export const emailCodeRows = defineRowLifecycle({ lifecycle: emailCodeLifecycle, table: schema.emailCodes })

async function assertClientMayAsk(tx: Tx, request: CodeRequest) {
  const { tenantId, ip } = request
  const { events, sinceNewest } = await eventsWithin(tx, tenantId, askKey(request), emailCodeRules.resendSeconds)
  if (events > 0) {
    const seconds = Math.max(1, Math.ceil(emailCodeRules.resendSeconds - sinceNewest))
    throw new AppError(ErrorCode.codeResendTooSoon, 'codeResendTooSoon', { seconds }, 429)
  }
  const hourly = await secondsUntilBelow(tx, tenantId, clientKey(ip), emailCodeRules.perIpPerHour, 3600)
  if (hourly) throw new AppError(ErrorCode.tooManyRequests, 'tooManyRequests', { seconds: hourly }, 429)
}
