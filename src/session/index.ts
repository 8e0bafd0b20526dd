import { useSelector } from '@xstate/react'
import { createActor, fromPromise, waitFor } from 'xstate'
import { openShopOf, sessionMachine, type SessionContext } from '../../machines/session/session'
import { unreadPollMachine } from '../../machines/session/unreadPoll'
import { authApi } from '../api/auth'
import { cartApi } from '../api/cart'
import { favouriteApi } from '../api/favourite'
import { shopApi } from '../api/shop'
import { systemMessageApi } from '../api/systemMessages'
import { userApi } from '../api/user'
import { configureApi } from '../api/client'
import { tenantApi } from '../api/tenant'
import { loadSession, reloadIn, saveSession } from './storage'
import { visiblePoller } from './visibility'

/** Where the app sends the shopper when the session ends (then to `next`); set by the router at start. */
let goToLogin = (_next?: string) => window.location.assign('/login')
export const setGoToLogin = (fn: (next?: string) => void) => {
  goToLogin = fn
}

const machine = sessionMachine.provide({
  actors: {
    resolveTenant: fromPromise(({ input }) => tenantApi.tenantByWebsite({ website: input.host })),
    loadUser: fromPromise(() => userApi.userInfo()),
    loadCounts: fromPromise(async () => {
      const [cartCount, favoriteCount] = await Promise.all([cartApi.cartCount(), favouriteApi.favouriteCount()])
      return { cartCount, favoriteCount }
    }),
    loadShop: fromPromise(() => shopApi.myShop()),
    logout: fromPromise(async () => {
      await authApi.logout()
    }),
    unreadPoll: unreadPollMachine.provide({
      actors: { fetchUnread: fromPromise(() => systemMessageApi.unread()), poller: visiblePoller },
    }),
  },
  actions: {
    persist: ({ context }) => saveSession(context),
    reload: ({ context }) => reloadIn(context.lang),
    goToLogin: (_, { next }) => goToLogin(next),
  },
})

type SessionInput = { stored: Partial<SessionContext>; host: string }
const createSession = (input: SessionInput) => createActor(machine, { input })
export type SessionActor = ReturnType<typeof createSession>

/**
 * The one session actor of the storefront: in the browser, from what it stored; on the service,
 * drawing a first view, from the request (startServerSession), before anything reads it.
 */
export let sessionActor: SessionActor =
  typeof window === 'undefined' ? (null as unknown as SessionActor) : createSession({ stored: loadSession(), host: window.location.host })

/** The service's first view (entry-server.tsx): a guest's session with the request's preferences, on its own copy of the app. */
export function startServerSession(input: SessionInput) {
  // Set before it starts: its first step (the tenant's look-up) asks the API client, which reads this actor.
  sessionActor = createSession(input)
  return sessionActor.start()
}

configureApi({
  context: () => sessionActor.getSnapshot().context,
  onSessionEnded: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
})

if (typeof window !== 'undefined') sessionActor.start()

/** Reads one narrow value of the session; re-renders only when it changes. */
export const useSession = <T>(select: (s: SessionContext) => T) => useSelector(sessionActor, (s) => select(s.context))
export const useIsLoggedIn = () => useSelector(sessionActor, (s) => Boolean(s.context.token))
/** The unread counts behind the dots (0 when logged out). */
export const useUnread = () => useSelector(sessionActor, (s) => s.context.unread)
/** A message was read: the dots ask for the counts now rather than at the next poll. */
export const refreshUnread = () => sessionActor.send({ type: 'UNREAD_REFRESH' })
/** The user's open shop ({ id, shopname }) behind "My shop", or null. */
export const useOpenShop = () => useSelector(sessionActor, (s) => openShopOf(s.context))
/** The user's shop was created or changed (an application approved): the menu asks for it again. */
export const shopChanged = () => sessionActor.send({ type: 'SHOP_CHANGED' })
export const useSessionReady = () => useSelector(sessionActor, (s) => s.matches('ready'))

/** Resolves once the tenant is known, so every request carries the right tenant-id. */
export const sessionReady = (session: SessionActor) =>
  waitFor(session, (s) => s.matches('ready'), { timeout: Infinity }).then(() => undefined)
