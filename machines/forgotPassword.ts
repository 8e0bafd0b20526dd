import { assign, fromPromise, sendTo, setup } from 'xstate'
import { validateForgotPassword, type ForgotPasswordForm } from '../contract/forms'
import { applyEdit, failureMessage, type EditEvent, type FieldProblem } from './accountForm'
import { codeCountdownMachine } from './codeCountdown'

export interface ForgotPasswordContext {
  form: ForgotPasswordForm
  problem: FieldProblem<keyof ForgotPasswordForm> | null
  failure: string | null
}

export type ForgotPasswordEvent =
  | { type: 'OPEN'; email?: string }
  | { type: 'CLOSE' }
  | EditEvent<ForgotPasswordForm>
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }

const blank = (): ForgotPasswordContext => ({
  form: { mailbox: '', yzcode: '', password: '', confirmPassword: '' },
  problem: null,
  failure: null,
})

/**
 * The forgot-password dialog (SPEC.md sections 2, 4, 5): email, email code (whitespace
 * stripped), new password and its confirmation. Success hands the email to the app
 * (`succeeded`), which shows a toast and goes back to logging in.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    children: {} as { countdown: 'codeCountdown' },
  },
  actors: {
    resetPassword: fromPromise<void, ForgotPasswordForm>(async () => {
      throw new Error('resetPassword is provided by the app')
    }),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    succeeded: (_, _email: string) => {},
    notifyFailure: (_, _message: string | null) => {},
    reset: assign(() => blank()),
  },
  guards: {
    invalid: ({ context }) => validateForgotPassword(context.form) !== null,
  },
}).createMachine({
  id: 'forgotPassword',
  context: blank,
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ context, event }) => ({ form: { ...context.form, mailbox: event.email?.trim() ?? '' } })),
        },
      },
    },
    open: {
      invoke: { id: 'countdown', src: 'codeCountdown', input: {} },
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: {
              actions: assign(({ context, event }) => ({
                form: applyEdit(context.form, event),
                problem: context.problem?.field === event.field ? null : context.problem,
              })),
            },
            SEND_CODE: { actions: sendTo('countdown', ({ context }) => ({ type: 'SEND' as const, email: context.form.mailbox })) },
            SUBMIT: [
              { guard: 'invalid', actions: assign(({ context }) => ({ problem: validateForgotPassword(context.form), failure: null })) },
              { target: 'submitting', actions: assign({ problem: null, failure: null }) },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ ...context.form, mailbox: context.form.mailbox.trim() }),
            onDone: { target: '#forgotPassword.closed', actions: [{ type: 'succeeded', params: ({ context }) => context.form.mailbox.trim() }, 'reset'] },
            onError: {
              target: 'editing',
              actions: [
                assign(({ event }) => ({ failure: failureMessage(event.error) })),
                { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
              ],
            },
          },
        },
      },
    },
  },
})
