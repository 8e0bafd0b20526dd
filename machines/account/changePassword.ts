import { validateChangePassword, type ChangePasswordForm } from '../../contract/forms'
import { createFormMachine, type EmailInput } from '../lib/form'

/** /password: change the password while logged in (docs/behaviour.md#account); starts with the session's email. */
export const changePasswordMachine = createFormMachine({
  id: 'changePassword',
  blank: ({ email = '' }: EmailInput): ChangePasswordForm => ({
    mailbox: email,
    oldPassword: '',
    password: '',
    confirmPassword: '',
    captchaCode: '',
    uuid: '',
  }),
  validate: validateChangePassword,
  captcha: true,
  afterSubmit: 'leave',
})
