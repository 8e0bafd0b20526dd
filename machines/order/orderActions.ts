import { assign, fromPromise, setup } from 'xstate'
import type { Order } from '../../contract/order'
import { failureMessage } from '../lib/formFields'

export type OrderActionsEvent =
  | { type: 'CANCEL'; order: Order }
  | { type: 'CONFIRM_RECEIPT'; order: Order }
  | { type: 'TRACK'; order: Order }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }

/** A question, then the call it confirms. */
const asked = (src: 'cancel' | 'confirmReceipt', tag: 'cancelAsked' | 'receiptAsked') => ({
  tags: [tag],
  initial: 'asking' as const,
  states: {
    asking: { on: { CONFIRM: 'calling', CLOSE: '#orderActions.idle' } },
    calling: {
      tags: ['busy'],
      invoke: {
        src,
        input: ({ context }: { context: { order: Order | null } }) => ({ id: context.order?.id ?? 0 }),
        onDone: { target: '#orderActions.idle', actions: 'changed' as const },
        onError: {
          target: '#orderActions.idle',
          actions: [
            { type: 'notifyFailure' as const, params: ({ event }: { event: { error: unknown } }) => failureMessage(event.error) },
            'changed' as const,
          ],
        },
      },
    },
  },
})

/**
 * The dialogs of the orders list and of an order's detail: cancel and confirm receipt ask first,
 * then call the service; either way the page reloads its orders (`changed`), since a refusal
 * (the order moved meanwhile) means what is shown is stale, and the refusal is shown as the
 * service's message (`notifyFailure`). Tracking shows the parcel's entries, loading the order
 * in full first (a page of orders may leave them out). Tags: cancelAsked, receiptAsked, tracking,
 * trackingLoading, busy.
 */
export const orderActionsMachine = setup({
  types: {
    context: {} as { order: Order | null },
    events: {} as OrderActionsEvent,
  },
  actors: {
    cancel: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('cancel is provided by the app')
    }),
    confirmReceipt: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('confirmReceipt is provided by the app')
    }),
    /** The order in full (a page of orders may leave its tracking entries out). */
    loadOrder: fromPromise<Order, { no: string }>(async () => {
      throw new Error('loadOrder is provided by the app')
    }),
  },
  actions: {
    /** The order may have changed: the app reloads the list or the detail. */
    changed: () => {},
    notifyFailure: (_, _message: string | null) => {},
  },
}).createMachine({
  id: 'orderActions',
  context: { order: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ order: null }),
      on: {
        CANCEL: { target: 'cancel', actions: assign(({ event }) => ({ order: event.order })) },
        CONFIRM_RECEIPT: { target: 'confirmReceipt', actions: assign(({ event }) => ({ order: event.order })) },
        TRACK: { target: 'tracking', actions: assign(({ event }) => ({ order: event.order })) },
      },
    },
    tracking: {
      tags: ['tracking'],
      on: { CLOSE: 'idle' },
      initial: 'loading',
      states: {
        loading: {
          tags: ['trackingLoading'],
          invoke: {
            src: 'loadOrder',
            input: ({ context }) => ({ no: context.order?.no ?? '' }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ order: event.output })) },
            // What the order already carries is shown; the failure is said.
            onError: { target: 'shown', actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) } },
          },
        },
        shown: {},
      },
    },
    cancel: asked('cancel', 'cancelAsked'),
    confirmReceipt: asked('confirmReceipt', 'receiptAsked'),
  },
})
