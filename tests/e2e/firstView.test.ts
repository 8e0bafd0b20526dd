import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { encodePrefs, defaultPrefs } from '../../contract/boot'
import { productUrl, useBrowser } from './browser'
import { api } from './journey'

const browser = useBrowser()
const phone = 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36'
const list = '/categoryIndex?type=category&categoryId=3&navigation=4'

/** The page as the service sends it, and the inside of its #root. */
async function served(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(productUrl('localhost', path), { headers: { 'user-agent': phone, ...headers } })
  const html = await res.text()
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length
  const end = /<\/div>\s*<script/g
  end.lastIndex = start
  const root = html.slice(start, end.exec(html)?.index)
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  return { html, root, nonce }
}

async function phonePage(javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, userAgent: phone, javaScriptEnabled })
  const page = await context.newPage()
  // Without script, axe cannot run in the page: such a page is closed before its context's audit.
  const close = async () => {
    if (!javaScriptEnabled) await page.close()
    await context.close()
  }
  return { page, close }
}

/** React's reports of a first view it could not take over as it was (a mismatch makes it draw the page again). */
function recoverableErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(String(e)))
  return errors
}

describe("a guest's first visit paints from the page's HTML", () => {
  it('home, a list and a product come drawn, their styles under the page’s nonce', async () => {
    for (const [path, expected] of [
      ['/', /<img[^>]+fetchpriority="high"/i],
      [list, /<article/],
      ['/productDetail?no=1', /<h1/],
    ] as const) {
      const { root, nonce } = await served(path)
      expect(root, path).toMatch(expected)
      const styles = [...root.matchAll(/<style data-emotion="[^"]*"([^>]*)>/g)]
      expect(styles.length, path).toBeGreaterThan(0)
      for (const [, attributes] of styles) expect(attributes, path).toContain(`nonce="${nonce}"`)
    }
  })

  it('shows the page without its script: the hero, the cards, the product', async () => {
    const { page, close } = await phonePage(false)
    // Only the page as it came: no app will take it over.
    const open = (path: string) =>
      page.goto(productUrl('localhost', path), { waitUntil: 'commit' }).then(() => page.waitForLoadState('load'))
    await open('/')
    await expect.poll(() => page.locator('main section img').first().isVisible()).toBe(true)
    await open(list)
    expect(await page.locator('main article').count()).toBeGreaterThan(0)
    await open('/productDetail?no=1')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    await close()
  })

  it("draws another tenant's page on its own host, with its name", async () => {
    const { page, close } = await phonePage(false)
    await page.goto(productUrl('maison.localhost', '/'), { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    expect(await page.getByRole('banner').getByRole('img', { name: 'Maison' }).count()).toBe(1)
    expect(await page.locator('main section img').count()).toBeGreaterThan(0)
    await close()
    // And the app takes it over as it was drawn.
    const live = await phonePage(true)
    const errors = recoverableErrors(live.page)
    await live.page.goto(productUrl('maison.localhost', '/'))
    expect(await live.page.evaluate(() => document.documentElement.dataset.app)).toBe('live')
    expect(errors).toEqual([])
    await live.close()
  })

  it('is taken over by the app as it was drawn, then works as the app', async () => {
    const { page, close } = await phonePage(true)
    const errors = recoverableErrors(page)
    // The app's code waits until the drawn card is marked: a card the app drew again would lose the mark.
    let release = () => {}
    const marked = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await marked
      await route.continue()
    })
    await page.goto(productUrl('localhost', list), { waitUntil: 'commit' })
    const card = page.locator('main article').first()
    await card.waitFor()
    await card.evaluate((el) => el.setAttribute('data-drawn', 'service'))
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    release()
    // Taken over: React holds the very element drawn (a card drawn again would be a new, unmarked one).
    await page.waitForFunction(() => {
      const drawn = document.querySelector('main article[data-drawn="service"]')
      return drawn !== null && Object.keys(drawn).some((key) => key.startsWith('__reactFiber'))
    })
    // And a click on it is the app's: the product opens without loading a new document.
    await page.locator('main article[data-drawn="service"] a').first().click()
    await page.waitForURL(/\/productDetail\?/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it("asks for the app's code only once the page's largest picture is painted", async () => {
    const { page, close } = await phonePage(true)
    for (const path of ['/', list, '/productDetail?no=1', '/basket']) {
      await page.goto(productUrl('localhost', path))
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live')
      const { picture, first, code, why } = await page.evaluate(async () => {
        const declared = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
        )
        const ofPicture = paints.find((p) => !declared || (p as PerformanceEntry & { url: string }).url === declared)
        const vendor = performance.getEntriesByType('resource').find((r) => /\/assets\/vendor-[^/]+\.js$/.test(r.name))
        return {
          picture: ofPicture?.startTime ?? -1,
          first: paints[0]?.startTime ?? -1,
          code: vendor?.startTime ?? -1,
          why: document.documentElement.dataset.code,
        }
      })
      // On a busy machine the picture may paint after its decoding's two frames: the code then waits for those.
      expect(['painted', 'decoded'], path).toContain(why)
      expect(first, path).toBeGreaterThan(0)
      expect(code, path).toBeGreaterThanOrEqual(first)
      if (why === 'painted') expect(code, path).toBeGreaterThanOrEqual(picture)
      if (why === 'painted') expect(picture, path).toBeGreaterThan(0)
    }
    await close()
  })

  it('draws a guest at a member page the login page it leads to, which the app takes over there', async () => {
    const { root, html } = await served('/basket')
    expect(root).toMatch(/<input[^>]+type="password"/)
    // The code it comes with is the login page's, not the bag's.
    const code = html.slice(html.indexOf('<template id="vitrine-code">'), html.indexOf('</template>'))
    expect(code).toMatch(/href="\/assets\/login-[^"]+\.js"/)
    expect(code).not.toMatch(/href="\/assets\/basket-[^"]+\.js"/)
    const { page, close } = await phonePage(true)
    const errors = recoverableErrors(page)
    await page.goto(productUrl('localhost', '/basket'))
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live')
    const url = new URL(page.url())
    expect(url.pathname + url.search).toBe('/login?redirect=%2Fbasket')
    expect(errors).toEqual([])
    await close()
  })

  it('comes drawn for a guest to a member whose prefs cookie it did not get, and the app draws it anew without a mismatch', async () => {
    const member = await api<{ accessToken: string; userId: number }>('', 'POST', '/member/firstauth/login', {
      mailbox: 'demo@vitrine.test',
      password: 'Demo12345',
    })
    const { page, close } = await phonePage(true)
    // Signed in on this browser before (the token kept), the cookie gone: the service sees a guest.
    await page.addInitScript((s) => {
      localStorage.setItem('token', s.accessToken)
      localStorage.setItem('email', 'demo@vitrine.test')
      localStorage.setItem('userInfo', JSON.stringify({ id: s.userId, email: 'demo@vitrine.test' }))
    }, member)
    const errors = recoverableErrors(page)
    const drawn = page.waitForResponse((r) => r.url() === productUrl('localhost', list))
    await page.goto(productUrl('localhost', list))
    expect(await (await drawn).text()).toContain('<article')
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live')
    await page.locator('main article').first().waitFor()
    expect(errors).toEqual([])
    await close()
  })

  it('is not drawn for a member, whom the app draws as before', async () => {
    const member = encodePrefs({ ...defaultPrefs, member: true })
    expect((await served('/', { cookie: `vitrine-prefs=${member}` })).root).toBe('')
    expect((await served('/')).root).not.toBe('')
  })
})
