import { setup } from 'xstate'
import { validateForgotPassword, type ForgotPasswordForm } from '../../contract/forms'
import { createFormMachine, type EmailInput } from '../lib/form'

export type ForgotPasswordEvent = { type: 'OPEN'; email?: string } | { type: 'CLOSE' }

/** Email, email code (whitespace stripped), new password and its confirmation (docs/behaviour.md#account). */
export const forgotFormMachine = createFormMachine({
  id: 'forgotForm',
  blank: ({ email = '' }: EmailInput): ForgotPasswordForm => ({ mailbox: email, yzcode: '', password: '', confirmPassword: '' }),
  validate: validateForgotPassword,
  sendsCode: true,
  afterSubmit: 'end',
})

/**
 * The forgot-password dialog: its form lives while the dialog is open (closing resets it).
 * Success hands the email to the app (`succeeded`), which goes back to logging in.
 */
export const forgotPasswordMachine = setup({
  types: {
    events: {} as ForgotPasswordEvent,
    children: {} as { form: 'form' },
  },
  actors: { form: forgotFormMachine },
  actions: {
    succeeded: (_, _email: string) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: {
      tags: 'open',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ event }) => ({ email: event.type === 'OPEN' ? event.email?.trim() : undefined }),
        onDone: { target: 'closed', actions: { type: 'succeeded', params: ({ event }) => event.output.mailbox.trim() } },
      },
      on: { CLOSE: 'closed' },
    },
  },
})
