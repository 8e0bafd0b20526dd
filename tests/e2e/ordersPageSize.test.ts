import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productUrl, signedInContext, useBrowser } from './browser'
import { ownerShopId, placeOrder, registerShopper } from './journey'

/**
 * The page-size choice (issue 31; SPEC.md's generic options 10, 20, 50) on /myOrders, the list
 * SPEC.md gives no size of its own: kept in the URL, any other size dropped.
 */
const browser = useBrowser()
const email = `pagesize.${Date.now()}@example.com`
let page: Page

beforeAll(async () => {
  const session = await registerShopper(email, 'Winter2026!')
  const shopId = await ownerShopId()
  for (let i = 0; i < 11; i++) await placeOrder(session.accessToken, email, shopId)
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
}, 120_000)

const cards = () => page.locator('main article').count()
const perPage = () => page.getByRole('combobox', { name: 'Per page' })

describe('the orders page size, in Chromium', () => {
  it('shows 10 orders a page, then 20 once chosen, in the URL', async () => {
    await page.goto(productUrl('localhost', '/myOrders'))
    await expect.poll(cards).toBe(10)
    expect(await perPage().inputValue()).toBe('10')
    await perPage().selectOption('20')
    await page.waitForURL(/pageSize=20/)
    await expect.poll(cards).toBe(11)
  })

  it('drops a size that is not an option', async () => {
    await page.goto(productUrl('localhost', '/myOrders?pageSize=7'))
    await expect.poll(cards).toBe(10)
    expect(await perPage().inputValue()).toBe('10')
  })
})
