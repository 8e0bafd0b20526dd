import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from './lib/searchParams'
import { routeTree } from './routeTree.gen'
import type { SessionActor } from './session'

/** The storefront's router: the browser's (main.tsx) and the first view's on the service (entry-server.tsx). */
export const createAppRouter = (session: SessionActor, history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultNotFoundComponent: () => null,
    parseSearch,
    stringifySearch,
  })

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
