import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { LoginResult } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { consumeCaptcha } from '../captcha/public'
import { consumeEmailCode } from './emailCode'
import { hashPassword, verifyPassword } from './password'
import { createSession, revokeSession, revokeUserSessions } from './session'
import { assertLoginAllowed, pairWait, recordLoginFailure, recordLoginSuccess } from './throttle'

/** Emails are compared and stored trimmed and lower-cased; unique per tenant. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export interface NewUser {
  email: string
  password: string
  firstName?: string
  lastName?: string
}

/** Creates a shopper with a scrypt password hash; emailTaken when the tenant already has the address. */
export async function createUser(tx: Tx, tenantId: number, input: NewUser): Promise<{ id: number }> {
  const [row] = await tx
    .insert(schema.users)
    .values({
      tenantId,
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password.trim()),
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
  input: { email: string; password: string; code: string; codeSecret: string | undefined },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  await assertEmailFree(tx, tenantId, email)
  await consumeEmailCode(tx, { tenantId, email, purpose: 'register', code: input.code, secret: input.codeSecret })
  const user = await createUser(tx, tenantId, { email, password: input.password })
  return startSession(tx, tenantId, { id: user.id, email })
}

/**
 * Checks the password, throttled per (email, client), per client and per email (server/modules/auth/throttle.ts);
 * the same refusal for an unknown email and a wrong password. Run under inTenantKeepingRefusals so failures count.
 */
export async function login(tx: Tx, tenantId: number, input: { email: string; password: string; ip: string }): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  await assertLoginAllowed(tx, tenantId, email, input.ip)
  const [user] = await tx
    .select({ id: schema.users.id, email: schema.users.email, passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.email, email)))
  const matches = await verifyPassword(input.password.trim(), user?.passwordHash ?? (await unknownUserHash()))
  if (!user || !matches) {
    await recordLoginFailure(tx, tenantId, email, input.ip)
    throw loginFailed()
  }
  await recordLoginSuccess(tx, tenantId, email, input.ip)
  return startSession(tx, tenantId, user)
}

/** Checked against for unknown emails, so they take as long as a wrong password. */
let dummyHash: Promise<string> | null = null
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

/** A new password ends every session of the user, this one included. */
export async function setPassword(tx: Tx, tenantId: number, userId: number, password: string) {
  const u = schema.users
  await tx
    .update(u)
    .set({ passwordHash: await hashPassword(password.trim()) })
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  await revokeUserSessions(tx, tenantId, userId)
}

export interface ChangePassword {
  mailbox: string
  oldPassword: string
  password: string
  captchaCode: string
  uuid: string
  /** The client and session asking, for the password throttle. */
  ip: string
  sessionId: number
}

/** Too many wrong current passwords: this session ends, so a stolen one cannot keep guessing. */
const passwordTriesExhausted = () => new AppError(ErrorCode.unauthorized, 'passwordTriesExhausted', {}, 401)

/**
 * Logged in: captcha, own email, current password, then the new one. Wrong current passwords
 * count with wrong logins (the same throttle); once this client has to wait for this address,
 * the session is revoked and the answer is 401. Run under inTenantKeepingRefusals.
 */
export async function changePassword(tx: Tx, tenantId: number, userId: number, input: ChangePassword) {
  await consumeCaptcha(tx, tenantId, input.uuid, input.captchaCode)
  const u = schema.users
  const [user] = await tx
    .select({ email: u.email, passwordHash: u.passwordHash })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  if (!user || user.email !== normalizeEmail(input.mailbox))
    throw new AppError(ErrorCode.invalidField, 'invalidMailbox', { field: 'mailbox' })
  const endSession = async () => {
    await revokeSession(tx, input.sessionId)
    return passwordTriesExhausted()
  }
  if ((await pairWait(tx, tenantId, user.email, input.ip)) > 0) throw await endSession()
  await assertLoginAllowed(tx, tenantId, user.email, input.ip)
  if (!(await verifyPassword(input.oldPassword.trim(), user.passwordHash))) {
    await recordLoginFailure(tx, tenantId, user.email, input.ip)
    if ((await pairWait(tx, tenantId, user.email, input.ip)) > 0) throw await endSession()
    throw new AppError(ErrorCode.oldPasswordWrong, 'oldPasswordWrong')
  }
  await setPassword(tx, tenantId, userId, input.password)
}

export interface ResetPassword {
  mailbox: string
  yzcode: string
  password: string
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
  await setPassword(tx, tenantId, user.id, input.password)
}
