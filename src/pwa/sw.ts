/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import type { WorkerMessage } from '../../contract/offline'
import { offlineHtml, refreshOfflinePage } from './offlinePage'
import { servicePaths } from './servicePaths'

/**
 * The storefront's service worker (built by vite-plugin-pwa into /sw.js). It precaches the shell's
 * code and styles, keeps pictures and the pages' code once fetched, and shows the offline page when
 * a storefront page cannot be reached (the service's own pages, servicePaths.ts, are the browser's). Pages themselves always come from the network (each carries its own
 * nonce and start-up replies), and so does everything below /app-api, /admin-api and /private:
 * no answer that carries a token is ever stored.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] }

const days = 24 * 60 * 60
const sameSite = (url: URL) => url.origin === self.location.origin

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** Shoppers' and generated pictures: their addresses name their content, so the first copy is good for good. */
registerRoute(
  ({ url }) => sameSite(url) && /^\/(uploads|media)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'vitrine-pictures',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * days, purgeOnQuotaError: true })],
  }),
)

/** The routes' code beyond the shell (hashed names): an open page of an older version still finds its chunks after a deploy. */
registerRoute(
  ({ url }) => sameSite(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'vitrine-code',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * days, purgeOnQuotaError: true })],
  }),
)

enableNavigationPreload()
const network = new NetworkOnly()
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options)
      } catch {
        return (await offlineHtml()) ?? Response.error()
      }
    },
    { denylist: servicePaths },
  ),
)

self.addEventListener('install', (event) => event.waitUntil(refreshOfflinePage()))
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (message?.type === 'OFFLINE_PAGE') event.waitUntil(refreshOfflinePage(message.lang).finally(() => event.ports[0]?.postMessage(true)))
})
clientsClaim()
