import { assign, fromPromise, setup } from 'xstate'
import type { FavouriteProduct, FavouriteShop } from '../../contract/catalog'
import type { Page } from '../../contract/envelope'
import { failureMessage } from '../lib/formFields'

export interface WishlistTabContext<T> {
  items: T[]
  total: number
  pageNo: number
  pageSize: number
  /** The item whose removal is in flight. */
  removing: number | null
  failure: string | null
}

export type WishlistTabEvent = { type: 'PAGE'; pageNo: number } | { type: 'REMOVE'; key: number } | { type: 'RETRY' }

const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/**
 * One tab of the wishlist: a page of favourites, each removable. A removal drops the item
 * in place and tells the app (toast, counts); when it empties a page that has others after
 * or before it, the page is loaded again.
 */
function wishlistTabMachine<T>(id: string, keyOf: (item: T) => number) {
  return setup({
    types: {
      context: {} as WishlistTabContext<T>,
      events: {} as WishlistTabEvent,
      input: {} as { pageSize: number },
    },
    actors: {
      loadPage: fromPromise<Page<T>, { pageNo: number; pageSize: number }>(async () => {
        throw new Error('loadPage is provided by the app')
      }),
      remove: fromPromise<unknown, { key: number }>(async () => {
        throw new Error('remove is provided by the app')
      }),
    },
    actions: {
      /** Provided by the app: the server's total keeps the header's count true (products). */
      loaded: (_, _total: number) => {},
      /** Provided by the app: a "collect cancelled" toast and, for products, the session's count. */
      removed: (_, _key: number) => {},
      notifyFailure: (_, _message: string | null) => {},
    },
    guards: {
      pageEmptied: ({ context }) => context.items.length === 0 && context.total > 0,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ items: [], total: 0, pageNo: 1, pageSize: input.pageSize, removing: null, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ pageNo: context.pageNo, pageSize: context.pageSize }),
          onDone: {
            target: 'ready',
            actions: [
              assign(({ event }) => ({ items: event.output.list, total: event.output.total, failure: null })),
              { type: 'loaded', params: ({ event }) => event.output.total },
            ],
          },
          onError: { target: 'failed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
        },
      },
      failed: { on: { RETRY: 'loading' } },
      ready: {
        on: {
          PAGE: { target: 'loading', actions: assign(({ event }) => ({ pageNo: Math.max(1, event.pageNo) })) },
          REMOVE: { target: 'removing', actions: assign(({ event }) => ({ removing: event.key })) },
        },
      },
      removing: {
        invoke: {
          src: 'remove',
          input: ({ context }) => ({ key: context.removing! }),
          onDone: {
            target: 'settling',
            actions: [
              { type: 'removed', params: ({ context }) => context.removing! },
              assign(({ context }) => ({
                items: context.items.filter((item) => keyOf(item) !== context.removing),
                total: Math.max(0, context.total - 1),
                removing: null,
              })),
            ],
          },
          onError: {
            target: 'ready',
            actions: [assign({ removing: null }), { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }],
          },
        },
      },
      settling: {
        always: [
          {
            guard: 'pageEmptied',
            target: 'loading',
            actions: assign(({ context }) => ({ pageNo: Math.min(context.pageNo, lastPage(context.total, context.pageSize)) })),
          },
          { target: 'ready' },
        ],
      },
    },
  })
}

export const favouriteProductsMachine = wishlistTabMachine<FavouriteProduct>('favouriteProducts', (p) => p.spuId)
export const favouriteShopsMachine = wishlistTabMachine<FavouriteShop>('favouriteShops', (s) => s.id)
