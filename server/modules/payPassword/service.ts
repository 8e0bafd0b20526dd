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
import type { MemberScope, RequestScope } from '../../http/scope'
import { checkPayPassword, clearPayPasswordFailures, type PayPasswordVerdict, withPayPassword } from '../../lib/payPassword'
import type { RunTx } from '../../lib/transaction'
import { keyedPayPasswordHash } from '../../lib/keyedPayPassword'
import { consumeEmailCode, issueEmailCode, normalizeEmail, StaleHash } from '../auth/public'

/**
 * The transaction password (contract/payPassword.ts): set with an email code while none is set,
 * changed with the old one (checkPayPassword, so wrong ones count toward the lockout), reset with
 * an email code (which lifts the lockout). Stored as a keyed hash of its 6 digits
 * (server/lib/keyedPayPassword.ts). The calls that spend a code or count a try run with
 * `keepRefusals`; each writes the password last.
 */
type Form<K extends keyof typeof payPasswordCalls> = Parsed<(typeof payPasswordCalls)[K]>

const u = schema.users
/** A spent code or a counted wrong try must survive the refusal. */
const keepRefusals = { keepRefusals: true }
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

/** The new password's keyed hash. */
const newHash = (who: RequestScope, password: string) => keyedPayPasswordHash(who.codeSecret, onlyDigits(password))

/** Stores the hash while the stored one is still `current` (null: none set yet). */
async function storePassword(tx: Tx, { tenantId, userId }: MemberScope, hash: string, current: string | null) {
  const stillCurrent = current === null ? isNull(u.payPasswordHash) : eq(u.payPasswordHash, current)
  const rows = await tx
    .update(u)
    .set({ payPasswordHash: hash })
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId), stillCurrent))
    .returning({ id: u.id })
  return rows.length > 0
}

export async function payPasswordInfo(tx: Tx, scope: MemberScope): Promise<PayPasswordInfo> {
  const { email, hash } = await member(tx, scope)
  return { flag: hash === null ? 0 : 1, email }
}

export async function sendPayPasswordCode(tx: Tx, scope: MemberScope, form: Form<'sendForgetPayPasswordEmail'>) {
  enforce(validatePayPasswordMailbox(form))
  const { email } = await ownEmail(tx, scope, form.mailbox)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  return issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'payPassword', ip, lang, secret })
}

/** Mode 0: only while none is set (checked before the code is spent, and again by the update itself). */
export async function setPayPassword(withTx: RunTx<MemberScope>, who: RequestScope, form: Form<'setPayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.set, form))
  const hash = newHash(who, form.password)
  return withTx(async (tx, scope) => {
    const { email, hash: current } = await ownEmail(tx, scope, form.mailbox)
    if (current !== null) throw alreadySet()
    await spendCode(tx, scope, email, form.yzcode)
    if (!(await storePassword(tx, scope, hash, null))) throw alreadySet()
    return true as const
  }, keepRefusals)
}

/** Mode 1: the old one first (not set, locked or wrong refuse; wrong ones count); stored only over the hash it was judged against. */
export async function changePayPassword(withTx: RunTx<MemberScope>, who: RequestScope, form: Form<'updatePayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.change, form))
  const hash = newHash(who, form.password)
  await withTx((tx, scope) => ownEmail(tx, scope, form.mailbox))
  return withPayPassword(withTx, who, onlyDigits(form.oldPassword), async (tx, scope, verdict) => {
    await checkPayPassword(tx, scope, verdict)
    await storeOver(tx, scope, hash, verdict)
    return true as const
  })
}

/** checkPayPassword has passed this verdict under the row's lock; the update says so again. */
async function storeOver(tx: Tx, scope: MemberScope, hash: string, verdict: PayPasswordVerdict | undefined) {
  if (!verdict || !(await storePassword(tx, scope, hash, verdict.hash))) throw new StaleHash()
}

/** Mode 2, first step: the code is checked, not spent; a wrong one counts toward its 5 tries. */
export async function checkPayPasswordCode(tx: Tx, scope: MemberScope, form: Form<'checkemailPayPassWord'>) {
  enforce(validatePayPasswordCode(form))
  const { email } = await ownEmail(tx, scope, form.mailbox)
  await spendCode(tx, scope, email, form.yzcode, true)
  return true as const
}

/** Mode 2: the code is spent, the new password stored and the lockout lifted. */
export async function resetPayPassword(withTx: RunTx<MemberScope>, who: RequestScope, form: Form<'forgetPayPassWord'>) {
  enforce(validatePayPassword(payPasswordMode.reset, form))
  const hash = newHash(who, form.password)
  return withTx(async (tx, scope) => {
    const { email } = await ownEmail(tx, scope, form.mailbox)
    await spendCode(tx, scope, email, form.yzcode)
    await tx
      .update(u)
      .set({ payPasswordHash: hash })
      .where(and(eq(u.tenantId, scope.tenantId), eq(u.id, scope.userId)))
    await clearPayPasswordFailures(tx, scope.tenantId, scope.userId)
    return true as const
  }, keepRefusals)
}
