import { validateResetPassword, type ResetPasswordForm } from '../contract/forms'
import { captchaPasswordMachine } from './captchaPasswordForm'

/** /forgetPassword: reset the password with an email code and a captcha (SPEC.md sections 2, 5). */
export const resetPasswordMachine = captchaPasswordMachine<ResetPasswordForm>({
  id: 'resetPassword',
  blank: (mailbox) => ({ mailbox, yzcode: '', password: '', confirmPassword: '', captchaCode: '', uuid: '' }),
  validate: validateResetPassword,
  sendsCode: true,
})
