import { assign, fromPromise, setup } from 'xstate'
import { validateReturnDelivery } from '../../contract/afterSaleForms'
import { type FieldProblem, failureMessage } from '../lib/formFields'
import { afterSaleLifecycle, reapplicable } from './lifecycle'
import { allowedEvents } from '../lib/lifecycle'

/** What the refund detail offers the shopper: withdraw it, enter the return's tracking, apply again. */
export interface AfterSaleOffers {
  cancel: boolean
  shipReturn: boolean
  reapply: boolean
}

/** The offers of an after-sale in `status` of mode `way`, from its lifecycle (docs/architecture.md#lifecycles), never a list of statuses. */
export function afterSaleOffers({ status, way }: { status: number; way: number }): AfterSaleOffers {
  const events = allowedEvents(afterSaleLifecycle, status, { way })
  return { cancel: events.includes('CANCEL'), shipReturn: events.includes('SHIP_RETURN'), reapply: reapplicable.includes(status) }
}

export type AfterSaleActionsEvent =
  /** Asks whether to withdraw after-sale `id`. */
  | { type: 'CANCEL'; id: number }
  /** Opens the tracking number's dialog for after-sale `id`. */
  | { type: 'TRACK'; id: number }
  | { type: 'EDIT'; logisticsNo: string }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }

interface Context {
  id: number
  logisticsNo: string
  problem: FieldProblem<'logisticsNo'> | null
}

/** Events that open a dialog: from idle, and once a dialog has ended either way. */
const open = {
  CANCEL: { target: '#afterSaleActions.cancel', actions: 'remember' },
  TRACK: { target: '#afterSaleActions.tracking', actions: 'remember' },
} as const

/** A refusal: the service's message, then the page reloads. */
const refused = {
  actions: [
    { type: 'notifyFailure' as const, params: ({ event }: { event: { error: unknown } }) => failureMessage(event.error) },
    'changed' as const,
  ],
}

/**
 * The refund detail's actions. Cancel asks first (`cancelAsked`), then calls `cancelAfterSale`
 * (`busy`). The return's tracking number is typed in a dialog (`tracking`), checked with
 * validateReturnDelivery (`invalid`, `problem`), then sent with `sendReturnDelivery` (`busy`).
 * After either call the page reloads (`changed`), a refusal first showing the service's message
 * (`notifyFailure`): what is shown is stale. A refused tracking number keeps its dialog, and the
 * number typed, open. The calls and the side effects are provided by the app.
 */
export const afterSaleActionsMachine = setup({
  types: { context: {} as Context, events: {} as AfterSaleActionsEvent },
  actors: {
    cancelAfterSale: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('cancelAfterSale is provided by the app')
    }),
    sendReturnDelivery: fromPromise<unknown, { id: number; logisticsNo: string }>(async () => {
      throw new Error('sendReturnDelivery is provided by the app')
    }),
  },
  actions: {
    /** The after-sale may have changed: the app reloads the detail. */
    changed: () => {},
    notifyFailure: (_, _message: string | null) => {},
    remember: assign(({ event }) => ('id' in event ? { id: event.id, logisticsNo: '', problem: null } : {})),
  },
  guards: {
    invalid: ({ context }) => validateReturnDelivery(context.logisticsNo) !== null,
  },
}).createMachine({
  id: 'afterSaleActions',
  context: { id: 0, logisticsNo: '', problem: null },
  initial: 'idle',
  states: {
    idle: { on: open },
    cancel: {
      initial: 'confirming',
      states: {
        confirming: { tags: ['cancelAsked'], on: { CONFIRM: 'cancelling', CLOSE: '#afterSaleActions.idle' } },
        cancelling: {
          tags: ['cancelAsked', 'busy'],
          invoke: {
            src: 'cancelAfterSale',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'done', actions: 'changed' },
            onError: { target: 'failed', ...refused },
          },
        },
        done: { tags: ['cancelled'], on: open },
        failed: { on: open },
      },
    },
    tracking: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['tracking'],
          on: {
            EDIT: { actions: assign(({ event }) => ({ logisticsNo: event.logisticsNo, problem: null })) },
            SUBMIT: 'validating',
            CLOSE: '#afterSaleActions.idle',
          },
        },
        validating: {
          tags: ['tracking'],
          always: [
            {
              guard: 'invalid',
              target: 'editing',
              actions: assign(({ context }) => ({ problem: validateReturnDelivery(context.logisticsNo) })),
            },
            { target: 'sending' },
          ],
        },
        sending: {
          tags: ['tracking', 'busy'],
          invoke: {
            src: 'sendReturnDelivery',
            input: ({ context }) => ({ id: context.id, logisticsNo: context.logisticsNo.trim() }),
            onDone: { target: 'done', actions: 'changed' },
            onError: { target: 'failed', ...refused },
          },
        },
        done: { tags: ['tracked'], on: open },
        failed: {
          tags: ['tracking'],
          on: {
            EDIT: { target: 'editing', actions: assign(({ event }) => ({ logisticsNo: event.logisticsNo, problem: null })) },
            SUBMIT: 'validating',
            CLOSE: '#afterSaleActions.idle',
          },
        },
      },
    },
  },
})
