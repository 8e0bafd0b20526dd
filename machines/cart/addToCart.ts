import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { failureMessage } from '../lib/formFields'

export interface CartLine {
  spuId: number
  /** Null while the shopper has not chosen a complete specification. */
  skuId: number | null
  count: number
  shopId: number
}
export type CartAddInput = CartLine & { skuId: number }

const refusedAsOwnShop = (error: unknown) => (error as { code?: unknown } | null)?.code === ErrorCode.ownShop

const again = { target: 'validating', actions: 'aim' } as const

/**
 * Add to cart: the owner of the product's shop gets the own-store dialog (tag `ownStore`,
 * docs/behaviour.md#checkout), also when the service refuses with code 1040; otherwise a specification must be
 * chosen (else "select specification"), guests log in first; the app's `addToCart` actor answers
 * with the new cart count.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as {
      line: CartLine | null
      cartCount: number | null /** The last ADD lacked a specification. */
      needsSpecification: boolean
    },
    events: {} as { type: 'ADD'; line: CartLine } | { type: 'CLOSE' },
  },
  actors: {
    addToCart: fromPromise<number, CartAddInput>(async () => {
      throw new Error('addToCart is provided by the app')
    }),
  },
  guards: {
    hasSku: ({ context }) => context.line?.skuId != null,
    /** The user runs the line's shop; provided by the app from the session. */
    ownShop: (_, _shopId: number) => false,
    /** Provided by the app from the session. */
    signedIn: () => false,
  },
  actions: {
    aim: assign(({ event }) => (event.type === 'ADD' ? { line: event.line, needsSpecification: false } : {})),
    warnSelectSpecification: () => {},
    goToLogin: () => {},
    /** The cart now holds `cartCount` pieces; provided by the app (toast + session count). */
    added: (_, _cartCount: number) => {},
    notifyFailure: (_, _message: string | null) => {},
  },
}).createMachine({
  id: 'addToCart',
  context: { line: null, cartCount: null, needsSpecification: false },
  initial: 'idle',
  states: {
    idle: { on: { ADD: again } },
    validating: {
      always: [
        { guard: { type: 'ownShop', params: ({ context }) => context.line?.shopId ?? 0 }, target: 'ownStore' },
        { guard: { type: 'hasSku' }, target: 'checkingSession' },
        { target: 'idle', actions: [assign({ needsSpecification: true }), 'warnSelectSpecification'] },
      ],
    },
    checkingSession: {
      always: [
        { guard: 'signedIn', target: 'adding' },
        { target: 'idle', actions: 'goToLogin' },
      ],
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({ context }) => context.line as CartAddInput,
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ cartCount: event.output })), { type: 'added', params: ({ event }) => event.output }],
        },
        onError: [
          { guard: ({ event }) => refusedAsOwnShop(event.error), target: 'ownStore' },
          { target: 'failed', actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) } },
        ],
      },
    },
    ownStore: { tags: 'ownStore', on: { CLOSE: 'idle' } },
    done: { on: { ADD: again } },
    failed: { on: { ADD: again } },
  },
})
