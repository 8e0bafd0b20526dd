import type { BrowserContext, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoShopperSession, productUrl, screenshot, signedInContext, useBrowser } from './browser'

/**
 * The demo shopper's orders, as seeded (server/seed: one order in each state: waiting for payment
 * with time left, with its receipt under review, with its receipt rejected; paid; shipped with
 * tracking; completed, evaluated and not; refunded; cancelled).
 */
const browser = useBrowser()
let context: BrowserContext
let page: Page

const clock = /^\d{2}:\d{2}:\d{2}$/
const cards = () => page.getByRole('article')
const tab = (name: string) => page.getByRole('tab', { name, exact: true })

beforeAll(async () => {
  const session = await demoShopperSession()
  context = await signedInContext(browser, session, { viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
})

/** The hh:mm:ss of a payment countdown. */
const timeLeft = async (timer: Locator) => (await timer.locator('span').last().innerText()).trim()

describe('orders, as the demo shopper in Chromium', () => {
  it('lists the orders by status tab, the tab in the URL', async () => {
    await page.goto(productUrl('localhost', '/myOrders'))
    await page.getByRole('heading', { name: 'My orders' }).waitFor()
    await cards().first().waitFor()
    expect(await cards().count()).toBeGreaterThanOrEqual(5)

    await tab('Shipped').click()
    await page.waitForURL(/status=20/)
    const shipped = cards().first()
    await shipped.getByText('Shipped', { exact: true }).waitFor()
    await shipped.getByRole('button', { name: 'Confirm receipt' }).waitFor()
    await shipped.getByRole('button', { name: 'Delivery tracking' }).click()
    const tracking = page.getByRole('dialog', { name: 'Delivery tracking' })
    await tracking.getByText('Logistics number').waitFor()
    // Every seeded shipped order names its carrier, shown beside the logistics number.
    await tracking.getByText('Carrier', { exact: true }).waitFor()
    await expect.poll(() => tracking.locator('li').count()).toBeGreaterThan(0)
    await browser.audit(page)
    await tracking.getByRole('button', { name: 'Close' }).first().click()
    await tracking.waitFor({ state: 'hidden' })

    await tab('Completed').click()
    await page.waitForURL(/status=30/)
    await page.getByRole('link', { name: 'View evaluation' }).first().waitFor()
    // Each completed order offers to evaluate it or to view its evaluation, never both (the browser
    // test of evaluations may have evaluated the seeded one before this file runs).
    for (const card of await cards().all()) {
      const offers = card.getByRole('link', { name: /^(Evaluate|View evaluation)$/ })
      expect(await offers.count()).toBe(1)
    }

    await tab('Cancelled').click()
    await page.waitForURL(/status=-1/)
    await cards().first().getByText('Cancelled', { exact: true }).waitFor()
    await expect.poll(() => cards().getByRole('button').count()).toBe(0)

    await tab('All').click()
    await page.waitForURL((url) => !url.search.includes('status'))
  })

  it('shows the receipt under review without buttons, and a rejected one with its remark', async () => {
    await tab('Awaiting payment').click()
    await page.waitForURL(/status=0/)
    await cards().first().waitFor()
    const waiting = cards().filter({ hasText: 'Paid, awaiting review' })
    await waiting.first().waitFor()
    expect(await waiting.first().getByRole('button').count()).toBe(0)
    expect(await waiting.first().getByRole('link', { name: 'Pay now' }).count()).toBe(0)
    const rejected = cards().filter({ hasText: 'Payment receipt rejected' }).first()
    await rejected.getByRole('link', { name: 'I have paid' }).waitFor()
    await screenshot(page, 'orders-wait-pay')
  })

  it('opens an unpaid order: the countdown runs, then the shopper cancels it', async () => {
    const live = cards()
      .filter({ has: page.getByRole('timer') })
      .filter({ hasNotText: 'Payment receipt rejected' })
      .first()
    const number = (await live.getByRole('link', { name: /^No\. / }).innerText()).replace(/^No\.\s*/, '').trim()
    await live.getByRole('link', { name: 'Order details' }).click()
    await page.waitForURL(/\/orderDetails\?no=/)
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor()
    // The number as it is, not quoted (%22) as the router's default writes a number-like string.
    expect(new URL(page.url()).search).toBe(`?no=${number}`)

    const timer = page.getByRole('timer')
    const first = await timeLeft(timer)
    expect(first).toMatch(clock)
    await expect.poll(() => timeLeft(timer), { timeout: 5000 }).not.toBe(first)
    await page.getByRole('heading', { name: 'Receiver' }).waitFor()
    await page.getByRole('heading', { name: 'History' }).waitFor()
    await browser.audit(page)

    await page.getByRole('button', { name: 'Cancel order' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' })
    await ask.getByText(number).waitFor()
    await ask.getByRole('button', { name: 'Cancel order' }).click()
    await ask.waitFor({ state: 'hidden' })
    await page.getByText('Cancelled', { exact: true }).first().waitFor()
    await expect.poll(() => page.getByRole('timer').count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)

    await page.goto(productUrl('localhost', '/myOrders?status=-1'))
    await cards().filter({ hasText: number }).first().waitFor()
  })
})
