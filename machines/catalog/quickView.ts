import { assign, fromPromise, setup } from 'xstate'
import type { ProductDetail } from '../../contract/catalog'
import { failureMessage } from '../lib/formFields'

/** docs/behaviour.md#catalog: the quick-view slider moves in 1 s and advances every 2 s. */
export const quickViewTiming = { speedMs: 1000, autoplayMs: 2000 } as const

export interface QuickViewTarget {
  productId: number
  shopId: number
}

export interface QuickViewContext {
  target: QuickViewTarget | null
  product: ProductDetail | null
  /** Index of the image on show. */
  slide: number
  failure: string | null
}

export type QuickViewEvent =
  | ({ type: 'OPEN' } & QuickViewTarget)
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO'; index: number }
  /** Pointer or focus rests on the slider: autoplay waits until RELEASE. */
  | { type: 'HOLD' }
  | { type: 'RELEASE' }
  /** The shopper's pause and play button. */
  | { type: 'STOP' }
  | { type: 'PLAY' }

const imageCount = (context: QuickViewContext) => context.product?.imglist.length ?? 0
const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count)

/**
 * The shop page's quick-view popup: closed -> loading the product -> open with an image
 * slider that autoplays (held while hovered or focused, stopped by the shopper) -> closed;
 * a failed load can be retried.
 */
export const quickViewMachine = setup({
  types: {
    context: {} as QuickViewContext,
    events: {} as QuickViewEvent,
  },
  actors: {
    loadProduct: fromPromise<ProductDetail, QuickViewTarget>(async () => {
      throw new Error('loadProduct is provided by the app')
    }),
  },
  delays: { autoplay: quickViewTiming.autoplayMs },
  guards: {
    severalImages: ({ context }) => imageCount(context) > 1,
  },
  actions: {
    next: assign(({ context }) => ({ slide: wrap(context.slide + 1, imageCount(context)) })),
    prev: assign(({ context }) => ({ slide: wrap(context.slide - 1, imageCount(context)) })),
    go: assign(({ context }, params: { index: number }) => ({ slide: wrap(params.index, imageCount(context)) })),
    aim: assign((_, target: QuickViewTarget) => ({ target, product: null, slide: 0, failure: null })),
  },
}).createMachine({
  id: 'quickView',
  context: { target: null, product: null, slide: 0, failure: null },
  initial: 'closed',
  on: {
    OPEN: { target: '.loading', actions: { type: 'aim', params: ({ event }) => ({ productId: event.productId, shopId: event.shopId }) } },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => context.target!,
        onDone: { target: 'open', actions: assign(({ event }) => ({ product: event.output })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
      },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { RETRY: 'loading', CLOSE: 'closed' },
    },
    open: {
      initial: 'playing',
      on: {
        CLOSE: 'closed',
        NEXT: { actions: 'next' },
        PREV: { actions: 'prev' },
        GO: { actions: { type: 'go', params: ({ event }) => ({ index: event.index }) } },
        STOP: '.stopped',
      },
      states: {
        playing: {
          after: { autoplay: { guard: 'severalImages', target: 'playing', reenter: true, actions: 'next' } },
          on: {
            // A manual move restarts the 2 s wait, so the next slide never follows at once.
            NEXT: { target: 'playing', reenter: true, actions: 'next' },
            PREV: { target: 'playing', reenter: true, actions: 'prev' },
            GO: { target: 'playing', reenter: true, actions: { type: 'go', params: ({ event }) => ({ index: event.index }) } },
            HOLD: 'held',
          },
        },
        held: { on: { RELEASE: 'playing' } },
        stopped: { on: { PLAY: 'playing' } },
      },
    },
  },
})
