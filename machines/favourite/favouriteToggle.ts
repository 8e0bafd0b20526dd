import { assign, fromPromise, setup } from 'xstate'
import { failureMessage } from '../lib/formFields'

export type FavouriteKind = 'product' | 'shop'

export interface FavouriteInput {
  kind: FavouriteKind
  /** The product's spuId or the shop's id. */
  id: number
  /** The product's shop (products only). */
  shopId?: number
  initial: 0 | 1
  /** A count shown next to the toggle (a shop's fans); never below 0. */
  count?: number
}

export interface FavouriteContext extends Required<Omit<FavouriteInput, 'initial' | 'shopId'>> {
  shopId: number | null
  flag: 0 | 1
}

/** What the app's `setFavourite` actor receives: add when `on`, remove otherwise. */
export interface SetFavouriteInput {
  kind: FavouriteKind
  id: number
  shopId: number | null
  on: boolean
}

const flipped = (context: FavouriteContext) => {
  const flag: 0 | 1 = context.flag === 1 ? 0 : 1
  return { flag, count: Math.max(0, context.count + (flag === 1 ? 1 : -1)) }
}

/**
 * A heart for a product or a shop: flips at once (optimistic), tells the server, and flips
 * back if the server refuses. Guests are sent to log in instead.
 */
export const favouriteToggleMachine = setup({
  types: {
    context: {} as FavouriteContext,
    input: {} as FavouriteInput,
    events: {} as { type: 'TOGGLE' } | { type: 'RESET'; flag: 0 | 1; count?: number },
  },
  actors: {
    setFavourite: fromPromise<unknown, SetFavouriteInput>(async () => {
      throw new Error('setFavourite is provided by the app')
    }),
  },
  guards: {
    /** Provided by the app from the session. */
    signedIn: () => false,
  },
  actions: {
    /** Asks the guest to log in (the app's login dialog, which toggles once signed in); provided by the app. */
    goToLogin: () => {},
    /** The user's favourite count moved by `delta` (+1 or -1); provided by the app. */
    countChanged: (_, _delta: { kind: FavouriteKind; delta: 1 | -1 }) => {},
    notifyFailure: (_, _message: string | null) => {},
    flip: assign(({ context }) => flipped(context)),
  },
}).createMachine({
  id: 'favouriteToggle',
  context: ({ input }) => ({
    kind: input.kind,
    id: input.id,
    shopId: input.shopId ?? null,
    flag: input.initial,
    count: Math.max(0, input.count ?? 0),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: [
          {
            guard: { type: 'signedIn' },
            target: 'toggling',
            actions: [
              'flip',
              { type: 'countChanged', params: ({ context }) => ({ kind: context.kind, delta: context.flag === 1 ? 1 : -1 }) },
            ],
          },
          { actions: 'goToLogin' },
        ],
        RESET: { actions: assign(({ context, event }) => ({ flag: event.flag, count: Math.max(0, event.count ?? context.count) })) },
      },
    },
    toggling: {
      invoke: {
        src: 'setFavourite',
        input: ({ context }) => ({ kind: context.kind, id: context.id, shopId: context.shopId, on: context.flag === 1 }),
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: [
            'flip',
            { type: 'countChanged', params: ({ context }) => ({ kind: context.kind, delta: context.flag === 1 ? 1 : -1 }) },
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
  },
})
