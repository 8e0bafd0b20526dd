import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawn, productUrl, useBrowser, wheelUntil } from './browser'
import { clearOfFloating } from './floating'

/**
 * The floating customer-service button (bottom right, over the page) leaves the product page's
 * shop card Contact button, the footer's last link and the go-to-top button uncovered, on a wide
 * screen and a phone, and stands out on the dark footer.
 */
const browser = useBrowser()
let page: Page
let productPath = ''

const service = () => page.getByRole('complementary', { name: 'Quick help' }).getByRole('button', { name: /^Customer service/ })
/** The footer's last link, once the footer (drawn when scrolled near) is on the page. */
async function lastFooterLink() {
  await wheelUntil(page, page.locator('footer a').last(), 800)
  return page.locator('footer a').last()
}

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  await page.goto(productUrl('localhost', '/population/female'))
  await page.locator('main a[href*="/categoryIndex"]').first().click()
  await page.waitForURL(/\/categoryIndex/)
  await page.locator('main article a[href*="/productDetail"]').first().click()
  await page.waitForURL(/\/productDetail\?/)
  productPath = new URL(page.url()).pathname + new URL(page.url()).search
})

afterAll(() => page.context().close())

describe.each([
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])('the floating customer-service button at $width px', (viewport) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport)
    await page.goto(productUrl('localhost', productPath))
    await service().waitFor()
  })

  it("leaves the shop card's Contact button uncovered", async () => {
    await clearOfFloating(page, page.getByRole('button', { name: 'Contact', exact: true }))
  })

  it("leaves the footer's last link and the go-to-top button uncovered", async () => {
    await clearOfFloating(page, await lastFooterLink())
    await clearOfFloating(page, page.getByRole('button', { name: 'Back to top' }))
  })

  it('has a light ring that sets it apart from the dark footer', async () => {
    await (await lastFooterLink()).evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await drawn(page)
    const ring = await ringColour(service())
    const footer = await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(luminance(ring) - luminance(footer)).toBeGreaterThan(0.5)
  })
})

/** The colour of the button's outermost box-shadow ring (the first listed shadow). */
const ringColour = (button: Locator) => button.evaluate((el) => getComputedStyle(el).boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '')

/** The relative luminance (0 black to 1 white) of a computed rgb() colour. */
function luminance(rgb: string) {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}
