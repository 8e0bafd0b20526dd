import { checkCaptcha, checkConfirm, checkEmail, checkEmailCode, checkPassword, firstError } from './validation'

/** Form rules of SPEC.md section 5, each in the order its messages are shown. */

export interface LoginForm { mailbox: string; password: string }
export const validateLogin = (f: LoginForm) =>
  firstError<keyof LoginForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['password', (f.password ?? '').trim() ? null : 'passwordRequired'],
  ])

export interface RegisterForm { mailbox: string; yzcode: string; password: string; confirmPassword: string; check: boolean }
export const validateRegister = (f: RegisterForm) =>
  firstError<keyof RegisterForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['check', f.check ? null : 'termsNotAccepted'],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
    ['yzcode', checkEmailCode(f.yzcode)],
  ])

/** Forgot password, from the login dialog: email code and a new password. */
export interface ForgotPasswordForm { mailbox: string; yzcode: string; password: string; confirmPassword: string }
export const validateForgotPassword = (f: ForgotPasswordForm) =>
  firstError<keyof ForgotPasswordForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['yzcode', checkEmailCode(f.yzcode)],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
  ])

/** The /forgetPassword page adds a graphic captcha. */
export interface ResetPasswordForm extends ForgotPasswordForm { captchaCode: string; uuid: string }
export const validateResetPassword = (f: ResetPasswordForm) =>
  validateForgotPassword(f) ?? firstError<keyof ResetPasswordForm>([['captchaCode', checkCaptcha(f.captchaCode)]])

/** /password: change while logged in. */
export interface ChangePasswordForm { mailbox: string; oldPassword: string; password: string; confirmPassword: string; captchaCode: string; uuid: string }
export const validateChangePassword = (f: ChangePasswordForm) =>
  firstError<keyof ChangePasswordForm>([
    ['mailbox', checkEmail(f.mailbox)],
    ['oldPassword', checkPassword(f.oldPassword, 'oldPasswordRequired')],
    ['password', checkPassword(f.password)],
    ['confirmPassword', checkConfirm(f.password, f.confirmPassword)],
    ['captchaCode', checkCaptcha(f.captchaCode)],
  ])

/** /myaccount profile. Email is read-only and required. */
export interface ProfileForm {
  firstName: string
  lastName: string
  phone: string
  address?: string
  houseNumber?: string
  country?: string
  province?: string
  city?: string
  postalCode?: string
  sex?: number
}
