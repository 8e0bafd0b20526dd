import type { RegisterInfo } from '../../../contract/api'
import type { Parsed } from '../../../contract/call'
import {
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateResetPassword,
} from '../../../contract/forms'
import type { authCalls, userCalls } from '../../../contract/schemas/api'
import { limits } from '../../../contract/validation'
import type { Tx } from '../../db/client'
import { enforce } from '../../http/input'
import type { MemberScope, RequestScope, Scope } from '../../http/scope'
import type { RunTx } from '../../lib/transaction'
import { consumeCaptcha } from '../captcha/public'
import { readSetting } from '../settings/public'
import { issueEmailCode } from './emailCode'
import { checkedMailbox } from './mailbox'
import { newPasswordHash } from './password'
import { assertEmailFree, changePassword, isEmailTaken, login, register, resetPassword } from './service'

/**
 * The account calls as the request brings them: each applies the form's rules of
 * docs/behaviour.md#account (contract/forms.ts), then the account service. Calls that spend a captcha, a code
 * or a login try run with `keepRefusals` so the spending survives the refusal.
 */
type AccountCalls = typeof authCalls & typeof userCalls
type Form<K extends keyof AccountCalls> = Parsed<AccountCalls[K]>

export async function checkEmailFree(tx: Tx, scope: Scope, form: Form<'checkEmail'>) {
  return !(await isEmailTaken(tx, scope.tenantId, checkedMailbox(form.mailbox)))
}

export async function registerInfo(tx: Tx, scope: Scope): Promise<RegisterInfo> {
  const articles = await readSetting(tx, scope.tenantId, 'SYSTEM_ARTICLE_SETTING')
  return {
    termsArticleCode: articles?.termsAndConditions.collapseCode ?? articles?.termsAndConditions.code ?? '',
    privacyArticleCode: articles?.privacyPolicy.collapseCode ?? articles?.privacyPolicy.code ?? '',
    codeResendSeconds: limits.codeResendSeconds,
  }
}

/**
 * The picture code, when the client sends one, is spent first, whatever the answer: a wrong or
 * spent one mails nothing. Without one the call is SPEC.md's (docs/behaviour.md#departures-from-specmd),
 * held by the code throttles alone. Run under inTenantKeepingRefusals.
 */
export async function sendRegisterCode(tx: Tx, scope: Scope, form: Form<'registerCode'>) {
  if (form.uuid !== undefined || form.captchaCode !== undefined)
    await consumeCaptcha(tx, scope.tenantId, form.uuid ?? '', form.captchaCode ?? '')
  const email = checkedMailbox(form.mailbox)
  await assertEmailFree(tx, scope.tenantId, email)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  return issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'register', ip, lang, secret })
}

/** Answers success for unknown addresses too (nothing is mailed then), so it does not tell who has an account. */
export async function sendResetCode(tx: Tx, scope: Scope, form: Form<'resetCode'>) {
  const email = checkedMailbox(form.mailbox)
  const deliver = await isEmailTaken(tx, scope.tenantId, email)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  return issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'reset', ip, lang, deliver, secret })
}

/*
 * The calls below hash a password, which runs outside any transaction (a slow hash holds no
 * connection): they take the route's withTx and open their transactions themselves.
 */
const keepRefusals = { keepRefusals: true }

export async function registerAccount(withTx: RunTx<Scope>, who: RequestScope, form: Form<'register'>) {
  enforce(validateRegister(form))
  const passwordHash = await newPasswordHash(who, form.password.trim())
  return withTx(
    (tx, scope) => register(tx, scope.tenantId, { email: form.mailbox, passwordHash, code: form.yzcode, codeSecret: scope.codeSecret }),
    keepRefusals,
  )
}

export async function logIn(withTx: RunTx<Scope>, who: RequestScope, form: Form<'login'>) {
  enforce(validateLogin(form))
  return login(withTx, who, { email: form.mailbox, password: form.password })
}

export async function changePasswordForm(withTx: RunTx<MemberScope>, who: RequestScope, form: Form<'changePassword'>) {
  enforce(validateChangePassword(form))
  await changePassword(withTx, who, form)
  return true as const
}

export async function forgetPasswordForm(withTx: RunTx<Scope>, who: RequestScope, form: Form<'forgetPassword'>) {
  enforce(validateForgotPassword(form))
  const passwordHash = await newPasswordHash(who, form.password.trim())
  await withTx((tx, scope) => resetPassword(tx, scope.tenantId, { ...form, passwordHash, codeSecret: scope.codeSecret }), keepRefusals)
  return true as const
}

export async function resetPasswordForm(withTx: RunTx<Scope>, who: RequestScope, form: Form<'resetPassword'>) {
  enforce(validateResetPassword(form))
  const passwordHash = await newPasswordHash(who, form.password.trim())
  const captcha = { uuid: form.uuid, code: form.captchaCode }
  await withTx(
    (tx, scope) => resetPassword(tx, scope.tenantId, { ...form, passwordHash, captcha, codeSecret: scope.codeSecret }),
    keepRefusals,
  )
  return true as const
}
