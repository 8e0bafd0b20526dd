/// <reference lib="webworker" />
import { offlinePage } from '../../contract/offline'
import type { ViewedProduct } from '../../machines/recentlyViewed/viewedProducts'
import { readOfflineCopy } from '../components/recentlyViewed/offlineCopy'

/** The service worker's copy of the offline page, as the service made it. */
const cacheName = 'vitrine-offline'

/** Fetches the offline page again, in `lang` (else the prefs cookie's language), unless the one kept is in that language already. */
export async function refreshOfflinePage(lang?: string): Promise<void> {
  const cache = await caches.open(cacheName)
  const kept = await cache.match(offlinePage.path)
  if (kept && lang && kept.headers.get('content-language') === lang) return
  const url = lang ? `${offlinePage.path}?lang=${encodeURIComponent(lang)}` : offlinePage.path
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
  if (response?.ok) await cache.put(offlinePage.path, response)
}

/** The offline page with the products the shopper viewed last (their pictures when the worker has them), or null before it is kept. */
export async function offlineHtml(): Promise<Response | null> {
  const kept = await caches.match(offlinePage.path, { cacheName })
  if (!kept) return null
  const [page, items] = await Promise.all([kept.text(), readOfflineCopy()])
  const list = (await Promise.all(items.map(itemHtml))).join('')
  return new Response(items.length ? page.replace(offlinePage.list, () => list) : withoutSection(page), {
    status: kept.status,
    headers: kept.headers,
  })
}

function withoutSection(page: string): string {
  const start = page.indexOf(offlinePage.sectionStart)
  const end = page.indexOf(offlinePage.sectionEnd)
  return start < 0 || end < start ? page : page.slice(0, start) + page.slice(end + offlinePage.sectionEnd.length)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A picture of this site the worker has kept (or one written in its address) shows offline; others would not. */
const pictureAtHand = async (url: string) => url.startsWith('data:image/') || (/^\/(?!\/)/.test(url) && Boolean(await caches.match(url)))

async function itemHtml(item: ViewedProduct): Promise<string> {
  const picture = (await pictureAtHand(item.picUrl))
    ? `<img src="${escapeHtml(item.picUrl)}" alt="" width="300" height="400">`
    : '<span class="blank"></span>'
  const href = `/productDetail?no=${item.spuId}&amp;shopId=${item.shopId}`
  return `<li><a href="${href}">${picture}<span class="by">${escapeHtml(item.brandName)}</span><span>${escapeHtml(item.name)}</span></a></li>`
}
