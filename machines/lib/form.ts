import { assign, fromPromise, raise, sendTo, setup } from 'xstate'
import type { Captcha } from '../../contract/api'
import { applyEdit, failureMessage, type EditEvent, type FieldProblem } from './formFields'
import { codeCountdownMachine } from './codeCountdown'

export interface FormContext<F> {
  form: F
  /** The first failing field of the last validation; cleared once that field is edited. */
  problem: FieldProblem<keyof F & string> | null
  /** The server's message after the last failed check or submit. */
  failure: string | null
  /** The graphic captcha, on forms that have one. */
  captcha: Captcha | null
}

export type FormEvent<F> =
  | EditEvent<F>
  | { type: 'SUBMIT' }
  /** Forget the last problem and failure (a dialog switching tabs). */
  | { type: 'DISMISS' }
  | { type: 'SEND_CODE' }
  | { type: 'REFRESH_CAPTCHA' }

/** What a successful submit leads to. */
export type AfterSuccess =
  /** A final state whose output is the form: the dialog holding it closes, the page moves on. */
  | 'end'
  /** Stays on the form, which can be edited and submitted again (profile). */
  | 'stay'
  /** docs/behaviour.md#account: the success shows, then after 1 s the session ends (`endSession`) and login follows. */
  | 'leave'

export interface FormOptions<F, I> {
  id: string
  blank: (input: I) => F
  validate: (form: F) => FieldProblem<keyof F & string> | null
  /** The form asks for an email code, sent to its `mailbox` by the code countdown child `countdown`. */
  sendsCode?: boolean
  /** A server check (the named actor `check`) runs between validation and submission. */
  checks?: boolean
  /** A graphic captcha loads at start and on REFRESH_CAPTCHA; a failed check or submit refreshes it. */
  captcha?: boolean
  /** The field holding the typed picture code, cleared when a failed save spends it. */
  captchaField?: keyof F & string
  afterSubmit: AfterSuccess
}

/** docs/behaviour.md#account: "goes to login after 1 s". */
export const leaveDelay = 1000

/** What is sent: the form with its email trimmed. */
const trimmed = <F>(form: F): F =>
  typeof (form as { mailbox?: unknown }).mailbox === 'string' ? { ...form, mailbox: (form as { mailbox: string }).mailbox.trim() } : form

/**
 * One account form (docs/behaviour.md#account): editing -> (SUBMIT) validating -> [checking ->]
 * submitting -> done | failed. Validation reports the first failing field in the order docs/behaviour.md#errors gives
 * (tag `invalid`); `busy` while a call runs; `failed` keeps the edits after the server refused;
 * `done` after success. The calls are the named actors `submit` (and `check`, `loadCaptcha`)
 * and the side effects the named actions `submitted`, `notifyFailure`, `endSession`, all
 * provided by the app.
 */
export function createFormMachine<F extends object, O = void, I = { email?: string }>({
  id,
  blank,
  validate,
  sendsCode = false,
  checks = false,
  captcha = false,
  captchaField = 'captchaCode' as keyof F & string,
  afterSubmit,
}: FormOptions<F, I>) {
  const machine = setup({
    types: {
      context: {} as FormContext<F>,
      events: {} as FormEvent<F>,
      children: {} as { countdown: 'codeCountdown' },
      input: {} as I,
      output: {} as F,
    },
    actors: {
      submit: fromPromise<O, F>(async () => {
        throw new Error('submit is provided by the app')
      }),
      check: fromPromise<void, F>(async () => {}),
      loadCaptcha: fromPromise<Captcha>(async () => {
        throw new Error('loadCaptcha is provided by the app')
      }),
      codeCountdown: codeCountdownMachine,
    },
    actions: {
      /** Tells the session or the shopper; provided by the app. */
      submitted: (_, _done: { form: F; result: O }) => {},
      /** Shows the server's message (a toast); provided by the app. */
      notifyFailure: (_, _message: string | null) => {},
      /** The new password revoked every token: the app clears the session and goes to login. */
      endSession: () => {},
      applyEdit: assign(({ context, event }) => (event.type === 'EDIT' ? { form: applyEdit(context.form, event) } : {})),
      rememberProblem: assign(({ context }) => ({ problem: validate(context.form) })),
      forget: assign({ problem: null, failure: null }),
      rememberFailure: assign((_, failure: string | null) => ({ failure })),
      sendCode: sendTo('countdown', ({ context }) => ({
        type: 'SEND' as const,
        email: (context.form as { mailbox?: string }).mailbox ?? '',
      })),
      /** docs/behaviour.md#account: a failed password save refreshes the captcha; the typed code is spent. */
      spendCaptcha: assign(({ context }) => ({ form: { ...context.form, [captchaField]: '' } })),
      refreshCaptcha: raise({ type: 'REFRESH_CAPTCHA' }),
      rememberCaptcha: assign(({ context }, captcha: Captcha | null) => ({
        captcha,
        form: captcha ? { ...context.form, uuid: captcha.uuid } : context.form,
      })),
    },
    guards: {
      invalid: ({ context }) => validate(context.form) !== null,
      editsProblem: ({ context, event }) => event.type === 'EDIT' && context.problem?.field === event.field,
    },
  })

  // The states are assembled from the options, so they are checked by the tests rather than by
  // createMachine's inference (which cannot follow conditional parts through a generic F).
  type Config = Parameters<typeof machine.createMachine>[0]
  type Args = { context: FormContext<F>; event: { output?: unknown; error?: unknown } }
  const sendCode = sendsCode ? { SEND_CODE: { actions: 'sendCode' } } : {}
  const editAgain = { EDIT: { target: 'editing', actions: 'applyEdit' }, SUBMIT: 'validating' }
  const dismiss = { DISMISS: { target: 'editing', actions: 'forget' } }
  const fail = {
    target: 'failed',
    actions: [
      { type: 'rememberFailure', params: ({ event }: Args) => failureMessage(event.error) },
      { type: 'notifyFailure', params: ({ event }: Args) => failureMessage(event.error) },
      ...(captcha ? ['spendCaptcha', 'refreshCaptcha'] : []),
    ],
  }
  const afterSuccess = {
    end: { done: { type: 'final', tags: 'done' } },
    stay: { done: { tags: 'done', on: editAgain } },
    leave: { done: { tags: 'done', after: { [leaveDelay]: 'left' } }, left: { type: 'final', tags: 'done', entry: 'endSession' } },
  }[afterSubmit]

  const formStates = {
    editing: { on: { EDIT: { actions: 'applyEdit' }, SUBMIT: 'validating', ...sendCode } },
    validating: {
      entry: 'forget',
      always: [{ guard: 'invalid', target: 'invalid', actions: 'rememberProblem' }, { target: checks ? 'checking' : 'submitting' }],
    },
    invalid: {
      tags: 'invalid',
      on: {
        EDIT: [{ guard: 'editsProblem', target: 'editing', actions: ['applyEdit', 'forget'] }, { actions: 'applyEdit' }],
        SUBMIT: 'validating',
        ...dismiss,
        ...sendCode,
      },
    },
    ...(checks && {
      checking: {
        tags: 'busy',
        invoke: { src: 'check', input: ({ context }: Args) => trimmed(context.form), onDone: 'submitting', onError: fail },
      },
    }),
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }: Args) => trimmed(context.form),
        onDone: {
          target: 'done',
          actions: { type: 'submitted', params: ({ context, event }: Args) => ({ form: context.form, result: event.output }) },
        },
        onError: fail,
      },
    },
    failed: { tags: 'failed', on: { ...editAgain, ...dismiss, ...sendCode } },
    ...afterSuccess,
  }

  const captchaRegion = {
    initial: 'loading',
    // Not re-entering the region: that would restart the parallel form region too.
    on: { REFRESH_CAPTCHA: '.loading' },
    states: {
      loading: {
        tags: 'loadingCaptcha',
        invoke: {
          src: 'loadCaptcha',
          onDone: { target: 'ready', actions: { type: 'rememberCaptcha', params: ({ event }: Args) => event.output } },
          onError: { target: 'failed', actions: { type: 'rememberCaptcha', params: null } },
        },
      },
      ready: {},
      failed: {},
    },
  }

  return machine.createMachine({
    id,
    context: ({ input }: { input: I }) => ({ form: blank(input), problem: null, failure: null, captcha: null }),
    ...(sendsCode && { invoke: { id: 'countdown', src: 'codeCountdown', input: {} } }),
    output: ({ context }: Args) => context.form,
    ...(captcha
      ? { type: 'parallel', states: { captcha: captchaRegion, form: { initial: 'editing', states: formStates } } }
      : { initial: 'editing', states: formStates }),
  } as Config)
}
