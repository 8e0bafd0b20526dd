import { assign, fromPromise, setup } from 'xstate'
import type { CodeSent } from '../../contract/api'
import { checkEmail, limits, type FieldError } from '../../contract/validation'
import { failureMessage } from './formFields'

/** The picture code that goes with the ask, on forms where it guards the mail (the register form). */
export interface CodeCaptcha {
  uuid: string
  captchaCode: string
}

export interface CodeCountdownContext {
  seconds: number
  remaining: number
  email: string
  captcha: CodeCaptcha | null
  /** Why the email cannot receive a code; kept until the next SEND. */
  emailError: FieldError | null
  /** The server's message after a failed send. */
  failure: string | null
  /** The last send mailed nothing: the code sent before is the one (until when, and when a new mail may go). */
  notMailed: Exclude<CodeSent, true> | null
}

export type CodeCountdownEvent = { type: 'SEND'; email: string; captcha?: CodeCaptcha }

/**
 * The "Send code" button of docs/behaviour.md#account: sends an email code, then counts 60 s down
 * before it can send again. A second SEND while one is in flight is ignored; a failed send
 * re-enables the button. When the service mailed nothing (a code went to the address moments ago),
 * there is no countdown: the shopper is told the code already sent is still valid, and until when.
 */
export const codeCountdownMachine = setup({
  types: {
    context: {} as CodeCountdownContext,
    events: {} as CodeCountdownEvent,
    children: {} as { sendCode: 'sendCode' },
    input: {} as { seconds?: number },
  },
  actors: {
    sendCode: fromPromise<CodeSent, { email: string; captcha?: CodeCaptcha }>(async () => {
      throw new Error('sendCode is provided by the app')
    }),
  },
  actions: {
    /** Tells the shopper why the send failed; provided by the app (a toast). */
    notifyFailure: (_, _message: string | null) => {},
    /** Tells the shopper no new code was mailed and until when the earlier one is good; provided by the app (a toast). */
    notifyNotMailed: (_, _notMailed: Exclude<CodeSent, true>) => {},
  },
  guards: {
    validEmail: (_, params: { email: string }) => checkEmail(params.email) === null,
    stillCounting: ({ context }) => context.remaining > 1,
  },
}).createMachine({
  id: 'codeCountdown',
  context: ({ input }) => {
    const seconds = input.seconds ?? limits.codeResendSeconds
    return { seconds, remaining: 0, email: '', captcha: null, emailError: null, failure: null, notMailed: null }
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          {
            guard: { type: 'validEmail', params: ({ event }) => ({ email: event.email }) },
            target: 'sending',
            actions: assign(({ event }) => ({
              email: event.email.trim(),
              captcha: event.captcha ?? null,
              emailError: null,
              failure: null,
              notMailed: null,
            })),
          },
          { actions: assign(({ event }) => ({ emailError: checkEmail(event.email) })) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => (context.captcha ? { email: context.email, captcha: context.captcha } : { email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output === true,
            target: 'counting',
            actions: assign(({ context }) => ({ remaining: context.seconds })),
          },
          {
            target: 'idle',
            actions: [
              assign(({ event }) => ({ notMailed: event.output === true ? null : event.output })),
              { type: 'notifyNotMailed', params: ({ context }) => context.notMailed as Exclude<CodeSent, true> },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ failure: failureMessage(event.error) })),
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
    counting: {
      after: {
        1000: [
          {
            guard: 'stillCounting',
            target: 'counting',
            reenter: true,
            actions: assign(({ context }) => ({ remaining: context.remaining - 1 })),
          },
          { target: 'idle', actions: assign({ remaining: 0 }) },
        ],
      },
    },
  },
})
