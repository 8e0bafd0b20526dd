import { assign, fromPromise, raise, sendTo, setup } from 'xstate'
import type { Captcha } from '../contract/api'
import { applyEdit, failureMessage, type EditEvent, type FieldProblem } from './accountForm'
import { codeCountdownMachine } from './codeCountdown'

/** Fields every password form with a graphic captcha has. */
export interface CaptchaPasswordFields {
  mailbox: string
  password: string
  captchaCode: string
  uuid: string
}

export interface CaptchaPasswordContext<F extends CaptchaPasswordFields> {
  form: F
  captcha: Captcha | null
  problem: FieldProblem<keyof F & string> | null
  failure: string | null
}

export type CaptchaPasswordEvent<F> = EditEvent<F> | { type: 'SUBMIT' } | { type: 'REFRESH_CAPTCHA' } | { type: 'SEND_CODE' }

interface Options<F extends CaptchaPasswordFields> {
  id: string
  blank: (email: string) => F
  validate: (form: F) => FieldProblem<keyof F & string> | null
  /** The form also asks for an email code, sent with the code countdown (child `countdown`). */
  sendsCode: boolean
}

/**
 * A password form guarded by a graphic captcha (SPEC.md sections 4, 5, 8): /password and
 * /forgetPassword. The captcha loads at start and on a click; a failed save refreshes it and
 * clears the typed code. Success shows a message, waits 1 s (`leaving`), then ends the
 * session and goes to login (`endSession`, provided by the app).
 */
export function captchaPasswordMachine<F extends CaptchaPasswordFields>({ id, blank, validate, sendsCode }: Options<F>) {
  return setup({
    types: {
      context: {} as CaptchaPasswordContext<F>,
      events: {} as CaptchaPasswordEvent<F>,
      children: {} as { countdown: 'codeCountdown' },
      input: {} as { email?: string },
    },
    actors: {
      loadCaptcha: fromPromise<Captcha>(async () => {
        throw new Error('loadCaptcha is provided by the app')
      }),
      save: fromPromise<void, CaptchaPasswordFields>(async () => {
        throw new Error('save is provided by the app')
      }),
      codeCountdown: codeCountdownMachine,
    },
    actions: {
      notifySuccess: () => {},
      notifyFailure: (_, _message: string | null) => {},
      endSession: () => {},
    },
    guards: {
      invalid: ({ context }) => validate(context.form) !== null,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ form: blank(input.email ?? ''), captcha: null, problem: null, failure: null }),
    type: 'parallel',
    ...(sendsCode && { invoke: { id: 'countdown', src: 'codeCountdown', input: {} } }),
    states: {
      captcha: {
        initial: 'loading',
        on: { REFRESH_CAPTCHA: { target: '.loading', reenter: true } },
        states: {
          loading: {
            invoke: {
              src: 'loadCaptcha',
              onDone: {
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const captcha = event.output as Captcha
                  return { captcha, form: { ...context.form, uuid: captcha.uuid } }
                }),
              },
              onError: { target: 'failed', actions: assign({ captcha: null }) },
            },
          },
          ready: {},
          failed: {},
        },
      },
      form: {
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
              SEND_CODE: sendsCode
                ? { actions: sendTo('countdown', ({ context }) => ({ type: 'SEND' as const, email: context.form.mailbox })) }
                : {},
              SUBMIT: [
                { guard: 'invalid', actions: assign(({ context }) => ({ problem: validate(context.form), failure: null })) },
                { target: 'submitting', actions: assign({ problem: null, failure: null }) },
              ],
            },
          },
          submitting: {
            invoke: {
              src: 'save',
              input: ({ context }) => ({ ...context.form, mailbox: context.form.mailbox.trim() }) as F,
              onDone: { target: 'leaving', actions: 'notifySuccess' },
              onError: {
                target: 'editing',
                actions: [
                  assign(({ context, event }) => ({ failure: failureMessage(event.error), form: { ...context.form, captchaCode: '' } })),
                  { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
                  raise({ type: 'REFRESH_CAPTCHA' }),
                ],
              },
            },
          },
          leaving: { after: { 1000: 'left' } },
          left: { entry: 'endSession' },
        },
      },
    },
  })
}
