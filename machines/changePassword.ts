import { validateChangePassword, type ChangePasswordForm } from '../contract/forms'
import { captchaPasswordMachine } from './captchaPasswordForm'

/** /password: change the password while logged in (SPEC.md sections 4, 5). */
export const changePasswordMachine = captchaPasswordMachine<ChangePasswordForm>({
  id: 'changePassword',
  blank: (mailbox) => ({ mailbox, oldPassword: '', password: '', confirmPassword: '', captchaCode: '', uuid: '' }),
  validate: validateChangePassword,
  sendsCode: false,
})
