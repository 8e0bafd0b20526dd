import { assign, fromPromise, setup } from 'xstate'
import type { SellerProduct, SellerProductRow } from '../../contract/seller'
import { failureMessage } from '../lib/formFields'

/** A quick action of the products list. */
export type ProductAction = 'UNLIST' | 'RELIST' | 'DUPLICATE' | 'DELETE'

export type ProductActionsEvent = { type: ProductAction; product: SellerProductRow } | { type: 'CONFIRM' } | { type: 'CLOSE' }

/**
 * A copy as `productSave` creates it: the product as `productGet` answered it, without its id, its
 * listing and review state, and without what was read of the stock (the copy's SKUs are new).
 */
export function duplicateOf({ id: _id, listing: _l, rejectReason: _r, changeInReview: _c, skus, ...rest }: SellerProduct): SellerProduct {
  return { ...rest, skus: skus.map(({ stockRead: _s, ...sku }) => sku) }
}

/**
 * The products list's quick actions (docs/behaviour.md#seller-center): unlist, relist and
 * duplicate at once, delete a draft after a question. Whatever the answer, the list reloads
 * (`changed`): a refusal means the product moved meanwhile; the refusal is shown with
 * `notifyFailure`, a success with `done`. Tags: deleteAsked, busy.
 */
export const productActionsMachine = setup({
  types: {
    context: {} as { product: SellerProductRow | null; action: ProductAction | null },
    events: {} as ProductActionsEvent,
  },
  actors: {
    /** The call behind an action (duplicate: get, then save without the id). */
    act: fromPromise<unknown, { action: ProductAction; id: number }>(async () => {
      throw new Error('act is provided by the app')
    }),
  },
  actions: {
    /** The list may have changed: the app reloads it. */
    changed: () => {},
    done: (_, _action: ProductAction) => {},
    notifyFailure: (_, _message: string | null) => {},
    choose: assign(({ event }) => ('product' in event ? { product: event.product, action: event.type } : {})),
  },
}).createMachine({
  id: 'productActions',
  context: { product: null, action: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ product: null, action: null }),
      on: {
        UNLIST: { target: 'calling', actions: 'choose' },
        RELIST: { target: 'calling', actions: 'choose' },
        DUPLICATE: { target: 'calling', actions: 'choose' },
        DELETE: { target: 'asking', actions: 'choose' },
      },
    },
    asking: { tags: ['deleteAsked'], on: { CONFIRM: 'calling', CLOSE: 'idle' } },
    calling: {
      tags: ['busy'],
      invoke: {
        src: 'act',
        input: ({ context }) => ({ action: context.action ?? 'DUPLICATE', id: context.product?.id ?? 0 }),
        onDone: { target: 'idle', actions: [{ type: 'done', params: ({ context }) => context.action ?? 'DUPLICATE' }, 'changed'] },
        onError: {
          target: 'idle',
          actions: [{ type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }, 'changed'],
        },
      },
    },
  },
})
