import { and, type AnyActorLogic, assign, createMachine, enqueueActions, fromPromise, setup } from 'xstate'
import type { Captcha } from '../../contract/api'
import { type CodeCountdownEvent, codeCountdownMachine } from './codeCountdown'
import { applyEdit, type EditEvent, failureMessage, type FieldProblem } from './formFields'

/** The extra regions a form may run beside its fields, each a child actor of that name provided by the app. */
export const regionSlots = ['draft', 'nameCheck', 'uploads'] as const
export type RegionSlot = (typeof regionSlots)[number]

/** What a region last told its form: work in flight holds SUBMIT back, a problem fails validation. */
export interface RegionReport<F> {
  busy: boolean
  problem: FieldProblem<keyof F & string> | null
}

export interface FormContext<F, I = unknown, R = unknown> {
  form: F
  /** What the form was started with (the choices it offers, limits its rules read). */
  input: I
  /** What the last successful submit answered. */
  result: R | null
  /** The first failing field of the last validation; cleared once that field is edited. */
  problem: FieldProblem<keyof F & string> | null
  /** The server's message after the last failed check or submit. */
  failure: string | null
  /** The field that failure is about (see `FormOptions.refusal`). */
  failureField: (keyof F & string) | null
  /** The graphic captcha, on forms that have one. */
  captcha: Captcha | null
  regions: Partial<Record<RegionSlot, RegionReport<F>>>
}

export type FormEvent<F> =
  | EditEvent<F>
  | { type: 'SUBMIT' }
  /** Forget the last problem and failure (a dialog switching tabs). */
  | { type: 'DISMISS' }
  | { type: 'SEND_CODE' }
  | { type: 'REFRESH_CAPTCHA' }
  /** The form is shown (a dialog's tab): a captcha drawn only then (`captcha: 'sendCode'`) loads, unless one is there. */
  | { type: 'SHOW_CAPTCHA' }
  /** A region's news (see `RegionEvent`). */
  | ({ type: 'REGION'; region: RegionSlot } & RegionReport<F>)
  | PicturesEvent<F>

/** A field holding a list of pictures' URLs, which the `uploads` region fills. */
export type PictureField<F> = { [K in keyof F]-?: F[K] extends readonly string[] ? K : never }[keyof F] & string

/** Pictures picked for a field, or removed from it (one URL, else all, their uploads silenced): passed on to the `uploads` region. */
export type PicturesEvent<F> =
  | { type: 'PICK'; field: PictureField<F>; files: File[] }
  | { type: 'REMOVE'; field: PictureField<F>; url?: string }

/** What a region is started with: the form as it then is, and what the form was started with. */
export interface RegionInput<F, I = unknown> {
  form: F
  input: I
}

/** What a form tells its regions: every change of its fields, and that it is being submitted. */
export type RegionEvent<F> = { type: 'FORM.CHANGED'; form: F } | { type: 'FORM.SUBMITTING' }

/** What a refusal of the server is about: the field it names, and the fields typed again from scratch (back to blank). */
export interface Refusal<F> {
  field: keyof F & string
  clears?: readonly (keyof F & string)[]
}

/** What a successful submit leads to. */
export type AfterSuccess =
  /** A final state whose output is the form: the dialog holding it closes, the page moves on. */
  | 'end'
  /** Stays on the form, which can be edited and submitted again (profile). */
  | 'stay'
  /** Stays on the form as sent, taking no more edits, its regions stopped (an application awaiting review). */
  | 'keep'
  /** docs/behaviour.md#account: the success shows, then after 1 s the session ends (`endSession`) and login follows. */
  | 'leave'

export interface FormOptions<F, I> {
  id: string
  /** Types only: what `submit` answers (handed to `submitted`). */
  types?: { result: unknown }
  blank: (input: I) => F
  /** The first failing field, in the order the contract gives; `input` brings limits the form was started with. */
  validate: (form: F, input: I) => FieldProblem<keyof F & string> | null
  /** Brings an edited form back within its rules (a typed amount keeps digits and two decimals); `input` brings the choices offered, `edited` names the field just edited. */
  tidy?: (form: F, input: I, edited: keyof F) => F
  /** Reads a refusal of `check` or `submit` by its error code: the field it is about, the fields it clears. */
  refusal?: (code: unknown) => Refusal<F> | null
  /** SUBMIT is taken only once the form is valid (the button stays disabled until then). */
  submitsWhenValid?: boolean
  /** The form asks for an email code, sent to its `mailbox` by the code countdown child `countdown`. */
  sendsCode?: boolean
  /** A server check (the named actor `check`) runs between validation and submission. */
  checks?: boolean
  /**
   * A graphic captcha, loaded again on REFRESH_CAPTCHA. `true`: it loads at start and goes with the
   * submit, and a failed check or submit refreshes it. 'sendCode': it loads once the form is shown
   * (SHOW_CAPTCHA: a dialog's tab the shopper may never open draws none) and goes with the email
   * code's ask instead, which spends it, so a new one is drawn as the ask goes (the register form).
   */
  captcha?: boolean | 'sendCode'
  /** The rules SEND_CODE checks before the code is asked for (the first failing field becomes the problem). */
  validateCodeAsk?: (form: F) => FieldProblem<keyof F & string> | null
  /** The field holding the typed picture code, cleared when a failed save spends it. */
  captchaField?: keyof F & string
  /** Regions started beside the fields, each the app's actor of that slot name. */
  regions?: readonly RegionSlot[]
  /** With afterSubmit 'keep': the form was sent before (an application awaiting review); it starts done, without regions. */
  sent?: (input: I) => boolean
  /** A form started again because a later step refused what it holds: it starts failed, with that message (else null). */
  reopened?: (input: I) => string | null
  afterSubmit: AfterSuccess
}

/** An account form's input: the email it starts with. */
export interface EmailInput {
  email?: string
}

/** docs/behaviour.md#account: "goes to login after 1 s". */
export const leaveDelay = 1000

/** The code of a failed call (the API client's errors carry the server's code, or 'network'). */
export const errorCodeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : null)

/** The error of a failed call's event. */
const errorOf = (event: object): unknown => ('error' in event ? event.error : null)

const mailboxOf = (form: object) => ('mailbox' in form && typeof form.mailbox === 'string' ? form.mailbox : null)

/** What is sent: the form with its email trimmed. */
function trimmed<F extends object>(form: F): F {
  const mailbox = mailboxOf(form)
  return mailbox === null ? form : { ...form, mailbox: mailbox.trim() }
}

/** A slot the app fills when its form has that region. */
const emptyRegion: AnyActorLogic = createMachine({})

/**
 * What `submit` and `check` are sent: the form, its email trimmed. Wrapped because XState cannot
 * tell whether a bare generic input may be left out, and then cannot type the invocation.
 */
export interface Submission<F> {
  form: F
}

/** What `submit` answers: the `result` of `types`, else nothing (the app's calls are void promises). */
// biome-ignore lint/suspicious/noConfusingVoidType: a promise actor's output is invariant, and the untyped calls resolve to void
type Result<T> = T extends { result: infer O } ? O : void

/**
 * One form (docs/behaviour.md#account): editing -> (SUBMIT) validating -> [checking ->]
 * submitting -> done | failed. Validation reports the first failing field in the order docs/behaviour.md#errors gives
 * (tag `invalid`); `busy` while a call runs; `failed` keeps the edits after the server refused;
 * `done` after success. The calls are the named actors `submit` (and `check`, `loadCaptcha`)
 * and the side effects the named actions `submitted`, `notifyFailure`, `endSession`, all
 * provided by the app. Regions (a draft autosave, a name check, uploads) run beside the fields:
 * they hear every change (`RegionEvent`), may edit fields, and report work in flight (SUBMIT
 * waits) and problems (validation fails on them after the form's own rules). PICK and REMOVE
 * (`PicturesEvent`) are passed on to the `uploads` region while the form is editable.
 */
export function createFormMachine<F extends object, I = undefined, T = object>(options: FormOptions<F, I> & { types?: T }) {
  const { id, blank, validate, afterSubmit, captchaField = 'captchaCode', regions = [], tidy = (form: F) => form, refusal } = options
  type C = FormContext<F, I, Result<T>>
  const problemOf = ({ form, input, regions: reports }: C) =>
    validate(form, input) ?? regionSlots.map((slot) => reports[slot]?.problem).find(Boolean) ?? null

  const withoutCaptchaCode = (form: F): F => ({ ...form, [captchaField]: '' })

  const pictures = {
    PICK: { guard: 'hasUploads', actions: 'passPictures' },
    REMOVE: { guard: 'hasUploads', actions: 'passPictures' },
  } as const

  return setup({
    types: {
      context: {} as C,
      events: {} as FormEvent<F>,
      children: {} as { countdown: 'codeCountdown'; draft: 'draft'; nameCheck: 'nameCheck'; uploads: 'uploads' },
      input: {} as I,
      output: {} as F,
    },
    actors: {
      submit: fromPromise<Result<T>, Submission<F>>(async () => {
        throw new Error('submit is provided by the app')
      }),
      check: fromPromise<void, Submission<F>>(async () => {}),
      loadCaptcha: fromPromise<Captcha>(async () => {
        throw new Error('loadCaptcha is provided by the app')
      }),
      codeCountdown: codeCountdownMachine,
      draft: emptyRegion,
      nameCheck: emptyRegion,
      uploads: emptyRegion,
    },
    actions: {
      /** Tells the session or the shopper; provided by the app. */
      submitted: (_, _done: { form: F; result: Result<T> }) => {},
      /** Shows the server's message (a toast); provided by the app. */
      notifyFailure: (_, _message: string | null) => {},
      /** The new password revoked every token: the app clears the session and goes to login. */
      endSession: () => {},
      applyEdit: assign(({ context, event }) =>
        event.type === 'EDIT' ? { form: tidy(applyEdit(context.form, event), context.input, event.field) } : {},
      ),
      rememberReport: assign(({ context, event }) => {
        if (event.type !== 'REGION') return {}
        const { region, busy, problem } = event
        const fixed = problem === null && context.problem !== null && context.problem === context.regions[region]?.problem
        return { regions: { ...context.regions, [region]: { busy, problem } }, problem: fixed ? null : context.problem }
      }),
      rememberProblem: assign(({ context }) => ({ problem: problemOf(context) })),
      forget: assign({ problem: null, failure: null, failureField: null }),
      forgetProblem: assign({ problem: null }),
      rememberFailure: assign((_, failure: string | null) => ({ failure })),
      /** What a refusal is about (`refusal`); the fields it names go back to blank. */
      rememberRefusal: assign(({ context }, { error }: { error: unknown }) => {
        const refused = refusal?.(errorCodeOf(error)) ?? null
        const fresh = blank(context.input)
        let form = context.form
        for (const field of refused?.clears ?? []) form = { ...form, [field]: fresh[field] }
        return { failureField: refused?.field ?? null, form }
      }),
      rememberCaptcha: assign(({ context }, captcha: Captcha | null) => ({
        captcha,
        form: captcha ? { ...context.form, uuid: captcha.uuid } : context.form,
      })),
    },
    guards: {
      invalid: ({ context }) => problemOf(context) !== null,
      submittable: ({ context }) =>
        !regionSlots.some((slot) => context.regions[slot]?.busy) && !(options.submitsWhenValid && problemOf(context)),
      checks: () => options.checks === true,
      sendsCode: () => options.sendsCode === true,
      hasCaptcha: () => Boolean(options.captcha),
      captchaAtStart: () => options.captcha === true,
      reopened: ({ context }) => context.failure !== null,
      sent: ({ context }) => options.sent?.(context.input) === true,
      editsProblem: ({ context, event }) => (event.type === 'EDIT' || event.type === 'PICK') && context.problem?.field === event.field,
      hasUploads: () => regions.includes('uploads'),
      ends: () => afterSubmit === 'end',
      leaves: () => afterSubmit === 'leave',
      stays: () => afterSubmit === 'stay',
    },
  })
    .extend({
      actions: {
        tellRegions: enqueueActions(({ context, enqueue }) => {
          for (const slot of regions) enqueue.sendTo(slot, { type: 'FORM.CHANGED', form: context.form })
        }),
        /** docs/behaviour.md#account: a failed password save refreshes the captcha; the typed code is spent. */
        spendCaptcha: enqueueActions(({ context, enqueue }) => {
          if (options.captcha !== true) return
          enqueue.assign({ form: withoutCaptchaCode(context.form) })
          enqueue.raise({ type: 'REFRESH_CAPTCHA' })
        }),
        /**
         * SEND_CODE: the ask's rules first (their problem shows on the field); a picture code guarding
         * the mail goes with the ask, which spends it. While the countdown takes no ask (one in
         * flight or counting) the typed code is kept.
         */
        askCode: enqueueActions(({ context, enqueue, self }) => {
          const problem = options.validateCodeAsk?.(context.form) ?? null
          if (problem) {
            enqueue.assign({ problem })
            return
          }
          const email = mailboxOf(context.form) ?? ''
          if (options.captcha !== 'sendCode') {
            enqueue.sendTo('countdown', { type: 'SEND', email })
            return
          }
          const captcha = {
            uuid: context.captcha?.uuid ?? '',
            captchaCode: String((context.form as Record<string, unknown>)[captchaField] ?? ''),
          }
          const ask: CodeCountdownEvent = { type: 'SEND', email, captcha }
          if (!self.getSnapshot().children.countdown?.getSnapshot().can(ask)) return
          enqueue.sendTo('countdown', ask)
          enqueue.assign({ form: withoutCaptchaCode(context.form) })
          enqueue.raise({ type: 'REFRESH_CAPTCHA' })
        }),
        holdRegions: enqueueActions(({ enqueue }) => {
          for (const slot of regions) enqueue.sendTo(slot, { type: 'FORM.SUBMITTING' })
        }),
        stopRegions: enqueueActions(({ enqueue }) => {
          if (afterSubmit === 'keep') for (const slot of regions) enqueue.stopChild(slot)
        }),
        passPictures: enqueueActions(({ event, enqueue }) => {
          if (event.type === 'PICK' || event.type === 'REMOVE') enqueue.sendTo('uploads', event)
        }),
      },
    })
    .createMachine({
      id,
      context: ({ input }) => ({
        form: blank(input),
        input,
        result: null,
        problem: null,
        failure: options.reopened?.(input) ?? null,
        failureField: null,
        captcha: null,
        regions: {},
      }),
      entry: enqueueActions(({ context, enqueue }) => {
        const input: RegionInput<F, I> = { form: context.form, input: context.input }
        if (options.sendsCode) enqueue.spawnChild('codeCountdown', { id: 'countdown', input: {} })
        if (options.sent?.(context.input)) return
        if (regions.includes('draft')) enqueue.spawnChild('draft', { id: 'draft', input })
        if (regions.includes('nameCheck')) enqueue.spawnChild('nameCheck', { id: 'nameCheck', input })
        if (regions.includes('uploads')) enqueue.spawnChild('uploads', { id: 'uploads', input })
      }),
      output: ({ context }) => context.form,
      initial: 'open',
      states: {
        open: {
          type: 'parallel',
          on: {
            SEND_CODE: { guard: 'sendsCode', actions: 'askCode' },
            REGION: { actions: 'rememberReport' },
          },
          states: {
            form: {
              initial: 'start',
              states: {
                start: { always: [{ guard: 'reopened', target: 'failed' }, { guard: 'sent', target: 'done' }, { target: 'editing' }] },
                editing: {
                  on: {
                    // A problem shown outside validation (a refused code ask) goes once its field is edited.
                    EDIT: [
                      { guard: 'editsProblem', actions: ['applyEdit', 'forgetProblem', 'tellRegions'] },
                      { actions: ['applyEdit', 'tellRegions'] },
                    ],
                    SUBMIT: { guard: 'submittable', target: 'validating' },
                    ...pictures,
                  },
                },
                validating: {
                  entry: 'forget',
                  always: [
                    { guard: 'invalid', target: 'invalid', actions: 'rememberProblem' },
                    { guard: 'checks', target: 'checking' },
                    { target: 'submitting' },
                  ],
                },
                invalid: {
                  tags: 'invalid',
                  on: {
                    EDIT: [
                      { guard: 'editsProblem', target: 'editing', actions: ['applyEdit', 'forget', 'tellRegions'] },
                      { actions: ['applyEdit', 'tellRegions'] },
                    ],
                    PICK: [
                      { guard: and(['hasUploads', 'editsProblem']), target: 'editing', actions: ['forget', 'passPictures'] },
                      pictures.PICK,
                    ],
                    REMOVE: pictures.REMOVE,
                    SUBMIT: { guard: 'submittable', target: 'validating' },
                    DISMISS: { target: 'editing', actions: 'forget' },
                  },
                },
                checking: {
                  tags: 'busy',
                  invoke: {
                    src: 'check',
                    input: ({ context }) => ({ form: trimmed(context.form) }),
                    onDone: 'submitting',
                    onError: 'refused',
                  },
                },
                submitting: {
                  tags: 'busy',
                  entry: 'holdRegions',
                  invoke: {
                    id: 'submit',
                    src: 'submit',
                    input: ({ context }) => ({ form: trimmed(context.form) }),
                    onDone: {
                      target: 'done',
                      actions: [
                        assign({ result: ({ event }) => event.output }),
                        { type: 'submitted', params: ({ context, event }) => ({ form: context.form, result: event.output }) },
                      ],
                    },
                    onError: 'refused',
                  },
                },
                // A check or submit was refused: its message kept and shown, the fields it is about cleared, the captcha spent.
                refused: {
                  entry: [
                    { type: 'rememberFailure', params: ({ event }) => failureMessage(errorOf(event)) },
                    { type: 'rememberRefusal', params: ({ event }) => ({ error: errorOf(event) }) },
                    { type: 'notifyFailure', params: ({ event }) => failureMessage(errorOf(event)) },
                    'spendCaptcha',
                  ],
                  always: 'failed',
                },
                failed: {
                  tags: 'failed',
                  on: {
                    EDIT: [
                      { guard: 'editsProblem', target: 'editing', actions: ['applyEdit', 'forgetProblem', 'tellRegions'] },
                      { target: 'editing', actions: ['applyEdit', 'tellRegions'] },
                    ],
                    ...pictures,
                    SUBMIT: { guard: 'submittable', target: 'validating' },
                    DISMISS: { target: 'editing', actions: 'forget' },
                  },
                },
                done: {
                  tags: 'done',
                  entry: 'stopRegions',
                  always: { guard: 'ends', target: `#${id}.ended` },
                  after: { [leaveDelay]: { guard: 'leaves', target: `#${id}.left` } },
                  on: {
                    EDIT: { guard: 'stays', target: 'editing', actions: ['applyEdit', 'tellRegions'] },
                    SUBMIT: { guard: 'stays', target: 'validating' },
                  },
                },
              },
            },
            captcha: {
              initial: 'start',
              // Not re-entering the region: that would restart the form region beside it.
              on: { REFRESH_CAPTCHA: { guard: 'hasCaptcha', target: '.loading' } },
              states: {
                start: { always: [{ guard: 'captchaAtStart', target: 'loading' }, { target: 'none' }] },
                none: { on: { SHOW_CAPTCHA: { guard: 'hasCaptcha', target: 'loading' } } },
                loading: {
                  tags: 'loadingCaptcha',
                  invoke: {
                    src: 'loadCaptcha',
                    onDone: { target: 'ready', actions: { type: 'rememberCaptcha', params: ({ event }) => event.output } },
                    onError: { target: 'failed', actions: { type: 'rememberCaptcha', params: null } },
                  },
                },
                ready: {},
                failed: {},
              },
            },
          },
        },
        ended: { type: 'final', tags: 'done' },
        left: { type: 'final', tags: 'done', entry: 'endSession' },
      },
    })
}
