import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { LoginResult } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { consumeCaptcha } from '../captcha/public'
import { consumeEmailCode } from './emailCode'
import type { MemberScope, RequestScope, Scope } from '../../http/scope'
import { lockedHash } from '../../lib/lockedHash'
import type { RunTx } from '../../lib/transaction'
import { hashPassword, judged, newPasswordHash } from './password'
import { createSession, revokeSession, revokeUserSessions } from './session'
import { claimLoginTry, pairWait, releaseLoginTry } from './throttle'

/** Emails are compared and stored trimmed and lower-cased; unique per tenant. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export interface NewUser {
  email: string
  password: string
  firstName?: string
  lastName?: string
}

/** Creates a shopper (seeds and tests: the hash runs here); emailTaken when the tenant already has the address. */
export async function createUser(tx: Tx, tenantId: number, input: NewUser): Promise<{ id: number }> {
  const { password, ...user } = input
  return insertUser(tx, tenantId, { ...user, passwordHash: await hashPassword(password.trim()) })
}

/** Inserts a shopper with the scrypt hash of their password; emailTaken when the tenant already has the address. */
async function insertUser(tx: Tx, tenantId: number, input: Omit<NewUser, 'password'> & { passwordHash: string }) {
  const [row] = await tx
    .insert(schema.users)
    .values({
      tenantId,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: schema.users.id })
  if (!row) throw new AppError(ErrorCode.emailTaken, 'emailTaken')
  return row
}

const loginFailed = () => new AppError(ErrorCode.loginFailed, 'loginFailed')

export async function isEmailTaken(tx: Tx, tenantId: number, email: string): Promise<boolean> {
  const u = schema.users
  const [row] = await tx
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.email, normalizeEmail(email))))
  return Boolean(row)
}

export async function assertEmailFree(tx: Tx, tenantId: number, email: string) {
  if (await isEmailTaken(tx, tenantId, email)) throw new AppError(ErrorCode.emailTaken, 'emailTaken')
}

/** A new session for the user, as the login and register calls answer. */
export async function startSession(tx: Tx, tenantId: number, user: { id: number; email: string }): Promise<LoginResult> {
  return { accessToken: await createSession(tx, tenantId, user.id), email: user.email, userId: user.id }
}

/** Spends the register code, creates the account and logs it in. Run under inTenantKeepingRefusals. */
export async function register(
  tx: Tx,
  tenantId: number,
  input: { email: string; passwordHash: string; code: string; codeSecret: string | undefined },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  await assertEmailFree(tx, tenantId, email)
  await consumeEmailCode(tx, { tenantId, email, purpose: 'register', code: input.code, secret: input.codeSecret })
  const user = await insertUser(tx, tenantId, { email, passwordHash: input.passwordHash })
  return startSession(tx, tenantId, { id: user.id, email })
}

type Member = { id: number; email: string; passwordHash: string }

async function memberByEmail(tx: Tx, tenantId: number, email: string): Promise<Member | undefined> {
  const u = schema.users
  const [user] = await tx
    .select({ id: u.id, email: u.email, passwordHash: u.passwordHash })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.email, email)))
  return user
}

/**
 * Checks the password, throttled per (email, client), per client and per email (server/modules/auth/throttle.ts);
 * the same refusal for an unknown email and a wrong password. The try is claimed (counted as a
 * failure) first, then the hash runs between two transactions (judged); the right password releases it.
 */
export async function login(withTx: RunTx<Scope>, who: RequestScope, input: { email: string; password: string }): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  const claimed = await withTx((tx, { tenantId, ip }) => claimLoginTry(tx, tenantId, email, ip))
  let user: Member | undefined
  const read = async () => {
    user = await withTx((tx, { tenantId }) => memberByEmail(tx, tenantId, email))
    return user?.passwordHash ?? (await unknownUserHash())
  }
  return judged(who, read, input.password.trim(), (verdict) =>
    withTx(async (tx, { tenantId, ip }) => {
      if (user) await lockedHash(tx, { tenantId, userId: user.id }, 'passwordHash', verdict)
      if (!user || !verdict?.matches) throw loginFailed()
      await releaseLoginTry(tx, tenantId, email, ip, claimed)
      return startSession(tx, tenantId, user)
    }),
  )
}

const keepRefusals = { keepRefusals: true }

/** Checked against for unknown emails, so they take as long as a wrong password. */
let dummyHash: Promise<string> | null = null
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

/** A new password (its hash) ends every session of the user, this one included. */
async function setPassword(tx: Tx, tenantId: number, userId: number, passwordHash: string) {
  const u = schema.users
  await tx
    .update(u)
    .set({ passwordHash })
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  await revokeUserSessions(tx, tenantId, userId)
}

export interface ChangePassword {
  mailbox: string
  oldPassword: string
  password: string
  captchaCode: string
  uuid: string
}

/** Too many wrong current passwords: this session ends, so a stolen one cannot keep guessing. */
const passwordTriesExhausted = () => new AppError(ErrorCode.unauthorized, 'passwordTriesExhausted', {}, 401)

/** Once this client has to wait for this address, the session asking ends (and the answer is 401). */
async function endSessionIfThrottled(tx: Tx, scope: MemberScope, email: string) {
  if ((await pairWait(tx, scope.tenantId, email, scope.ip)) === 0) return
  await revokeSession(tx, scope.sessionId)
  throw passwordTriesExhausted()
}

/** Captcha, own email and the throttle's claim on a try, in one transaction that keeps the spent captcha. */
async function changePrelude(tx: Tx, scope: MemberScope, input: ChangePassword) {
  const { tenantId, userId, ip } = scope
  await consumeCaptcha(tx, tenantId, input.uuid, input.captchaCode)
  const u = schema.users
  const [user] = await tx
    .select({ email: u.email })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  if (!user || user.email !== normalizeEmail(input.mailbox))
    throw new AppError(ErrorCode.invalidField, 'invalidMailbox', { field: 'mailbox' })
  await endSessionIfThrottled(tx, scope, user.email)
  return { email: user.email, claimed: await claimLoginTry(tx, tenantId, user.email, ip) }
}

/**
 * Logged in: captcha, own email, current password, then the new one. Wrong current passwords
 * count with wrong logins (the same throttle); once this client has to wait for this address,
 * the session is revoked and the answer is 401. Both hashes run outside any transaction; the new
 * one is stored only over the hash the current password was judged against.
 */
export async function changePassword(withTx: RunTx<MemberScope>, who: RequestScope, input: ChangePassword) {
  const passwordHash = await newPasswordHash(who, input.password.trim())
  const { email, claimed } = await withTx((tx, scope) => changePrelude(tx, scope, input), keepRefusals)
  const read = () => withTx(async (tx, s) => (await memberByEmail(tx, s.tenantId, email))?.passwordHash ?? null)
  await judged(who, read, input.oldPassword.trim(), (verdict) =>
    withTx(async (tx, scope) => {
      await lockedHash(tx, scope, 'passwordHash', verdict)
      if (!verdict?.matches) {
        await endSessionIfThrottled(tx, scope, email)
        throw new AppError(ErrorCode.oldPasswordWrong, 'oldPasswordWrong')
      }
      await releaseLoginTry(tx, scope.tenantId, email, scope.ip, claimed)
      await setPassword(tx, scope.tenantId, scope.userId, passwordHash)
    }, keepRefusals),
  )
}

export interface ResetPassword {
  mailbox: string
  yzcode: string
  /** The new password's hash (newPasswordHash), computed before this transaction. */
  passwordHash: string
  captcha?: { uuid: string; code: string }
  codeSecret: string | undefined
}

/** Forgotten password: the reset code (and the captcha on the page) set a new one. Run under inTenantKeepingRefusals. */
export async function resetPassword(tx: Tx, tenantId: number, input: ResetPassword) {
  if (input.captcha) await consumeCaptcha(tx, tenantId, input.captcha.uuid, input.captcha.code)
  const email = normalizeEmail(input.mailbox)
  await consumeEmailCode(tx, { tenantId, email, purpose: 'reset', code: input.yzcode, secret: input.codeSecret })
  const [user] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.email, email)))
  // Codes are recorded (not mailed) for unknown addresses too, so that the answers do not tell.
  if (!user) throw new AppError(ErrorCode.emailCodeInvalid, 'emailCodeInvalid')
  await setPassword(tx, tenantId, user.id, input.passwordHash)
}
