import { assign, fromPromise, setup } from 'xstate'
import { recentlyViewedLimit, type RecentlyViewedMerge, type ViewedCard } from '../contract/recentlyViewed'

/** What the storefront keeps of a product the shopper opened: enough to draw it without the network. */
export interface ViewedProduct {
  spuId: number
  shopId: number
  name: string
  brandName: string
  /** The product's first picture ('' when it has none). */
  picUrl: string
  /** When it was last opened, in ms since the epoch. */
  viewedAt: number
}

/** The list as the browser stores it. `owner`: the member whose list it is, or null for a guest's list (merged at login). */
export interface StoredViews {
  owner: number | null
  items: ViewedProduct[]
}

export const viewedFromCard = (card: ViewedCard): ViewedProduct => ({
  spuId: card.productId,
  shopId: card.shopId,
  name: card.producctName,
  brandName: card.brandName,
  picUrl: card.imglist[0] ?? '',
  viewedAt: card.viewedAt,
})

/** Both lists as one: each product once, at its newer time; newest first; at most the limit. */
export function mergeViews(a: ViewedProduct[], b: ViewedProduct[]): ViewedProduct[] {
  const newest = new Map<number, ViewedProduct>()
  for (const item of [...a, ...b]) {
    const seen = newest.get(item.spuId)
    if (!seen || item.viewedAt > seen.viewedAt) newest.set(item.spuId, item)
  }
  return [...newest.values()].sort((x, y) => y.viewedAt - x.viewedAt).slice(0, recentlyViewedLimit)
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

function isViewedProduct(value: unknown): value is ViewedProduct {
  const v = value as Partial<ViewedProduct> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    isId(v.spuId) &&
    isId(v.shopId) &&
    typeof v.name === 'string' &&
    typeof v.brandName === 'string' &&
    typeof v.picUrl === 'string' &&
    Number.isFinite(v.viewedAt)
  )
}

/** Whatever storage held (possibly nothing, or junk), made into a valid list. */
export function restoreViews(stored: unknown): StoredViews {
  const s = stored as { owner?: unknown; items?: unknown } | null
  const items = Array.isArray(s?.items) ? s.items.filter(isViewedProduct) : []
  const owner = s?.owner
  return { owner: Number.isInteger(owner) && (owner as number) >= 0 ? (owner as number) : null, items: mergeViews(items, []) }
}

export interface RecentlyViewedContext extends StoredViews {
  /** Who is signed in: a member's id (0 when the session does not say it), or null for a guest. */
  member: number | null
}

export type RecentlyViewedEvent =
  | { type: 'VIEWED'; product: ViewedProduct }
  /** The session changed hands: signed in, out, or as someone else. */
  | { type: 'SESSION'; member: number | null }

const stored = ({ context }: { context: RecentlyViewedContext }): StoredViews => ({ owner: context.owner, items: context.items })

/**
 * The recently viewed products. A guest's list lives in the browser only; a member's on the
 * account too: each view is recorded there, and the account's list is loaded when the store
 * starts. A guest's list found when a member is signed in (at login, or at the next start when
 * the store was not running then) is merged into the account once. Signing out forgets the
 * member's list. Every change is handed to the app (`persist`).
 */
export const recentlyViewedMachine = setup({
  types: {
    context: {} as RecentlyViewedContext,
    events: {} as RecentlyViewedEvent,
    input: {} as { stored: unknown; member: number | null },
  },
  actors: {
    /** Sends a guest's list to the account; answers the merged list. */
    merge: fromPromise<ViewedCard[], RecentlyViewedMerge>(async () => {
      throw new Error('merge is provided by the app')
    }),
    /** The account's list. */
    load: fromPromise<ViewedCard[]>(async () => {
      throw new Error('load is provided by the app')
    }),
  },
  actions: {
    /** Stores the list; provided by the app. */
    persist: (_, _views: StoredViews) => {},
    /** Records a member's view on the account, failures ignored; provided by the app. */
    record: (_, _params: { spuId: number }) => {},
    add: assign({
      items: ({ context, event }) => (event.type === 'VIEWED' ? mergeViews([event.product], context.items) : context.items),
    }),
    takeAccount: assign(({ context }, cards: ViewedCard[]) => ({
      owner: context.member,
      items: mergeViews(cards.map(viewedFromCard), context.items),
    })),
  },
  guards: {
    isGuest: ({ context }) => context.member === null,
    hasGuestList: ({ context }) => context.owner === null && context.items.length > 0,
    sessionChanged: ({ context, event }) => event.type === 'SESSION' && event.member !== context.member,
  },
}).createMachine({
  id: 'recentlyViewed',
  context: ({ input }) => ({ ...restoreViews(input.stored), member: input.member }),
  initial: 'starting',
  on: {
    SESSION: { guard: 'sessionChanged', target: '.starting', actions: assign({ member: ({ event }) => event.member }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'isGuest', target: 'guest' },
        { guard: 'hasGuestList', target: 'signedIn.merging' },
        { target: 'signedIn.loading' },
      ],
    },
    guest: {
      // A member's list stays with the account when the member signs out.
      entry: [assign(({ context }) => (context.owner === null ? {} : { owner: null, items: [] })), { type: 'persist', params: stored }],
      on: { VIEWED: { actions: ['add', { type: 'persist', params: stored }] } },
    },
    signedIn: {
      initial: 'loading',
      on: {
        VIEWED: {
          actions: [
            'add',
            { type: 'persist', params: stored },
            { type: 'record', params: ({ event }) => ({ spuId: event.product.spuId }) },
          ],
        },
      },
      states: {
        merging: {
          invoke: {
            src: 'merge',
            input: ({ context }) => ({ items: context.items.map(({ spuId, viewedAt }) => ({ spuId, viewedAt })) }),
            onDone: { target: 'ready', actions: { type: 'takeAccount', params: ({ event }) => event.output } },
            // The guest's list stays marked as a guest's: the next start merges it again.
            onError: { target: 'ready' },
          },
        },
        loading: {
          // Another member's list is not shown to this one.
          entry: assign(({ context }) => (context.owner === context.member ? {} : { items: [] })),
          invoke: {
            src: 'load',
            onDone: { target: 'ready', actions: { type: 'takeAccount', params: ({ event }) => event.output } },
            // The list kept in the browser is shown as it is.
            onError: { target: 'ready' },
          },
        },
        ready: { entry: { type: 'persist', params: stored } },
      },
    },
  },
})
