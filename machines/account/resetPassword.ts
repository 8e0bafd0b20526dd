import { validateResetPassword, type ResetPasswordForm } from '../../contract/forms'
import { createFormMachine, type EmailInput } from '../lib/form'

/** /forgetPassword: reset the password with an email code and a captcha (docs/behaviour.md#account). */
export const resetPasswordMachine = createFormMachine({
  id: 'resetPassword',
  blank: ({ email = '' }: EmailInput): ResetPasswordForm => ({
    mailbox: email,
    yzcode: '',
    password: '',
    confirmPassword: '',
    captchaCode: '',
    uuid: '',
  }),
  validate: validateResetPassword,
  sendsCode: true,
  captcha: true,
  afterSubmit: 'leave',
})
