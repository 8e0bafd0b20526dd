import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoShopperSession, productUrl, screenshot, signedInContext, useBrowser, type WatchedBrowser } from './browser'

const browser = useBrowser()
let context: BrowserContext
let page: Page

/** Logs the demo shopper in through the API and hands the token to the storefront's storage. */
const demoShopperContext = async (b: WatchedBrowser) => signedInContext(b, await demoShopperSession())

const bagCount = async () =>
  Number((await page.getByRole('link', { name: /^Shopping bag \(\d+\)$/ }).getAttribute('aria-label'))?.match(/\d+/)?.[0])

beforeAll(async () => {
  context = await demoShopperContext(browser)
  page = await context.newPage()
})

describe('catalog, as the demo shopper in Chromium', () => {
  let productName = ''

  it('goes from home to the women zone and into a category list', async () => {
    await page.goto(productUrl('localhost', '/'))
    await page.getByRole('navigation', { name: 'Shop by population' }).getByRole('link', { name: 'Women' }).first().click()
    await page.waitForURL(/\/population\/female/)
    await page.locator('main a[href*="/categoryIndex"]').first().click()
    await page.waitForURL(/\/categoryIndex/)
    await page.locator('main article').first().waitFor()
  })

  it('filters by a brand and a size, and the URL keeps both', async () => {
    await page
      .getByRole('button', { name: /^Filter/ })
      .first()
      .click()
    const drawer = page.getByRole('dialog')
    const group = (title: RegExp) => drawer.locator('fieldset').filter({ has: page.locator('legend', { hasText: title }) })
    // Each option is a label around a visually hidden checkbox: a shopper clicks the label.
    for (const title of [/^Brand/, /^Size/]) {
      // Groups start collapsed: open it first.
      await group(title).locator('legend').getByRole('button').click()
      await group(title).locator('label').first().click()
      await expect.poll(() => group(title).getByRole('checkbox').first().isChecked()).toBe(true)
    }
    await drawer.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL(/brandIds=.*attributes=|attributes=.*brandIds=/)
    await page.locator('main article').first().waitFor()
  })

  it('sorts by price, lowest first', async () => {
    await page.getByLabel('Sort by').selectOption('2')
    await page.waitForURL(/sort=2/)
    const shown = () =>
      page.locator('main article [data-price]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)))
    // The list re-renders when the sorted page arrives; until then the previous order shows.
    await expect
      .poll(async () => {
        const list = await shown()
        return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1] <= price)
      })
      .toBe(true)
    await screenshot(page, 'list-filtered-sorted')
  })

  it('sets a highest price in the drawer, and the list narrows to it', async () => {
    // The category list without the brand and size, lowest first: the third card's price is a max that leaves pieces out.
    const url = new URL(page.url())
    for (const name of ['brandIds', 'attributes', 'page']) url.searchParams.delete(name)
    await page.goto(url.toString())
    const prices = () =>
      page.locator('main article [data-price]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)))
    const total = async () => Number((await page.getByText(/^[\d,.\s]+ pieces?$/).innerText()).replace(/\D/g, ''))
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(3)
    const before = await total()
    const max = (await prices())[2]
    await page
      .getByRole('button', { name: /^Filter/ })
      .first()
      .click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('textbox', { name: 'Highest price' }).fill((max / 100).toFixed(2))
    await screenshot(page, 'filter-price')
    await drawer.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL(/maxPrice=\d+/)
    await expect.poll(async () => (await total()) < before && (await prices()).every((price) => price <= max)).toBe(true)
    expect((await prices()).length).toBeGreaterThan(0)
  })

  it('opens a product, chooses colour and size, and adds it to the bag', async () => {
    await page.locator('main article a').first().click()
    await page.waitForURL(/\/productDetail\?/)
    await page.getByRole('button', { name: 'Add to bag' }).waitFor()
    productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const before = await bagCount()
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await page.getByText('Please select a specification').first().waitFor()
    for (const property of await page.locator('main fieldset:has(button[aria-pressed])').all()) {
      const choices = property.locator('button[aria-pressed]:not([disabled])')
      if ((await property.locator('button[aria-pressed="true"]').count()) === 0) await choices.first().click()
    }
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await expect.poll(bagCount).toBe(before + 1)
    // The header's badge shows the number inside its bubble (one line as tall as the bubble).
    const badge = page.getByRole('link', { name: /^Shopping bag/ }).locator('span[aria-hidden]')
    expect(await badge.innerText()).toBe(String(before + 1))
    const box = await badge.evaluate((e) => ({ height: e.clientHeight, line: Number.parseFloat(getComputedStyle(e).lineHeight) }))
    expect(box.line).toBeLessThanOrEqual(box.height)
  })

  it('favourites it and finds it in the wishlist', async () => {
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor()
    await screenshot(page, 'product-detail')
    await page.goto(productUrl('localhost', '/wishlist'))
    await page.getByText(productName).first().waitFor()
  })

  it('searches a shop by name and opens it', async () => {
    await page.goto(productUrl('localhost', '/shop'))
    const firstShop = (await page.locator('main a[href*="/shopProduct"]').first().innerText()).split('\n')[0].trim()
    const word = firstShop.split(' ')[0].toLowerCase()
    await page.getByRole('button', { name: 'Search' }).first().click()
    const drawer = page.getByRole('dialog')
    // The type chips are labels around visually hidden radios: a shopper clicks the chip.
    await drawer.locator('label').filter({ hasText: 'Shop name' }).click()
    await expect.poll(() => drawer.getByRole('radio', { name: 'Shop name' }).isChecked()).toBe(true)
    const box = drawer.getByRole('textbox', { name: 'Shop name' })
    await box.fill(word)
    await box.press('Enter')
    await page.waitForURL(/\/shop\/search\?word=/)
    await page.locator('main a[href*="/shopProduct"]').filter({ hasText: firstShop }).first().click()
    await page.waitForURL(/\/shopProduct\?/)
    await page.getByRole('heading', { name: firstShop }).waitFor()
    // The shop's pieces come after its header (deferred loader data): they land and are drawn.
    await page.locator('main a[href*="/productDetail"]').first().waitFor()
    await screenshot(page, 'shop-page')
  })
})
