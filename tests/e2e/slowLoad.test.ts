import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { productUrl, useBrowser } from './browser'

/**
 * SPEC.md: chunk loads time out at 120 s (issue 31). A page whose code and data never arrive (a
 * stalled connection) shows, after 120 s on the page's clock, a notice offering to try again;
 * trying again loads the page afresh.
 */
const browser = useBrowser()

/**
 * From now on, holds every request for code or data (a stalled connection) until `release`, after
 * which requests go through; answers the count held and the release.
 */
async function stallFromNow(page: Page) {
  const held: Route[] = []
  let stalled = true
  await page.route(/\/assets\/.+\.js$|\/app-api\//, (route) => (stalled ? held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: () => {
      stalled = false
    },
  }
}

describe('a page whose code does not arrive, in Chromium', () => {
  it('offers to try again after 120 s, and trying again loads the page', async () => {
    // No service worker: once installed it answers the route's code from its cache, which no stalled connection holds.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(productUrl('localhost', '/'))
    await page.locator('main').waitFor()
    // A first visit: the cookie notice is up (its code loaded) before the connection stalls.
    const cookieNotice = page.getByRole('region', { name: 'Cookie notice' })
    await cookieNotice.waitFor()
    const stall = await stallFromNow(page)
    // A link followed inside the app: the router asks for the shop directory's code.
    await page.evaluate(() => {
      history.pushState({}, '', '/shop')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(stall.held).toBeGreaterThan(0)
    const notice = page.getByRole('status', { name: 'Slow page' })
    await page.clock.runFor(119_000)
    expect(await notice.count()).toBe(0)
    await page.clock.runFor(1_000)
    await notice.waitFor()
    expect(await notice.textContent()).toContain('This page is taking a long time to load.')
    // On a phone both cards take the full width: the slow page notice leaves a first visit's cookie notice uncovered.
    const cookie = await cookieNotice.boundingBox()
    const slow = await notice.boundingBox()
    expect(cookie && slow && (slow.y + slow.height <= cookie.y || cookie.y + cookie.height <= slow.y)).toBe(true)

    await page.evaluate(() => Object.assign(window, { beforeRetry: true }))
    stall.release()
    // The page's clock is held, and with it the animation frames a click waits for to see the button still.
    await notice.getByRole('button', { name: 'Try again' }).dispatchEvent('click')
    // A new document: the page was loaded afresh, not just re-rendered.
    await expect.poll(() => page.evaluate(() => 'beforeRetry' in window).catch(() => true)).toBe(false)
    await page.locator('main ul > li article').first().waitFor()
    expect(page.url()).toBe(productUrl('localhost', '/shop'))
    expect(await notice.count()).toBe(0)
    await context.close()
  })
})
