import { isViewedProduct, type ViewedProduct } from '../../../machines/recentlyViewed/viewedProducts'

/**
 * The copy of the recently viewed list the service worker reads when it draws the offline page
 * (src/pwa/serviceWorker.ts): a worker cannot read local storage, but both sides share Cache Storage.
 */
export const offlineCopy = { cache: 'vitrine-recently-viewed', url: '/offline/recently-viewed.json' } as const

/** Writes the copy; best effort (no Cache Storage outside secure contexts, or storage full). */
export function saveOfflineCopy(items: ViewedProduct[]) {
  if (typeof caches === 'undefined') return
  const body = new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } })
  void caches
    .open(offlineCopy.cache)
    .then((cache) => cache.put(offlineCopy.url, body))
    .catch(() => undefined)
}

/** The copy as the worker finds it: only valid entries, none when there is no copy. */
export async function readOfflineCopy(): Promise<ViewedProduct[]> {
  const copy = await caches.match(offlineCopy.url, { cacheName: offlineCopy.cache })
  const items: unknown = await copy?.json().catch(() => null)
  return Array.isArray(items) ? items.filter(isViewedProduct) : []
}
