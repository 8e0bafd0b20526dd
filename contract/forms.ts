import type * as z from 'zod/mini'
import type * as s from './schemas/api'
import { checkCaptcha, checkConfirm, checkEmail, checkEmailCode, checkPassword, firstError } from './validation'

/** Form rules of docs/behaviour.md#errors, each in the order its messages are shown; the forms' shapes are their calls' schemas. */

export type LoginForm = z.output<typeof s.loginForm>
export const validateLogin = (f: LoginForm) =>
  firstError<keyof LoginForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['password', (f.password ?? '').trim() ? null : 'passwordRequired'],
  ])

export type RegisterForm = z.output<typeof s.registerForm>
export const validateRegister = (f: RegisterForm) =>
  firstError<keyof RegisterForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['check', f.check ? null : 'termsNotAccepted'],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
    ['yzcode', checkEmailCode(f.yzcode)],
  ])

/**
 * The register form as the storefront holds it: beside the fields, the picture code that guards
 * the code's mail (docs/behaviour.md#account). It goes with registerCode, not with register.
 */
export type RegisterWithCaptchaForm = RegisterForm & { captchaCode: string; uuid: string }
/** Asking for the register code: a valid email and the picture code. */
export const validateRegisterCode = (f: Pick<RegisterWithCaptchaForm, 'mailbox' | 'captchaCode'>) =>
  firstError<'mailbox' | 'captchaCode'>([
    ['mailbox', checkEmail(f.mailbox)],
    ['captchaCode', checkCaptcha(f.captchaCode)],
  ])

/** Forgot password, from the login dialog: email code and a new password. */
export type ForgotPasswordForm = z.output<typeof s.forgotPasswordForm>
export const validateForgotPassword = (f: ForgotPasswordForm) =>
  firstError<keyof ForgotPasswordForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['yzcode', checkEmailCode(f.yzcode)],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
  ])

/** The /forgetPassword page adds a graphic captcha. */
export type ResetPasswordForm = z.output<typeof s.resetPasswordForm>
export const validateResetPassword = (f: ResetPasswordForm) =>
  validateForgotPassword(f) ?? firstError<keyof ResetPasswordForm>([['captchaCode', checkCaptcha(f.captchaCode)]])

/** /password: change while logged in. */
export type ChangePasswordForm = z.output<typeof s.changePasswordForm>
export const validateChangePassword = (f: ChangePasswordForm) =>
  firstError<keyof ChangePasswordForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['oldPassword', checkPassword(f.oldPassword, 'oldPasswordRequired')],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
    ['captchaCode', checkCaptcha(f.captchaCode)],
  ])

/** /myaccount profile: the fields given are saved. Email is read-only and required. */
export type ProfileForm = z.output<typeof s.profile>
