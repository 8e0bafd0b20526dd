import { paths, type Captcha, type LoginResult, type RegisterInfo, type UserInfo } from '../../contract/api'
import type { ChangePasswordForm, ForgotPasswordForm, LoginForm, ProfileForm, RegisterForm, ResetPasswordForm } from '../../contract/forms'
import { api } from './client'

/** The account calls of SPEC.md section 7 (auth, user, captcha). */
export const accountApi = {
  login: (form: LoginForm) => api.postForm<LoginResult>(paths.login, { ...form }),
  register: (form: RegisterForm) => api.postForm<LoginResult>(paths.register, { ...form }),
  registerInfo: () => api.get<RegisterInfo>(paths.intoRegister),
  isEmailFree: (mailbox: string) => api.get<boolean>(paths.checkEmail, { mailbox }),
  sendRegisterCode: (mailbox: string) => api.get<boolean>(paths.registerCode, { mailbox }),
  sendResetCode: (mailbox: string) => api.postForm<boolean>(paths.resetCode, { mailbox }),
  captcha: () => api.get<Captcha>(paths.captcha),
  forgetPassword: (form: ForgotPasswordForm) => api.postForm<null>(paths.forgetPassword, { ...form }),
  resetPassword: (form: ResetPasswordForm) => api.postForm<null>(paths.resetPassword, { ...form }),
  changePassword: (form: ChangePasswordForm) => api.postForm<null>(paths.changePassword, { ...form }),
  userInfo: () => api.get<UserInfo>(paths.userInfo),
  saveUserInfo: (form: ProfileForm) => api.postForm<UserInfo>(paths.saveUserInfo, { ...form }),
}
