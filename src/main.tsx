import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { prepareChakra, StorefrontChakra } from './chakra'
import { activateLanguage, i18n } from './i18n'
import { createAppRouter } from './router'
import { firstPageDrawnByService } from './screens/shell/firstPage'
import { sessionActor, setGoToLogin } from './session'

export const router = createAppRouter(sessionActor)

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

/** Marks the document once the app has drawn its first page or taken over the service's: from then on, the page is the app's. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'live'
  }, [])
  return children
}

const app = (
  <StrictMode>
    <Live>
      <StorefrontChakra>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StorefrontChakra>
    </Live>
  </StrictMode>
)
/**
 * The service drew the first view (server/http/firstView.ts): the same app takes it over once its
 * data is in (from the start-up replies, as on the service), so that its first render matches.
 * Not awaited here: the route's code imports this module, which must have finished first.
 */
async function takeOver(rootElement: HTMLElement) {
  await router.load()
  // Drawn on the service, the routes had no suspense boundaries of the router's own: the browser's render leaves them out too.
  router.ssr = { manifest: undefined }
  firstPageDrawnByService()
  startTransition(() => void hydrateRoot(rootElement, app))
}

const rootElement = document.getElementById('root')!
// The service draws guests' pages only (server/http/boot.ts), told by the prefs cookie: a member whose cookie it did
// not get (cleared, or not written yet on this browser) was sent a guest's page, which the app draws anew (React
// clears it at the first commit) rather than take over as if it were theirs.
const drawnForThisSession = rootElement.hasChildNodes() && !sessionActor.getSnapshot().context.token
if (drawnForThisSession) void takeOver(rootElement)
else {
  // In a transition, React renders the app's first tree in short slices instead of one long task.
  const root = createRoot(rootElement)
  startTransition(() => root.render(app))
}
