import { assign, fromPromise, sendTo, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { type PayPasswordMode, payPasswordLength, payPasswordMode } from '../../contract/payPassword'
import { type PayPasswordField, type PayPasswordForm, validatePayPassword, validatePayPasswordCode } from '../../contract/payPasswordForm'
import { onlyDigits } from '../../contract/validation'
import { applyEdit, type EditEvent, failureMessage, type FieldProblem } from '../lib/formFields'
import { codeCountdownMachine } from '../lib/codeCountdown'
import { errorCodeOf } from '../lib/form'

export interface TransactionPasswordInput {
  /** intoPayPassWord's flag: 0 none set (mode set), 1 set (mode change). */
  flag: number
  email: string
}

export interface TransactionPasswordContext {
  /** docs/behaviour.md#transaction-password: 0 set, 1 change, 2 reset by email code ("Forgot?" from change). */
  mode: PayPasswordMode
  form: PayPasswordForm
  problem: FieldProblem<PayPasswordField> | null
  /** The server's message after the last failed check or submit (a lock says until when). */
  failure: string | null
  /** Mode 2: the email code passed its check; its field hides and the new password shows. */
  codeChecked: boolean
}

export type TransactionPasswordEvent =
  | EditEvent<PayPasswordForm>
  | { type: 'SUBMIT' }
  | { type: 'SEND_CODE' }
  /** Change mode's "Forgot?": on to mode 2. */
  | { type: 'FORGOT' }
  | { type: 'DISMISS' }

/** What the app's `submit` gets: the mode picks the call (set, change or reset). */
export interface TransactionPasswordSubmit {
  mode: PayPasswordMode
  form: PayPasswordForm
}

const passwordFields: readonly PayPasswordField[] = ['oldPassword', 'password', 'confirmPassword']

/** Password boxes keep digits only, at most 6; the code box drops whitespace. */
function editForm(form: PayPasswordForm, event: EditEvent<PayPasswordForm>): PayPasswordForm {
  if (!passwordFields.includes(event.field)) return applyEdit(form, event)
  return { ...form, [event.field]: onlyDigits(String(event.value)).slice(0, payPasswordLength) }
}

const blank = (mailbox: string): PayPasswordForm => ({ mailbox, yzcode: '', oldPassword: '', password: '', confirmPassword: '' })
const trimmed = (form: PayPasswordForm) => ({ ...form, mailbox: form.mailbox.trim() })

/** Mode 2 checks the email and its code first; then, like the other modes, the whole form. */
const problemOf = ({ mode, form, codeChecked }: TransactionPasswordContext) =>
  mode === payPasswordMode.reset && !codeChecked ? validatePayPasswordCode(form) : validatePayPassword(mode, form)

/** The fields the page shows now, in the order docs/behaviour.md#transaction-password gives. */
export function visibleFields({ mode, codeChecked }: Pick<TransactionPasswordContext, 'mode' | 'codeChecked'>): PayPasswordField[] {
  if (mode === payPasswordMode.change) return ['mailbox', 'oldPassword', 'password', 'confirmPassword']
  if (mode === payPasswordMode.reset) return codeChecked ? ['password', 'confirmPassword'] : ['mailbox', 'yzcode']
  return ['mailbox', 'password', 'confirmPassword', 'yzcode']
}

/**
 * The /transactionPassword page (docs/behaviour.md#transaction-password): set (flag 0) and change (flag 1) each
 * validate, then submit; change's FORGOT moves to mode 2, where the emailed code is checked
 * first (`checkCode`; success hides the code field), then the new password is submitted. Set and
 * reset send a code through the `countdown` child (60 s). Tags: `invalid`, `busy`, `failed`,
 * `done`. The app provides the actors `submit`, `checkCode`, `codeCountdown` and the actions
 * `submitted` (toast; after set or reset it goes back where the shopper came from) and
 * `notifyFailure`. A change keeps the page (mode 1, emptied).
 */
export const transactionPasswordMachine = setup({
  types: {
    context: {} as TransactionPasswordContext,
    events: {} as TransactionPasswordEvent,
    children: {} as { countdown: 'codeCountdown' },
    input: {} as TransactionPasswordInput,
  },
  actors: {
    submit: fromPromise<void, TransactionPasswordSubmit>(async () => {
      throw new Error('submit is provided by the app')
    }),
    checkCode: fromPromise<void, Pick<PayPasswordForm, 'mailbox' | 'yzcode'>>(async () => {
      throw new Error('checkCode is provided by the app')
    }),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    /** Toast, and after set or reset back where the shopper came from; provided by the app. */
    submitted: (_, _params: { mode: PayPasswordMode }) => {},
    /** Shows the server's message (a toast); provided by the app. */
    notifyFailure: (_, _message: string | null) => {},
    applyEdit: assign(({ context, event }) => (event.type === 'EDIT' ? { form: editForm(context.form, event) } : {})),
    rememberProblem: assign(({ context }) => ({ problem: problemOf(context) })),
    forget: assign({ problem: null, failure: null }),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
    sendCode: sendTo('countdown', ({ context }) => ({ type: 'SEND' as const, email: context.form.mailbox })),
    forgot: assign(({ context }) => ({
      mode: payPasswordMode.reset,
      form: blank(context.form.mailbox),
      codeChecked: false,
      problem: null,
      failure: null,
    })),
    codeChecked: assign({ codeChecked: true }),
    /** A refused code (expired, spent, worn out) shows its field again. */
    askCodeAgain: assign(({ context }, { code }: { code: unknown }) =>
      code === ErrorCode.emailCodeInvalid ? { codeChecked: false, form: { ...context.form, yzcode: '' } } : {},
    ),
    emptyPasswords: assign(({ context }) => ({ form: blank(context.form.mailbox) })),
  },
  guards: {
    invalid: ({ context }) => problemOf(context) !== null,
    needsCodeCheck: ({ context }) => context.mode === payPasswordMode.reset && !context.codeChecked,
    changing: ({ context }) => context.mode === payPasswordMode.change,
    sendsCode: ({ context }) => context.mode !== payPasswordMode.change,
    editsProblem: ({ context, event }) => event.type === 'EDIT' && context.problem?.field === event.field,
  },
}).createMachine({
  id: 'transactionPassword',
  context: ({ input }) => ({
    mode: input.flag === 1 ? payPasswordMode.change : payPasswordMode.set,
    form: blank(input.email),
    problem: null,
    failure: null,
    codeChecked: false,
  }),
  invoke: { id: 'countdown', src: 'codeCountdown', input: {} },
  on: {
    SEND_CODE: { guard: 'sendsCode', actions: 'sendCode' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'applyEdit' },
        SUBMIT: 'validating',
        FORGOT: { guard: 'changing', target: 'editing', reenter: true, actions: 'forgot' },
      },
    },
    validating: {
      entry: 'forget',
      always: [
        { guard: 'invalid', target: 'invalid', actions: 'rememberProblem' },
        { guard: 'needsCodeCheck', target: 'checkingCode' },
        { target: 'submitting' },
      ],
    },
    invalid: {
      tags: 'invalid',
      on: {
        EDIT: [{ guard: 'editsProblem', target: 'editing', actions: ['applyEdit', 'forget'] }, { actions: 'applyEdit' }],
        SUBMIT: 'validating',
        DISMISS: { target: 'editing', actions: 'forget' },
        FORGOT: { guard: 'changing', target: 'editing', actions: 'forgot' },
      },
    },
    checkingCode: {
      tags: 'busy',
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ mailbox: context.form.mailbox.trim(), yzcode: context.form.yzcode }),
        onDone: { target: 'editing', actions: 'codeChecked' },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) },
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ mode: context.mode, form: trimmed(context.form) }),
        onDone: [
          {
            guard: 'changing',
            target: 'editing',
            actions: ['emptyPasswords', { type: 'submitted', params: ({ context }) => ({ mode: context.mode }) }],
          },
          { target: 'done', actions: { type: 'submitted', params: ({ context }) => ({ mode: context.mode }) } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) },
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
            { type: 'askCodeAgain', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        EDIT: { target: 'editing', actions: 'applyEdit' },
        SUBMIT: 'validating',
        DISMISS: { target: 'editing', actions: 'forget' },
        FORGOT: { guard: 'changing', target: 'editing', actions: 'forgot' },
      },
    },
    done: { type: 'final', tags: 'done' },
  },
})
