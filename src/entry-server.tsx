import createCache from '@emotion/cache'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { FirstView, FirstViewRequest } from '../contract/boot'
import { answerOnlyFrom } from './api/client'
import { keepChakraSystem, StorefrontChakra } from './chakra'
import { activateLanguage, i18n } from './i18n'
import { drawPageFor } from './lib/page'
import { type AppRouter, createAppRouter } from './router'
import { firstPageDrawnByService } from './screens/shell/firstPage'
import { startServerSession } from './session'

/** Done once, before the first page: loads what the app requires and builds what the copies share. */
export const prepareFirstView = (kept: Map<string, unknown>) => keepChakraSystem(kept)

/** Whether every route of the page loaded from the replies alone (no further redirect, no error, nothing pending). */
const drawable = (router: AppRouter) =>
  router._serverResult?.type === 'render' && router.state.matches.length > 0 && router.state.matches.every((m) => m.status === 'success')

/**
 * The router loaded at the page's address; a redirect (a guest at a member's page goes to the login
 * page) is followed once, as the browser's router follows it before it takes the page over.
 */
async function loadedRouter(session: ReturnType<typeof startServerSession>, href: string, follow = true): Promise<AppRouter> {
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: [href] }))
  await router.load()
  const result = router._serverResult
  const to = result?.type === 'redirect' && follow ? result.redirect.headers.get('Location') : null
  return to ? loadedRouter(session, to, false) : router
}

/**
 * The page's first view as HTML, drawn by the storefront itself (docs/performance.md#the-first-view):
 * its route tree at the request's address, with the session, language and data the browser will
 * have when it takes the HTML over (src/main.tsx), so the two renders match. Null when the page
 * needs what only the browser has (a request not among the replies, a second redirect): the browser then
 * draws it as before. Called on a fresh copy of the app each time (server/http/firstView.ts);
 * `kept`: what the copies share, the same for every page (Chakra's system).
 */
export async function renderFirstView(request: FirstViewRequest, kept: Map<string, unknown>): Promise<FirstView | null> {
  keepChakraSystem(kept)
  answerOnlyFrom(request.replies)
  drawPageFor(request)
  const session = startServerSession({ stored: request.prefs, host: new URL(request.origin).host })
  await activateLanguage(request.prefs.lang)
  firstPageDrawnByService()
  const router = await loadedRouter(session, request.href)
  if (!drawable(router)) return null
  const cache = createCache({ key: 'css', nonce: request.nonce })
  const html = withoutHints(
    renderToString(
      <StrictMode>
        <StorefrontChakra cache={cache}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </StorefrontChakra>
      </StrictMode>,
    ),
  )
  return { html, pathname: router.state.location.pathname }
}

/**
 * React starts a view drawn outside a whole document with the preloads it found (a picture with
 * high priority); in the browser it takes them for the view's first elements, which the app's do
 * not match. The page's head already asks for its largest picture (server/http/boot.ts).
 */
const withoutHints = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '')
