import { and, eq, isNull } from 'drizzle-orm'
import type { Parsed } from '../../../contract/call'
import { ErrorCode } from '../../../contract/codes'
import { type PayPasswordInfo, payPasswordMode } from '../../../contract/payPassword'
import { validatePayPassword, validatePayPasswordCode, validatePayPasswordMailbox } from '../../../contract/payPasswordForm'
import type { payPasswordCalls } from '../../../contract/schemas/payPassword'
import { onlyDigits } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { AppError, invalidField, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import type { MemberScope } from '../../http/scope'
import { checkPayPassword, clearPayPasswordFailures } from '../../lib/payPassword'
import { consumeEmailCode, issueEmailCode } from '../auth/public'
import { hashPassword } from '../auth/public'
import { normalizeEmail } from '../auth/public'

/**
 * The transaction password (contract/payPassword.ts): set with an email code while none is set,
 * changed with the old one (checkPayPassword, so wrong ones count toward the lockout), reset with
 * an email code (which lifts the lockout). Stored as a slow hash of its 6 digits. The calls that
 * spend a code or count a try run with `keepRefusals`; each writes the password last.
 */
type Form<K extends keyof typeof payPasswordCalls> = Parsed<(typeof payPasswordCalls)[K]>

const u = schema.users
const alreadySet = () => new AppError(ErrorCode.payPasswordAlreadySet, 'payPasswordAlreadySet')

async function member(tx: Tx, { tenantId, userId }: MemberScope) {
  const [row] = await tx
    .select({ email: u.email, hash: u.payPasswordHash })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  return orNotFound(row)
}

/** The shopper's email, once the form's mailbox is found to be it. */
async function ownEmail(tx: Tx, scope: MemberScope, mailbox: string) {
  const row = await member(tx, scope)
  if (normalizeEmail(mailbox) !== row.email) throw invalidField('mailbox', 'payPasswordMailboxNotYours')
  return row
}

const spendCode = (tx: Tx, scope: MemberScope, email: string, code: string, keep = false) =>
  consumeEmailCode(tx, { tenantId: scope.tenantId, email, purpose: 'payPassword', code, secret: scope.codeSecret }, { keep })

async function storePassword(tx: Tx, { tenantId, userId }: MemberScope, password: string, onlyIfUnset = false) {
  const where = and(eq(u.tenantId, tenantId), eq(u.id, userId), onlyIfUnset ? isNull(u.payPasswordHash) : undefined)
  const rows = await tx
    .update(u)
    .set({ payPasswordHash: await hashPassword(onlyDigits(password)) })
    .where(where)
    .returning({ id: u.id })
  if (!rows.length) throw alreadySet()
}

export async function payPasswordInfo(tx: Tx, scope: MemberScope): Promise<PayPasswordInfo> {
  const { email, hash } = await member(tx, scope)
  return { flag: hash === null ? 0 : 1, email }
}

export async function sendPayPasswordCode(tx: Tx, scope: MemberScope, form: Form<'sendForgetPayPasswordEmail'>) {
  enforce(validatePayPasswordMailbox(form))
  const { email } = await ownEmail(tx, scope, form.mailbox)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  await issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'payPassword', ip, lang, secret })
  return true as const
}

/** Mode 0: only while none is set (checked before the code is spent, and again by the update itself). */
export async function setPayPassword(tx: Tx, scope: MemberScope, form: Form<'setPayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.set, form))
  const { email, hash } = await ownEmail(tx, scope, form.mailbox)
  if (hash !== null) throw alreadySet()
  await spendCode(tx, scope, email, form.yzcode)
  await storePassword(tx, scope, form.password, true)
  return true as const
}

/** Mode 1: the old one first (not set, locked or wrong refuse; wrong ones count). */
export async function changePayPassword(tx: Tx, scope: MemberScope, form: Form<'updatePayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.change, form))
  await ownEmail(tx, scope, form.mailbox)
  await checkPayPassword(tx, scope, onlyDigits(form.oldPassword))
  await storePassword(tx, scope, form.password)
  return true as const
}

/** Mode 2, first step: the code is checked, not spent; a wrong one counts toward its 5 tries. */
export async function checkPayPasswordCode(tx: Tx, scope: MemberScope, form: Form<'checkemailPayPassWord'>) {
  enforce(validatePayPasswordCode(form))
  const { email } = await ownEmail(tx, scope, form.mailbox)
  await spendCode(tx, scope, email, form.yzcode, true)
  return true as const
}

/** Mode 2: the code is spent, the new password stored and the lockout lifted. */
export async function resetPayPassword(tx: Tx, scope: MemberScope, form: Form<'forgetPayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.reset, form))
  const { email } = await ownEmail(tx, scope, form.mailbox)
  await spendCode(tx, scope, email, form.yzcode)
  await storePassword(tx, scope, form.password)
  await clearPayPasswordFailures(tx, scope.tenantId, scope.userId)
  return true as const
}
