import { assign, fromPromise, setup } from 'xstate'
import { failureMessage } from './accountForm'

export interface CartLine {
  spuId: number
  /** Null while the shopper has not chosen a complete specification. */
  skuId: number | null
  count: number
  shopId: number
}
export type CartAddInput = CartLine & { skuId: number }

/**
 * Add to cart: a specification must be chosen (else "select specification"), guests log in
 * first; the app's `addToCart` actor answers with the new cart count.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as {
      line: CartLine | null
      cartCount: number | null /** The last ADD lacked a specification. */
      needsSpecification: boolean
    },
    events: {} as { type: 'ADD'; line: CartLine },
  },
  actors: {
    addToCart: fromPromise<number, CartAddInput>(async () => {
      throw new Error('addToCart is provided by the app')
    }),
  },
  guards: {
    hasSku: ({ context }) => context.line?.skuId != null,
    /** Provided by the app from the session. */
    signedIn: () => false,
  },
  actions: {
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
    idle: { on: { ADD: { target: 'validating', actions: assign(({ event }) => ({ line: event.line, needsSpecification: false })) } } },
    validating: {
      always: [
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
        onError: { target: 'failed', actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) } },
      },
    },
    done: { on: { ADD: { target: 'validating', actions: assign(({ event }) => ({ line: event.line, needsSpecification: false })) } } },
    failed: { on: { ADD: { target: 'validating', actions: assign(({ event }) => ({ line: event.line, needsSpecification: false })) } } },
  },
})
