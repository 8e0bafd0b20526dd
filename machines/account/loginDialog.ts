import { assign, emit, sendTo, setup } from 'xstate'
import type { LoginResult } from '../../contract/api'
import { type LoginForm, type RegisterWithCaptchaForm, validateLogin, validateRegister, validateRegisterCode } from '../../contract/forms'
import { createFormMachine, type EmailInput } from '../lib/form'

export type LoginTab = 'login' | 'register'

/** Why a guest was asked to log in: the dialog says it (docs/behaviour.md#account). */
export type LoginReason = 'addToBag' | 'wishlist' | 'followShop' | 'contactShop' | 'customerService' | 'chat'

/** What the guest was doing when asked to log in; `finish` finishes it once they are signed in. */
export interface LoginIntent {
  reason: LoginReason
  finish: () => void
}

/** `apply`: opened on the way to a shop application (docs/behaviour.md#shop-application, /login?apply=true or register?apply=true). */
export type LoginDialogEvent =
  | { type: 'OPEN'; tab?: LoginTab; email?: string; apply?: boolean; intent?: LoginIntent }
  | { type: 'SWITCH_TAB'; tab: LoginTab }
  | { type: 'CLOSE' }

/** Either tab succeeded: the app goes on to /applyShop when the dialog was opened with `apply`. */
export type LoginDialogEmitted = { type: 'signedIn'; apply: boolean }

/** Log in by email and password (docs/behaviour.md#account); `submitted` tells the session. */
export const loginFormMachine = createFormMachine({
  types: {} as { result: LoginResult },
  id: 'login',
  blank: ({ email = '' }: EmailInput): LoginForm => ({ mailbox: email, password: '' }),
  validate: validateLogin,
  afterSubmit: 'end',
})

/**
 * Register by email (docs/behaviour.md#account): the email code comes with the countdown, asked
 * for with the picture code (required, 4 characters), which the ask spends; the server checks the
 * email (`check`) before the account is created; success logs in.
 */
export const registerFormMachine = createFormMachine({
  types: {} as { result: LoginResult },
  id: 'register',
  blank: ({ email = '' }: EmailInput): RegisterWithCaptchaForm => ({
    mailbox: email,
    yzcode: '',
    password: '',
    confirmPassword: '',
    check: false,
    captchaCode: '',
    uuid: '',
  }),
  validate: validateRegister,
  sendsCode: true,
  captcha: 'sendCode',
  validateCodeAsk: validateRegisterCode,
  checks: true,
  afterSubmit: 'end',
})

const signedInActions = ['signedIn', 'carryOut', 'forgetIntent'] as const

const emailOf = (event: { type: string; email?: string }) => ({ email: event.type === 'OPEN' ? event.email?.trim() : undefined })

/**
 * The login/register dialog of docs/behaviour.md#account: tabs "login" and "register", each a form of
 * its own that lives while the dialog is open, so closing resets it to the login tab with empty
 * fields. Either form succeeding closes the dialog and emits `signedIn`, with the apply flag it
 * was opened with, whichever tab the shopper ended on. Opened with an `intent`, it finishes the
 * guest's action once signed in (`carryOut`); closed without signing in, the intent is dropped.
 */
export const loginDialogMachine = setup({
  types: {
    context: {} as { apply: boolean; intent: LoginIntent | null },
    events: {} as LoginDialogEvent,
    emitted: {} as LoginDialogEmitted,
    children: {} as { login: 'login'; register: 'register' },
  },
  actors: { login: loginFormMachine, register: registerFormMachine },
  actions: {
    /** Switching tabs forgets the highlighted field and the server's message. */
    dismiss: sendTo((_, tab: LoginTab) => tab, { type: 'DISMISS' }),
    keepOpener: assign(({ event }) =>
      event.type === 'OPEN' ? { apply: event.apply === true, intent: event.intent ?? null } : { apply: false, intent: null },
    ),
    signedIn: emit(({ context }) => ({ type: 'signedIn' as const, apply: context.apply })),
    /** The guest's action, finished by the callback its opener gave; forgotten either way. */
    carryOut: ({ context }) => context.intent?.finish(),
    forgetIntent: assign({ intent: null }),
  },
  guards: {
    toRegister: ({ event }) => (event.type === 'OPEN' || event.type === 'SWITCH_TAB') && event.tab === 'register',
  },
}).createMachine({
  id: 'loginDialog',
  context: { apply: false, intent: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'toRegister', target: 'open.register', actions: 'keepOpener' },
          { target: 'open.login', actions: 'keepOpener' },
        ],
      },
    },
    open: {
      tags: 'open',
      invoke: [
        { id: 'login', src: 'login', input: ({ event }) => emailOf(event), onDone: { target: 'closed', actions: signedInActions } },
        { id: 'register', src: 'register', input: ({ event }) => emailOf(event), onDone: { target: 'closed', actions: signedInActions } },
      ],
      on: {
        CLOSE: { target: 'closed', actions: 'forgetIntent' },
        SWITCH_TAB: [
          { guard: 'toRegister', target: '.register', actions: { type: 'dismiss', params: 'login' } },
          { target: '.login', actions: { type: 'dismiss', params: 'register' } },
        ],
      },
      initial: 'login',
      states: {
        login: { tags: 'login' },
        // The register form's picture is drawn once its tab is first shown.
        register: { tags: 'register', entry: sendTo('register', { type: 'SHOW_CAPTCHA' }) },
      },
    },
  },
})
