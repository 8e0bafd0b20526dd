import { assign, type PromiseActorLogic, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { type PayPasswordMode, payPasswordLength, payPasswordMode } from '../../contract/payPassword'
import { type PayPasswordField, type PayPasswordForm, validatePayPassword, validatePayPasswordCode } from '../../contract/payPasswordForm'
import { onlyDigits } from '../../contract/validation'
import type { codeCountdownMachine } from '../lib/codeCountdown'
import { createFormMachine, type Refusal, type Submission } from '../lib/form'

export interface TransactionPasswordInput {
  /** intoPayPassWord's flag: 0 none set (mode set), 1 set (mode change). */
  flag: number
  email: string
}

/** What a step's form starts with: the fields so far, and the message of a later step's refusal that sent the shopper back. */
export interface PayPasswordStart {
  form: PayPasswordForm
  failure?: string | null
}

export interface TransactionPasswordContext {
  /** docs/behaviour.md#transaction-password: 0 set, 1 change, 2 reset by email code ("Forgot?" from change). */
  mode: PayPasswordMode
  /** Mode 2: the email code passed its check; its field hides and the new password shows. */
  codeChecked: boolean
  /** What the next step's form starts with. */
  next: PayPasswordStart
  /** The change form is being sent: "Forgot?" waits for it. */
  busy: boolean
}

const blank = (mailbox: string): PayPasswordForm => ({ mailbox, yzcode: '', oldPassword: '', password: '', confirmPassword: '' })
const digits = (value: string) => onlyDigits(value).slice(0, payPasswordLength)

/** Password boxes keep digits only, at most 6 (the kit strips spaces from the code). */
const tidy = (form: PayPasswordForm): PayPasswordForm => ({
  ...form,
  oldPassword: digits(form.oldPassword),
  password: digits(form.password),
  confirmPassword: digits(form.confirmPassword),
})

/** A code refused at submission (expired, spent, worn out) is typed again. */
const codeRefusal = (code: unknown): Refusal<PayPasswordForm> | null =>
  code === ErrorCode.emailCodeInvalid ? { field: 'yzcode', clears: ['yzcode'] } : null

/** The form of one mode, validated in the order docs/behaviour.md#transaction-password gives; set sends the email code. */
const passwordForm = (mode: PayPasswordMode) =>
  createFormMachine({
    id: `payPassword${mode}`,
    blank: ({ form }: PayPasswordStart) => form,
    validate: (form) => validatePayPassword(mode, form),
    tidy,
    refusal: codeRefusal,
    sendsCode: mode === payPasswordMode.set,
    afterSubmit: 'end',
  })

/** Mode 2's first step: the email and its code, checked by the form's `submit` (checkemailPayPassWord). */
const payPasswordCodeForm = createFormMachine({
  id: 'payPasswordCode',
  blank: ({ form }: PayPasswordStart) => form,
  validate: (form) => validatePayPasswordCode(form),
  tidy,
  sendsCode: true,
  reopened: ({ failure }) => failure ?? null,
  afterSubmit: 'end',
})

/** The fields the page shows now, in the order docs/behaviour.md#transaction-password gives. */
export function visibleFields({ mode, codeChecked }: Pick<TransactionPasswordContext, 'mode' | 'codeChecked'>): PayPasswordField[] {
  if (mode === payPasswordMode.change) return ['mailbox', 'oldPassword', 'password', 'confirmPassword']
  if (mode === payPasswordMode.reset) return codeChecked ? ['password', 'confirmPassword'] : ['mailbox', 'yzcode']
  return ['mailbox', 'password', 'confirmPassword', 'yzcode']
}

/** The steps' forms, by the name the machine runs them. */
export const payPasswordForms = {
  setForm: passwordForm(payPasswordMode.set),
  changeForm: passwordForm(payPasswordMode.change),
  codeForm: payPasswordCodeForm,
  resetForm: passwordForm(payPasswordMode.reset),
}

type Step = keyof typeof payPasswordForms

/** What every step's form is given: its call (`submit`), the email code's countdown, the failure toast. */
export interface PayPasswordServices {
  calls: Record<Step, PromiseActorLogic<void, Submission<PayPasswordForm>>>
  codeCountdown: typeof codeCountdownMachine
  notifyFailure: (message: string | null) => void
}

/** The steps' forms provided with the app's (or a test's, a story's) services, for `provide({ actors })`. */
export function payPasswordFormsWith({ calls, codeCountdown, notifyFailure }: PayPasswordServices) {
  const provided = (step: Step) =>
    payPasswordForms[step].provide({
      actors: { submit: calls[step], codeCountdown },
      actions: { notifyFailure: (_, message) => notifyFailure(message) },
    })
  return {
    setForm: provided('setForm'),
    changeForm: provided('changeForm'),
    codeForm: provided('codeForm'),
    resetForm: provided('resetForm'),
  }
}

/**
 * The /transactionPassword page (docs/behaviour.md#transaction-password), each step a kit form,
 * the child `form`: set (flag 0, `setForm`) and change (flag 1, `changeForm`); change's FORGOT
 * moves to mode 2, where the emailed code is checked first (`codeForm`; success hides the code
 * field), then the new password is sent (`resetForm`; a code refused there goes back to the
 * code, the new password kept). Each form's `submit` is the mode's call, provided by the app.
 * `submitted` tells the shopper (after set or reset the app goes back where they came from);
 * a change keeps the page with a fresh form. Tag `done` once set or reset.
 */
export const transactionPasswordMachine = setup({
  types: {
    context: {} as TransactionPasswordContext,
    events: {} as { type: 'FORGOT' },
    children: {} as { form: 'setForm' | 'changeForm' | 'codeForm' | 'resetForm' },
    input: {} as TransactionPasswordInput,
  },
  actors: payPasswordForms,
  actions: {
    /** Toast, and after set or reset back where the shopper came from; provided by the app. */
    submitted: (_, _params: { mode: PayPasswordMode }) => {},
    follow: assign((_, { form, busy }: { form: PayPasswordForm; busy: boolean }) => ({ next: { form }, busy })),
    changed: assign((_, form: PayPasswordForm) => ({ next: { form: blank(form.mailbox) }, busy: false })),
    forgot: assign(({ context }) => ({
      mode: payPasswordMode.reset,
      codeChecked: false,
      next: { form: blank(context.next.form.mailbox) },
    })),
    codeChecked: assign((_, form: PayPasswordForm) => ({ codeChecked: true, next: { form } })),
    askCodeAgain: assign((_, next: PayPasswordStart) => ({ codeChecked: false, next })),
  },
  guards: {
    changing: ({ context }) => context.mode === payPasswordMode.change,
    idle: ({ context }) => !context.busy,
  },
}).createMachine({
  id: 'transactionPassword',
  context: ({ input }) => ({
    mode: input.flag === 1 ? payPasswordMode.change : payPasswordMode.set,
    codeChecked: false,
    next: { form: blank(input.email) },
    busy: false,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'changing', target: 'change' }, { target: 'set' }] },
    // The ended form stays the child of its step, so the page keeps showing it while it leaves.
    set: {
      invoke: {
        id: 'form',
        src: 'setForm',
        input: ({ context }) => context.next,
        onDone: { target: '.done', actions: { type: 'submitted', params: { mode: payPasswordMode.set } } },
      },
      initial: 'open',
      states: { open: {}, done: { tags: 'done' } },
    },
    change: {
      invoke: {
        id: 'form',
        src: 'changeForm',
        input: ({ context }) => context.next,
        onSnapshot: {
          actions: { type: 'follow', params: ({ event }) => ({ form: event.snapshot.context.form, busy: event.snapshot.hasTag('busy') }) },
        },
        onDone: {
          target: 'change',
          reenter: true,
          actions: [
            { type: 'changed', params: ({ event }) => event.output },
            { type: 'submitted', params: { mode: payPasswordMode.change } },
          ],
        },
      },
      on: { FORGOT: { guard: 'idle', target: 'reset', actions: 'forgot' } },
    },
    reset: {
      initial: 'code',
      states: {
        code: {
          invoke: {
            id: 'form',
            src: 'codeForm',
            input: ({ context }) => context.next,
            onDone: { target: 'password', actions: { type: 'codeChecked', params: ({ event }) => event.output } },
          },
        },
        password: {
          invoke: {
            id: 'form',
            src: 'resetForm',
            input: ({ context }) => ({ form: context.next.form }),
            onSnapshot: {
              guard: ({ event }) => event.snapshot.hasTag('failed') && event.snapshot.context.failureField === 'yzcode',
              target: 'code',
              actions: {
                type: 'askCodeAgain',
                // The reset form's blank is the form it was started with, so the refused code is emptied here.
                params: ({ event }) => ({ form: { ...event.snapshot.context.form, yzcode: '' }, failure: event.snapshot.context.failure }),
              },
            },
            onDone: { target: '.done', actions: { type: 'submitted', params: { mode: payPasswordMode.reset } } },
          },
          initial: 'open',
          states: { open: {}, done: { tags: 'done' } },
        },
      },
    },
  },
})
