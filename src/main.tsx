import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { prepareChakra, StorefrontChakra } from './chakra'
import { activateLanguage, i18n } from './i18n'
import { parseSearch, stringifySearch } from './lib/searchParams'
import { routeTree } from './routeTree.gen'
import { sessionActor, setGoToLogin } from './session'

export const router = createRouter({
  routeTree,
  context: { session: sessionActor },
  defaultPreload: 'intent',
  scrollRestoration: false,
  defaultNotFoundComponent: () => null,
  parseSearch,
  stringifySearch,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setGoToLogin((next) => void router.navigate({ to: '/login', search: { redirect: next } }))

// docs/behaviour.md#layout: every navigation starts at the top of the page.
router.subscribe('onResolved', ({ hrefChanged }) => {
  if (hrefChanged) window.scrollTo(0, 0)
})

// The service wrote the first page's head (server/seo); from the first navigation on, the storefront keeps it right.
router.subscribe('onResolved', ({ fromLocation }) => {
  if (fromLocation || !document.querySelector('link[rel="canonical"]')) void import('./lib/headKeeper').then((m) => m.keepHead(router))
})

// Prices come converted by the service: a new currency reloads the data on screen.
let currency = sessionActor.getSnapshot().context.currencyCode
sessionActor.subscribe(({ context }) => {
  if (context.currencyCode === currency) return
  currency = context.currencyCode
  void router.invalidate()
})

await activateLanguage(sessionActor.getSnapshot().context.lang)
// Three tasks instead of one long one: the modules' evaluation, Chakra's system, the first render.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
await nextTask()
prepareChakra()
await nextTask()

// In a transition, React renders the app's first tree in short slices instead of one long task.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <StorefrontChakra>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StorefrontChakra>
    </StrictMode>,
  ),
)
