import { assign, fromPromise, sendTo, setup } from 'xstate'
import type { LoginResult } from '../contract/api'
import { validateLogin, validateRegister, type LoginForm, type RegisterForm } from '../contract/forms'
import { applyEdit, failureMessage, type EditEvent, type FieldProblem } from './accountForm'
import { codeCountdownMachine } from './codeCountdown'

export type LoginTab = 'login' | 'register'

export interface LoginDialogContext {
  login: LoginForm
  register: RegisterForm
  /** The first failing field of the current tab, highlighted by the view. */
  problem: FieldProblem<keyof LoginForm | keyof RegisterForm> | null
  /** The server's message after a failed login or register. */
  failure: string | null
}

export type LoginDialogEvent =
  | { type: 'OPEN'; tab?: LoginTab; email?: string }
  | { type: 'SWITCH_TAB'; tab: LoginTab }
  | { type: 'CLOSE' }
  | EditEvent<LoginForm>
  | EditEvent<RegisterForm>
  | { type: 'SUBMIT' }
  | { type: 'SEND_CODE' }

const blankLogin = (): LoginForm => ({ mailbox: '', password: '' })
const blankRegister = (): RegisterForm => ({ mailbox: '', yzcode: '', password: '', confirmPassword: '', check: false })
const blank = (): LoginDialogContext => ({ login: blankLogin(), register: blankRegister(), problem: null, failure: null })

/** Clears the highlight once the shopper edits the offending field. */
const problemAfterEdit = (problem: LoginDialogContext['problem'], field: PropertyKey) => (problem?.field === field ? null : problem)

/**
 * The login/register dialog of SPEC.md sections 2 and 4: tabs "login" and "register";
 * closing resets it to the login tab with empty fields. Success hands the LoginResult to
 * the app (`loggedIn`), which tells the session.
 */
export const loginDialogMachine = setup({
  types: {
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
    children: {} as { countdown: 'codeCountdown'; login: 'login'; register: 'register' },
  },
  actors: {
    login: fromPromise<LoginResult, LoginForm>(async () => {
      throw new Error('login is provided by the app')
    }),
    register: fromPromise<LoginResult, RegisterForm>(async () => {
      throw new Error('register is provided by the app')
    }),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    /** Tells the session who logged in; provided by the app. */
    loggedIn: (_, _result: LoginResult) => {},
    /** Shows the server's message (a toast); provided by the app. */
    notifyFailure: (_, _message: string | null) => {},
    reset: assign(() => blank()),
    prefill: assign(({ context, event }) => {
      const email = event.type === 'OPEN' ? event.email?.trim() : undefined
      if (!email) return {}
      return { login: { ...context.login, mailbox: email }, register: { ...context.register, mailbox: email } }
    }),
    clearErrors: assign({ problem: null, failure: null }),
    rememberFailure: assign((_, message: string | null) => ({ failure: message })),
  },
  guards: {
    toRegister: ({ event }) => (event.type === 'OPEN' || event.type === 'SWITCH_TAB') && event.tab === 'register',
    loginInvalid: ({ context }) => validateLogin(context.login) !== null,
    registerInvalid: ({ context }) => validateRegister(context.register) !== null,
  },
}).createMachine({
  id: 'loginDialog',
  context: blank,
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'toRegister', target: 'open.register', actions: 'prefill' },
          { target: 'open.login', actions: 'prefill' },
        ],
      },
    },
    open: {
      initial: 'login',
      invoke: { id: 'countdown', src: 'codeCountdown', input: {} },
      on: {
        CLOSE: { target: 'closed', actions: 'reset' },
        SWITCH_TAB: [
          { guard: 'toRegister', target: '.register', actions: 'clearErrors' },
          { target: '.login', actions: 'clearErrors' },
        ],
      },
      states: {
        login: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                EDIT: {
                  actions: assign(({ context, event }) => ({
                    login: applyEdit(context.login, event as EditEvent<LoginForm>),
                    problem: problemAfterEdit(context.problem, event.field),
                  })),
                },
                SUBMIT: [
                  { guard: 'loginInvalid', actions: assign(({ context }) => ({ problem: validateLogin(context.login), failure: null })) },
                  { target: 'submitting', actions: 'clearErrors' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({ ...context.login, mailbox: context.login.mailbox.trim() }),
                onDone: { target: '#loginDialog.closed', actions: [{ type: 'loggedIn', params: ({ event }) => event.output }, 'reset'] },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) },
                    { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
                  ],
                },
              },
            },
          },
        },
        register: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                EDIT: {
                  actions: assign(({ context, event }) => ({
                    register: applyEdit(context.register, event as EditEvent<RegisterForm>),
                    problem: problemAfterEdit(context.problem, event.field),
                  })),
                },
                SEND_CODE: { actions: sendTo('countdown', ({ context }) => ({ type: 'SEND' as const, email: context.register.mailbox })) },
                SUBMIT: [
                  { guard: 'registerInvalid', actions: assign(({ context }) => ({ problem: validateRegister(context.register), failure: null })) },
                  { target: 'submitting', actions: 'clearErrors' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({ ...context.register, mailbox: context.register.mailbox.trim() }),
                onDone: { target: '#loginDialog.closed', actions: [{ type: 'loggedIn', params: ({ event }) => event.output }, 'reset'] },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) },
                    { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
})
