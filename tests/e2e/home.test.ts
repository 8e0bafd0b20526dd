import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { drawn, productUrl, screenshot, useBrowser, wheelUntil } from './browser'

const browser = useBrowser()

async function phoneHome(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(productUrl('localhost', '/'))
  await page.getByRole('region', { name: 'Our brands' }).waitFor()
  // Every part drawn after the first paint is drawn (one a frame): what is still missing waits to be approached.
  await drawn(page)
  return page
}

const carousels = (page: Page) => page.locator('main section[aria-roledescription="carousel"]')

describe('home, on a phone in Chromium', () => {
  it('draws the blocks below the fold and the footer as the shopper scrolls near them', async () => {
    const page = await phoneHome()
    // Half a screen ahead of the view: the far blocks and the footer are not drawn yet.
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    expect(await carousels(page).count()).toBeLessThan(2)
    await wheelUntil(page, page.getByRole('contentinfo'), 700, 20)
    expect(await carousels(page).count()).toBe(2)
    expect(await page.getByRole('heading', { name: 'Trending now' }).count()).toBe(1)
    await screenshot(page, 'home-scrolled')
    await page.context().close()
  })

  it('draws every block and the footer at the first Tab, so the keyboard reaches them all', async () => {
    const page = await phoneHome()
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    await page.keyboard.press('Tab')
    await page.getByRole('contentinfo').waitFor()
    await expect.poll(() => carousels(page).count()).toBe(2)
    await page.context().close()
  })
})

describe('the header at the 1200 px breakpoint', () => {
  it('is the mobile header (menu button) at 1200 px and less, the navigation above', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } })
    const page = await context.newPage()
    await page.goto(productUrl('localhost', '/'))
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await menu.waitFor()
    await page.setViewportSize({ width: 1201, height: 800 })
    await menu.waitFor({ state: 'detached' })
    await page.setViewportSize({ width: 1200, height: 800 })
    await menu.waitFor()
    await context.close()
  })
})
