import { createActor } from 'xstate'
import type { LoginIntent, LoginTab } from '../../../machines/account/loginDialog'
import { want } from '../../components/wanted'
import { appMachines, notifyPasswordReset } from './machines'

/** The storefront's one login/register dialog, driven from anywhere (top bar, guards, pages). */
export const loginDialogActor = createActor(appMachines.loginDialog).start()

/** What to do after the forgot-password dialog succeeds; set by whoever opened it. */
let afterPasswordReset: ((email: string) => void) | null = null

/** The storefront's one forgot-password dialog. */
export const forgotPasswordActor = createActor(
  appMachines.forgotPassword.provide({
    actions: {
      succeeded: (_, email) => {
        notifyPasswordReset()
        afterPasswordReset?.(email)
      },
    },
  }),
).start()

/**
 * `apply`: the shopper is on the way to a shop application, and goes on to /applyShop once signed in;
 * `intent`: what a guest was doing, said in the dialog and finished once signed in.
 */
export function openLoginDialog(tab: LoginTab = 'login', email?: string, apply?: boolean, intent?: LoginIntent): void {
  want('loginDialogs')
  loginDialogActor.send({ type: 'OPEN', tab, email, apply, intent })
}

/** Opens the forgot-password dialog; `then` runs with the email once the password is reset. */
export function openForgotPassword(email?: string, then?: (email: string) => void): void {
  want('loginDialogs')
  afterPasswordReset = then ?? null
  forgotPasswordActor.send({ type: 'OPEN', email })
}

/** From the login dialog: swap to the forgot dialog, and come back to log in afterwards. */
export function forgotFromLoginDialog(email: string) {
  loginDialogActor.send({ type: 'CLOSE' })
  openForgotPassword(email, (resetEmail) => openLoginDialog('login', resetEmail))
}
