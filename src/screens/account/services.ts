import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import type { ChangePasswordForm, ResetPasswordForm } from '../../../contract/forms'
import { changePasswordMachine } from '../../../machines/changePassword'
import { codeCountdownMachine } from '../../../machines/codeCountdown'
import { forgotPasswordMachine } from '../../../machines/forgotPassword'
import { loginDialogMachine } from '../../../machines/loginDialog'
import { profileMachine } from '../../../machines/profile'
import { resetPasswordMachine } from '../../../machines/resetPassword'
import { accountApi } from '../../api/account'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { sessionActor } from '../../session'

const notifySuccess = (title: string) => toaster.create({ type: 'success', title })
export const notifyPasswordReset = () => notifySuccess(t`Your password has been reset. Please log in.`)

const countdownSending = (send: (email: string) => Promise<unknown>) =>
  codeCountdownMachine.provide({
    actors: { sendCode: fromPromise(async ({ input }) => void (await send(input.email))) },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

/** The account machines, wired to the API, the session and the toaster. */
export const appMachines = {
  loginDialog: loginDialogMachine.provide({
    actors: {
      login: fromPromise(({ input }) => accountApi.login(input)),
      register: fromPromise(({ input }) => accountApi.register(input)),
      codeCountdown: countdownSending(accountApi.sendRegisterCode),
    },
    actions: {
      loggedIn: (_, r) => sessionActor.send({ type: 'LOGGED_IN', token: r.accessToken, email: r.email, userId: r.userId }),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  }),

  forgotPassword: forgotPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input }) => void (await accountApi.forgetPassword(input))),
      codeCountdown: countdownSending(accountApi.sendResetCode),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      succeeded: () => notifyPasswordReset(),
    },
  }),

  changePassword: changePasswordMachine.provide({
    actors: {
      loadCaptcha: fromPromise(() => accountApi.captcha()),
      save: fromPromise(async ({ input }) => void (await accountApi.changePassword(input as ChangePasswordForm))),
    },
    actions: {
      notifySuccess: () => notifySuccess(t`Password changed. Please log in again.`),
      notifyFailure: (_, message) => notifyFailure(message),
      // The new password revoked every token: clear the session and go to /login.
      endSession: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
    },
  }),

  resetPassword: resetPasswordMachine.provide({
    actors: {
      loadCaptcha: fromPromise(() => accountApi.captcha()),
      save: fromPromise(async ({ input }) => void (await accountApi.resetPassword(input as ResetPasswordForm))),
      codeCountdown: countdownSending(accountApi.sendResetCode),
    },
    actions: {
      notifySuccess: () => notifyPasswordReset(),
      notifyFailure: (_, message) => notifyFailure(message),
      endSession: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
    },
  }),

  profile: profileMachine.provide({
    actors: {
      loadUser: fromPromise(() => accountApi.userInfo()),
      saveUser: fromPromise(async ({ input }) => {
        await accountApi.saveUserInfo(input)
        return accountApi.userInfo()
      }),
    },
    actions: {
      saved: (_, userInfo) => {
        sessionActor.send({ type: 'USER_UPDATED', userInfo })
        notifySuccess(t`Your details have been saved`)
      },
      notifyFailure: (_, message) => notifyFailure(message),
    },
  }),
}
