import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offlinePage } from '../../contract/offline'
import type { ViewedProduct } from '../../machines/recentlyViewed/viewedProducts'
import { offlineHtml as pageOf } from '../../server/modules/pwa/offlinePage'
import { offlineCopy, saveOfflineCopy } from '../../src/components/recentlyViewed/offlineCopy'
import { offlineHtml, refreshOfflinePage } from '../../src/pwa/offlinePage'

/** Cache Storage as a service worker and its pages share it, in memory. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const keyOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), 'https://shop.test').href
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(keyOf(request), response),
    }
  }
  const match = async (request: RequestInfo | URL, options: { cacheName?: string } = {}) => {
    const names = options.cacheName ? [options.cacheName] : [...stores.keys()]
    for (const name of names) {
      const hit = stores.get(name)?.get(keyOf(request))
      if (hit) return hit.clone()
    }
    return undefined
  }
  return { open, match, stores }
}

const brand = { name: 'Maison', logo: null, background: '#f5f3ec', ink: '#1f3a34' }
/** The service's offline page in a language, as /offline answers it. */
const served = (lang: 'en' | 'fr') => {
  const { html, policy } = pageOf(brand, lang)
  return new Response(html, { headers: { 'content-type': 'text/html', 'content-language': lang, 'content-security-policy': policy } })
}
const viewed = (spuId: number, more: Partial<ViewedProduct> = {}): ViewedProduct => ({
  spuId,
  shopId: 3,
  name: `Dress ${spuId}`,
  brandName: 'Nordlys',
  picUrl: `/media/p/${spuId}.svg`,
  viewedAt: 1000 - spuId,
  ...more,
})

let caches: ReturnType<typeof fakeCaches>
const fetch = vi.fn(async (url: string) => served(new URL(url, 'https://shop.test').searchParams.get('lang') === 'fr' ? 'fr' : 'en'))
beforeEach(() => {
  caches = fakeCaches()
  vi.stubGlobal('caches', caches)
  vi.stubGlobal('fetch', fetch)
  fetch.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

/** Lets the page's fire-and-forget copy reach Cache Storage. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the service worker’s offline page', () => {
  it('is kept at install, in the prefs cookie’s language, and fetched again only for another language', async () => {
    expect(await offlineHtml()).toBeNull()
    await refreshOfflinePage()
    expect(fetch).toHaveBeenLastCalledWith(offlinePage.path, { credentials: 'same-origin', cache: 'no-store' })
    await refreshOfflinePage('en')
    expect(fetch).toHaveBeenCalledTimes(1)
    await refreshOfflinePage('fr')
    expect(fetch).toHaveBeenLastCalledWith(`${offlinePage.path}?lang=fr`, expect.anything())
    expect(await (await offlineHtml())!.text()).toContain('<html lang="fr">')
  })

  it('keeps the page it has when the service cannot be reached', async () => {
    await refreshOfflinePage('fr')
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await refreshOfflinePage('en')
    expect(await (await offlineHtml())!.text()).toContain('<html lang="fr">')
  })

  it('leaves the recently viewed section out when the shopper viewed nothing, keeping the page’s policy', async () => {
    await refreshOfflinePage('en')
    const page = (await offlineHtml())!
    const html = await page.text()
    expect(html).toContain('<h1>You are offline</h1>')
    expect(html).not.toContain('Recently viewed')
    expect(html).not.toContain(offlinePage.sectionStart)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('lists the products the page copied, newest first, with the pictures the worker has kept', async () => {
    await refreshOfflinePage('en')
    const pictures = await caches.open('vitrine-pictures')
    await pictures.put('/media/p/1.svg', new Response('<svg/>'))
    saveOfflineCopy([
      viewed(1),
      viewed(2),
      viewed(3, { name: 'Silk <b>& "lace"</b>', picUrl: 'data:image/svg+xml,%3Csvg%2F%3E' }),
      viewed(4, { picUrl: 'https://elsewhere.example/4.png' }),
    ])
    await settle()
    // Junk another version might have written is skipped.
    const copy = await caches.open(offlineCopy.cache)
    const items = [...((await (await copy.match(offlineCopy.url))!.json()) as unknown[]), { spuId: 'x' }]
    await copy.put(offlineCopy.url, new Response(JSON.stringify(items)))
    const html = await (await offlineHtml())!.text()
    const list = html.slice(html.indexOf('<ul>'), html.indexOf('</ul>'))
    expect(list.match(/<li>/g)).toHaveLength(4)
    expect(list).toContain(
      '<li><a href="/productDetail?no=1&amp;shopId=3"><img src="/media/p/1.svg" alt="" width="300" height="400"><span class="by">Nordlys</span><span>Dress 1</span></a></li>',
    )
    expect(list).toContain('<a href="/productDetail?no=2&amp;shopId=3"><span class="blank"></span>')
    expect(list).toContain('<img src="data:image/svg+xml,%3Csvg%2F%3E"')
    expect(list).toContain('Silk &#60;b&#62;&#38; &#34;lace&#34;&#60;/b&#62;')
    expect(list).not.toContain('elsewhere.example')
    expect(html).toContain('<h2 id="recent">Recently viewed</h2>')
  })
})
