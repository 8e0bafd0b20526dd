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
import type { MemberScope, Scope } from '../../http/scope'
import { readSetting } from '../settings/public'
import { issueEmailCode } from './emailCode'
import { checkedMailbox } from './mailbox'
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

export async function sendRegisterCode(tx: Tx, scope: Scope, form: Form<'registerCode'>) {
  const email = checkedMailbox(form.mailbox)
  await assertEmailFree(tx, scope.tenantId, email)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  await issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'register', ip, lang, secret })
  return true as const
}

/** Answers success for unknown addresses too (nothing is mailed then), so it does not tell who has an account. */
export async function sendResetCode(tx: Tx, scope: Scope, form: Form<'resetCode'>) {
  const email = checkedMailbox(form.mailbox)
  const deliver = await isEmailTaken(tx, scope.tenantId, email)
  const { tenantId, ip, lang, codeSecret: secret } = scope
  await issueEmailCode(tx, scope.mailer, { tenantId, email, purpose: 'reset', ip, lang, deliver, secret })
  return true as const
}

export async function registerAccount(tx: Tx, scope: Scope, form: Form<'register'>) {
  enforce(validateRegister(form))
  return register(tx, scope.tenantId, { email: form.mailbox, password: form.password, code: form.yzcode, codeSecret: scope.codeSecret })
}

export async function logIn(tx: Tx, scope: Scope, form: Form<'login'>) {
  enforce(validateLogin(form))
  return login(tx, scope.tenantId, { email: form.mailbox, password: form.password, ip: scope.ip })
}

export async function changePasswordForm(tx: Tx, scope: MemberScope, form: Form<'changePassword'>) {
  enforce(validateChangePassword(form))
  await changePassword(tx, scope.tenantId, scope.userId, { ...form, ip: scope.ip, sessionId: scope.sessionId })
  return true as const
}

export async function forgetPasswordForm(tx: Tx, scope: Scope, form: Form<'forgetPassword'>) {
  enforce(validateForgotPassword(form))
  await resetPassword(tx, scope.tenantId, { ...form, codeSecret: scope.codeSecret })
  return true as const
}

export async function resetPasswordForm(tx: Tx, scope: Scope, form: Form<'resetPassword'>) {
  enforce(validateResetPassword(form))
  await resetPassword(tx, scope.tenantId, { ...form, captcha: { uuid: form.uuid, code: form.captchaCode }, codeSecret: scope.codeSecret })
  return true as const
}
