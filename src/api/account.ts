import { apiCall as call } from './calls'

/** The account calls of docs/behaviour.md#account (auth, user, captcha). */
export const accountApi = {
  login: call.login,
  register: call.register,
  registerInfo: call.intoRegister,
  isEmailFree: (mailbox: string) => call.checkEmail({ mailbox }),
  sendRegisterCode: (mailbox: string) => call.registerCode({ mailbox }),
  sendResetCode: (mailbox: string) => call.resetCode({ mailbox }),
  captcha: call.captcha,
  forgetPassword: call.forgetPassword,
  resetPassword: call.resetPassword,
  changePassword: call.changePassword,
  userInfo: call.userInfo,
  saveUserInfo: call.saveUserInfo,
}
