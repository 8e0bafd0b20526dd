import type { Submission } from '../../../machines/lib/form'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import type { LoginResult } from '../../../contract/api'
import type {
  ChangePasswordForm,
  ForgotPasswordForm,
  ProfileForm,
  RegisterWithCaptchaForm,
  ResetPasswordForm,
} from '../../../contract/forms'
import { sharedMessages } from '../../../contract/messages'
import { changePasswordMachine } from '../../../machines/account/changePassword'
import { forgotFormMachine, forgotPasswordMachine } from '../../../machines/account/forgotPassword'
import { loginDialogMachine, loginFormMachine, registerFormMachine } from '../../../machines/account/loginDialog'
import { profileFormMachine, profileMachine } from '../../../machines/account/profile'
import { resetPasswordMachine } from '../../../machines/account/resetPassword'
import { authApi } from '../../api/auth'
import { captchaApi } from '../../api/captcha'
import { userApi } from '../../api/user'
import { codeSending } from '../../components/form/codeSending'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { sessionActor } from '../../session'

const notifySuccess = (title: string) => toaster.create({ type: 'success', title })
export const notifyPasswordReset = () => notifySuccess(t`Your password has been reset. Please log in.`)

const sendResetCode = (mailbox: string) => userApi.resetCode({ mailbox })

/** A form's call, from an API call that answers with nothing worth keeping. */
const submitting = <F>(call: (form: F) => Promise<unknown>) =>
  fromPromise<void, Submission<F>>(async ({ input }) => void (await call(input.form)))

const loggedIn = (_: unknown, { result }: { result: LoginResult }) =>
  sessionActor.send({ type: 'LOGGED_IN', token: result.accessToken, email: result.email, userId: result.userId })

/** Every form shows the server's message the same way (docs/behaviour.md#errors). */
const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

const login = loginFormMachine.provide({
  actors: { submit: fromPromise(({ input }) => authApi.login(input.form)) },
  actions: { ...failures, submitted: loggedIn },
})

const register = registerFormMachine.provide({
  actors: {
    // docs/behaviour.md#account: a valid email is then checked by the server.
    check: fromPromise<void, Submission<RegisterWithCaptchaForm>>(async ({ input }) => {
      if (!(await authApi.checkEmail({ mailbox: input.form.mailbox }))) throw new Error(i18n._(sharedMessages.emailTaken))
    }),
    // The picture code went with the code's ask (spent there): register does not take it.
    submit: fromPromise(({ input: { form } }: { input: Submission<RegisterWithCaptchaForm> }) => {
      const { mailbox, yzcode, password, confirmPassword, check } = form
      return authApi.register({ mailbox, yzcode, password, confirmPassword, check })
    }),
    loadCaptcha: fromPromise(() => captchaApi.captcha()),
    codeCountdown: codeSending((mailbox, captcha) => authApi.registerCode({ mailbox, ...captcha })),
  },
  actions: { ...failures, submitted: loggedIn },
})

/**
 * The new password revoked every token (docs/behaviour.md#account): the session ends at once, so
 * no call meets a 401 meanwhile; after the success is shown, /login, then the account.
 */
const passwordChanged = (notify: () => void) => () => {
  notify()
  sessionActor.send({ type: 'TOKEN_REVOKED' })
}
const endSession = () => sessionActor.send({ type: 'UNAUTHORIZED', next: '/myaccount' })

/** The account machines, wired to the API, the session and the toaster. */
export const appMachines = {
  login,

  loginDialog: loginDialogMachine.provide({ actors: { login, register } }),

  forgotPassword: forgotPasswordMachine.provide({
    actors: {
      form: forgotFormMachine.provide({
        actors: {
          submit: submitting<ForgotPasswordForm>(userApi.forgetPassword),
          codeCountdown: codeSending(sendResetCode),
        },
        actions: failures,
      }),
    },
    actions: { succeeded: () => notifyPasswordReset() },
  }),

  changePassword: changePasswordMachine.provide({
    actors: { loadCaptcha: fromPromise(() => captchaApi.captcha()), submit: submitting<ChangePasswordForm>(userApi.changePassword) },
    actions: { ...failures, submitted: passwordChanged(() => notifySuccess(t`Password changed. Please log in again.`)), endSession },
  }),

  resetPassword: resetPasswordMachine.provide({
    actors: {
      loadCaptcha: fromPromise(() => captchaApi.captcha()),
      submit: submitting<ResetPasswordForm>(userApi.resetPassword),
      codeCountdown: codeSending(sendResetCode),
    },
    actions: { ...failures, submitted: passwordChanged(notifyPasswordReset), endSession },
  }),

  profile: profileMachine.provide({
    actors: {
      loadUser: fromPromise(() => userApi.userInfo()),
      form: profileFormMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }: { input: Submission<ProfileForm> }) => {
            await userApi.saveUserInfo(input.form)
            return userApi.userInfo()
          }),
        },
        actions: {
          ...failures,
          submitted: (_, { result }) => {
            sessionActor.send({ type: 'USER_UPDATED', userInfo: result })
            notifySuccess(t`Your details have been saved`)
          },
        },
      }),
    },
  }),
}
