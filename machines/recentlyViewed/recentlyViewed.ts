import { assign, fromPromise, setup } from 'xstate'
import type { RecentlyViewedMerge, ViewedCard } from '../../contract/recentlyViewed'
import { mergeViews, restoreViews, type StoredViews, viewedFromCard, type ViewedProduct } from './viewedProducts'

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
