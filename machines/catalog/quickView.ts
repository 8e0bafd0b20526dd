import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import type { ProductDetail } from '../../contract/catalog'
import { failureMessage } from '../lib/formFields'
import { chosenPictures, galleryOf, initialChoice, skuSelectionMachine, type Choice } from './skuSelection'

/** docs/behaviour.md#catalog: the quick-view slider moves in 1 s and advances every 2 s. */
export const quickViewTiming = { speedMs: 1000, autoplayMs: 2000 } as const

export interface QuickViewTarget {
  productId: number
  shopId: number
}

type ColourPictures = ProductDetail['colourImages'][number]

export interface QuickViewContext {
  target: QuickViewTarget | null
  product: ProductDetail | null
  /** The chosen colour's pictures, shown first (as the product page's gallery does); null while no colour with pictures is chosen. */
  colour: ColourPictures | null
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

/** The pictures on show: the chosen colour's first, then the product's others. */
export const quickViewImages = (context: Pick<QuickViewContext, 'product' | 'colour'>) =>
  context.product ? galleryOf(context.product.imglist, context.colour) : []

const imageCount = (context: QuickViewContext) => quickViewImages(context).length
const colourOf = (product: ProductDetail, chosen: Choice) => chosenPictures(chosen, product.colourImages)
const chosenIn = ({ event }: { event: { snapshot: SnapshotFrom<typeof skuSelectionMachine> } }) => event.snapshot.context.chosen
const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count)

/**
 * The shop page's quick view and quick buy: closed -> loading the product -> open with an image
 * slider that autoplays (held while hovered or focused, stopped by the shopper) -> closed; a
 * failed load can be retried. While open, its child `selection` (the product page's SKU
 * selection) is the shopper's choice of colour, size and quantity; a newly chosen colour's
 * pictures come first and the slider starts again from the first of them.
 */
export const quickViewMachine = setup({
  types: {
    context: {} as QuickViewContext,
    events: {} as QuickViewEvent,
    children: {} as { selection: 'selection' },
  },
  actors: {
    selection: skuSelectionMachine,
    loadProduct: fromPromise<ProductDetail, QuickViewTarget>(async () => {
      throw new Error('loadProduct is provided by the app')
    }),
  },
  delays: { autoplay: quickViewTiming.autoplayMs },
  guards: {
    severalImages: ({ context }) => imageCount(context) > 1,
    colourChanged: ({ context }, chosen: Choice) => context.product !== null && colourOf(context.product, chosen) !== context.colour,
  },
  actions: {
    next: assign(({ context }) => ({ slide: wrap(context.slide + 1, imageCount(context)) })),
    prev: assign(({ context }) => ({ slide: wrap(context.slide - 1, imageCount(context)) })),
    go: assign(({ context }, params: { index: number }) => ({ slide: wrap(params.index, imageCount(context)) })),
    aim: assign((_, target: QuickViewTarget) => ({ target, product: null, colour: null, slide: 0, failure: null })),
    /** A product with one colour in stock opens on it, as the selection chooses it from the start. */
    show: assign((_, product: ProductDetail) => ({
      product,
      colour: colourOf(product, initialChoice(product.properties, product.skus)),
    })),
    showColour: assign(({ context }, chosen: Choice) => ({ colour: colourOf(context.product!, chosen) })),
  },
}).createMachine({
  id: 'quickView',
  context: { target: null, product: null, colour: null, slide: 0, failure: null },
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
        onDone: { target: 'open', actions: { type: 'show', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
      },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { RETRY: 'loading', CLOSE: 'closed' },
    },
    open: {
      initial: 'playing',
      invoke: {
        id: 'selection',
        src: 'selection',
        input: ({ context }) => ({ properties: context.product!.properties, skus: context.product!.skus }),
        // Back to the first picture, the new colour's; while playing it gets its full 2 s, as after any move by hand.
        onSnapshot: {
          guard: { type: 'colourChanged', params: chosenIn },
          actions: [{ type: 'showColour', params: chosenIn }, raise({ type: 'GO', index: 0 })],
        },
      },
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
