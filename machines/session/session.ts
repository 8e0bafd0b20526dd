import { type ActorRefFrom, assign, fromPromise, sendTo, setup, waitFor } from 'xstate'
import type { Tenant, UserInfo } from '../../contract/api'
import type { MyShop } from '../../contract/catalog'
import { defaultCurrency, defaultLanguage, fallbackTenantId, type Language, type Population } from '../../contract/locale'
import { shopStatus } from '../../contract/status'
import type { UnreadCounts } from '../../contract/systemMessages'
import { noUnread, type UnreadCountsEvent, unreadPollMachine } from './unreadPoll'

/** What the session keeps; the app persists it under the local-storage keys of docs/behaviour.md#session-and-roles. */
export interface SessionContext {
  token: string | null
  email: string | null
  userId: number | null
  userInfo: UserInfo | null
  tenantId: number
  platformName: string
  lang: Language
  currencyCode: string
  symbol: string
  population: Population
  cartCount: number
  favoriteCount: number
  /** Unread system and leave messages, for the dots; polled while logged in (machines/session/unreadPoll.ts). */
  unread: UnreadCounts
  /** The user's own shop (getShopInfoflag), loaded once per login; null while unknown or for a guest. */
  userShopInfo: MyShop | null
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string; email: string; userId: number }
  | { type: 'LOGOUT' }
  /** The session ended (a 401, a new password); `next` is where to go once logged in again. */
  | { type: 'UNAUTHORIZED'; next?: string }
  /** The service revoked the token (a new password): signed out here and now, /login comes with UNAUTHORIZED. */
  | { type: 'TOKEN_REVOKED' }
  | { type: 'USER_UPDATED'; userInfo: UserInfo }
  | { type: 'SET_LANG'; lang: Language }
  | { type: 'SET_CURRENCY'; currencyCode: string; symbol: string }
  | { type: 'SET_POPULATION'; population: Population }
  | { type: 'SET_COUNTS'; cartCount?: number; favoriteCount?: number }
  /** The user's shop may have changed (an application was approved): load it again. */
  | { type: 'SHOP_CHANGED' }
  /** Ask for the unread counts now (a message was just read). */
  | { type: 'UNREAD_REFRESH' }
  | UnreadCountsEvent

export const initialSession = (stored: Partial<SessionContext> = {}): SessionContext => ({
  token: null,
  email: null,
  userId: null,
  userInfo: null,
  tenantId: fallbackTenantId,
  platformName: '',
  lang: defaultLanguage,
  currencyCode: defaultCurrency.code,
  symbol: defaultCurrency.symbol,
  population: 'female',
  cartCount: 0,
  favoriteCount: 0,
  ...stored,
  unread: noUnread,
  userShopInfo: null,
})

const signedOut = {
  token: null,
  email: null,
  userId: null,
  userInfo: null,
  cartCount: 0,
  favoriteCount: 0,
  unread: noUnread,
  userShopInfo: null,
} as const

/** docs/behaviour.md#session-and-roles: the shop home link replaces "Apply for a shop" once the user's shop is open (status 1). */
export const openShopOf = (context: Pick<SessionContext, 'userShopInfo'>) =>
  context.userShopInfo?.status === shopStatus.open ? context.userShopInfo.data : null

/** The user runs this shop (whatever its status), so may not buy from it (docs/behaviour.md#checkout). */
export const runsShop = (context: Pick<SessionContext, 'userShopInfo'>, shopId: number) => context.userShopInfo?.data?.id === shopId

/**
 * The root session actor: resolves the tenant from the host, keeps who is logged in, the
 * language, currency and population, and ends the session on logout or on a 401.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext & { host: string },
    events: {} as SessionEvent,
    input: {} as { stored: Partial<SessionContext>; host: string },
  },
  actors: {
    resolveTenant: fromPromise<Tenant | null, { host: string }>(async () => null),
    loadUser: fromPromise<UserInfo, { token: string }>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
    logout: fromPromise<void, { token: string }>(async () => undefined),
    /** The header's bag and wishlist counts of the logged-in shopper. */
    loadCounts: fromPromise<{ cartCount: number; favoriteCount: number }>(async () => {
      throw new Error('loadCounts is provided by the app')
    }),
    /** The user's own shop and its status (getShopInfoflag). */
    loadShop: fromPromise<MyShop>(async () => {
      throw new Error('loadShop is provided by the app')
    }),
    /** The unread counts' poll, run while a member; its fetch and visibility actors are provided by the app. */
    unreadPoll: unreadPollMachine,
  },
  actions: {
    /** Writes the context to storage; provided by the app. */
    persist: () => {},
    /** Reloads the page after a language change; provided by the app. */
    reload: () => {},
    /** Sends the shopper to /login, and after it to `next` when given; provided by the app. */
    goToLogin: (_, _params: { next?: string }) => {},
    clearUser: assign(() => ({ ...signedOut })),
    logIn: assign(({ event }) =>
      event.type === 'LOGGED_IN' ? { token: event.token, email: event.email, userId: event.userId, userShopInfo: null } : {},
    ),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...initialSession(input.stored), host: input.host }),
  initial: 'resolvingTenant',
  states: {
    resolvingTenant: {
      invoke: {
        src: 'resolveTenant',
        input: ({ context }) => ({ host: context.host }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) =>
              event.output ? { tenantId: event.output.id, platformName: event.output.name } : { tenantId: fallbackTenantId },
            ),
            'persist',
          ],
        },
        onError: { target: 'ready', actions: [assign({ tenantId: fallbackTenantId }), 'persist'] },
      },
    },
    ready: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'guest' }] },
        guest: {
          on: {
            LOGGED_IN: { target: 'loadingUser', actions: ['logIn', 'persist'] },
          },
        },
        loadingUser: {
          invoke: {
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'member', actions: [assign(({ event }) => ({ userInfo: event.output })), 'persist'] },
            // A 401 arrives as UNAUTHORIZED from the API client; other failures keep the token.
            onError: { target: 'member' },
          },
        },
        member: {
          invoke: [
            {
              src: 'loadCounts',
              onDone: {
                actions: assign(({ event }) => ({
                  cartCount: Math.max(0, event.output.cartCount),
                  favoriteCount: Math.max(0, event.output.favoriteCount),
                })),
              },
              // Counts are a convenience: the header shows the last known ones when they fail.
              onError: {},
            },
            { id: 'unreadPoll', src: 'unreadPoll', input: {} },
          ],
          initial: 'loadingShop',
          states: {
            loadingShop: {
              invoke: {
                src: 'loadShop',
                onDone: { target: 'shopKnown', actions: assign(({ event }) => ({ userShopInfo: event.output })) },
                // The menu keeps offering "Apply for a shop"; the service still refuses an owner's own pieces.
                onError: { target: 'shopKnown' },
              },
              on: { SHOP_CHANGED: { target: 'loadingShop', reenter: true } },
            },
            shopKnown: { on: { SHOP_CHANGED: 'loadingShop' } },
          },
          on: {
            UNREAD_COUNTS: { actions: assign(({ event }) => ({ unread: event.counts })) },
            UNREAD_REFRESH: { actions: sendTo('unreadPoll', { type: 'REFRESH' }) },
            USER_UPDATED: { actions: [assign(({ event }) => ({ userInfo: event.userInfo })), 'persist'] },
            LOGOUT: { target: 'loggingOut' },
            LOGGED_IN: { target: 'loadingUser', actions: ['logIn', 'persist'] },
          },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'guest', actions: ['clearUser', 'persist', { type: 'goToLogin', params: {} }] },
            onError: { target: 'guest', actions: ['clearUser', 'persist', { type: 'goToLogin', params: {} }] },
          },
        },
      },
      on: {
        TOKEN_REVOKED: { target: '.guest', actions: ['clearUser', 'persist'] },
        UNAUTHORIZED: {
          target: '.guest',
          actions: ['clearUser', 'persist', { type: 'goToLogin', params: ({ event }) => ({ next: event.next }) }],
        },
        SET_LANG: { actions: [assign(({ event }) => ({ lang: event.lang })), 'persist', 'reload'] },
        SET_CURRENCY: { actions: [assign(({ event }) => ({ currencyCode: event.currencyCode, symbol: event.symbol })), 'persist'] },
        SET_POPULATION: { actions: [assign(({ event }) => ({ population: event.population })), 'persist'] },
        SET_COUNTS: {
          actions: assign(({ context, event }) => ({
            cartCount: Math.max(0, event.cartCount ?? context.cartCount),
            favoriteCount: Math.max(0, event.favoriteCount ?? context.favoriteCount),
          })),
        },
      },
    },
  },
})

/** The user's open shop once the session knows it (a first page's loader or guard may run before it does); null for a guest. */
export async function knownOpenShop(session: ActorRefFrom<typeof sessionMachine>) {
  const known = await waitFor(session, (s) => !s.context.token || s.matches({ ready: { member: 'shopKnown' } }), {
    timeout: Number.POSITIVE_INFINITY,
  })
  return openShopOf(known.context)
}
