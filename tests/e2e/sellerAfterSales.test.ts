import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AfterSaleDetail, afterSalePaths } from '../../contract/afterSale'
import type { Page as ListPage } from '../../contract/envelope'
import { AfterSaleStatus, AfterSaleWay, RefundReason } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { png } from './buying'
import { api, opsCli, ownerShopId, placeOrder, registerShopper } from './journey'

/**
 * The shop's side of a return, in Chromium: a new shopper's order of the demo owner's shop is paid
 * (screenshot approved with ops) and shipped with ops; the shopper applies for a refund and return
 * through the API. The demo owner opens After-sales from the seller center's menu, agrees (the return
 * goes to the shop's returns address), marks the goods received once the shopper has sent them, and
 * refunds; the shopper's after-sale shows the refund.
 */
const browser = useBrowser()
const email = `shop.returner.${Date.now()}@example.com`
let shopper = { accessToken: '', email: '', userId: 0 }
let ownerPage: Page
let order: Order
let afterSaleId = 0

const call = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(shopper.accessToken, method, path, body)

async function ownerSession() {
  const res = await fetch(productUrl('localhost', '/app-api/member/firstauth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ mailbox: 'owner@vitrine.test', password: 'Demo12345' }),
  })
  return ((await res.json()) as { data: { accessToken: string; email: string; userId: number } }).data
}

/** One piece of the demo owner's shop, paid by an approved screenshot and shipped (not received: the shop is not paid yet). */
async function shippedOrder() {
  const tradeOrderIdList = await placeOrder(shopper.accessToken, email, await ownerShopId(), 1)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png('#1e88e5', 90, 120))], { type: 'image/png' }), 'paid.png')
  const uploaded = await fetch(productUrl('localhost', '/app-api/infra/file/upload'), {
    method: 'POST',
    headers: { 'tenant-id': '1', Authorization: shopper.accessToken },
    body: form,
  })
  const payOrderPic = ((await uploaded.json()) as { data: string }).data
  await call('POST', orderPaths.pay, { payType: 1, tradeOrderIdList, payPassword: '', payOrderPic })
  const [made] = (await call<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
  await opsCli('order:approve-payment', made.no)
  await opsCli('order:ship', made.no, '--tracking', `SHOP-${made.id}`)
  return made
}

const shopperDetail = () => call<AfterSaleDetail>('GET', afterSalePaths.detail, { id: afterSaleId })

beforeAll(async () => {
  shopper = await registerShopper(email, 'Autumn2026!')
  order = await shippedOrder()
  afterSaleId = await call<number>('POST', afterSalePaths.create, {
    orderItemId: order.items[0].id,
    way: AfterSaleWay.refundAndReturn,
    refundCount: 1,
    refundPrice: order.items[0].price,
    applyReason: RefundReason.damaged,
    applyDescription: 'The zip broke on the first day.',
    applyPicUrls: '[]',
  })
  const context = await signedInContext(browser, await ownerSession())
  ownerPage = await context.newPage()
})

/** The detail's move button `name`, then its dialog's confirming button; waits until the status badge says `reached`. */
async function move(page: Page, name: string, reached: string) {
  await page.getByRole('button', { name, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await dialog.getByRole('button', { name, exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByText(reached, { exact: true }).first().waitFor()
}

describe('the demo owner handles a return in the seller center', () => {
  it('opens After-sales from the menu and the shopper’s application from the list', async () => {
    const page = ownerPage
    await page.goto(productUrl('localhost', '/seller'))
    await page.getByRole('navigation', { name: 'Seller center' }).getByRole('link', { name: 'After-sales' }).click()
    await page.waitForURL(/\/seller\/after-sales$/)
    const row = page.locator('tr', { hasText: order.no })
    await row.waitFor()
    await screenshot(page, 'seller-after-sales-1440')
    await row.getByRole('link').click()
    await page.waitForURL(new RegExp(`/seller/after-sales/${afterSaleId}$`))
    await page.getByText('The zip broke on the first day.').waitFor()
    await page.getByText(email, { exact: false }).first().waitFor()
    // The history names the shopper's application as theirs, not as the reader's ("You").
    const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) })
    await history.getByText('The shopper').first().waitFor()
    expect(await history.getByText('You', { exact: true }).count()).toBe(0)
    await screenshot(page, 'seller-after-sale-1440')
  })

  it('agrees (the return goes to the shop’s returns address), receives the goods once sent, and refunds', async () => {
    const page = ownerPage
    await page.getByRole('button', { name: 'Agree', exact: true }).click()
    await page.getByRole('dialog').getByLabel('Send the return to').waitFor()
    await screenshot(page, 'seller-after-sale-agree-1440')
    await page.getByRole('dialog').getByRole('button', { name: 'Agree', exact: true }).click()
    await page.getByText('Waiting for the goods to be returned', { exact: true }).first().waitFor()
    const agreed = await shopperDetail()
    expect(agreed.status).toBe(AfterSaleStatus.waitReturn)
    expect(agreed.returnAddress).not.toBe('')

    await call('PUT', afterSalePaths.delivery, { id: afterSaleId, logisticsNo: 'RT-SHOP-1' })
    await page.reload()
    await page.getByText('RT-SHOP-1').first().waitFor()
    await move(page, 'Goods received', 'Waiting for refund')
    await move(page, 'Refund', 'Refund successful')
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0)
  })

  it('shows the shopper the refund', async () => {
    const seen = await shopperDetail()
    expect(seen.status).toBe(AfterSaleStatus.refunded)
    expect(seen.moves.filter((m) => m.actor === 'shop').map((m) => m.status)).toEqual([
      AfterSaleStatus.waitReturn,
      AfterSaleStatus.waitRefund,
      AfterSaleStatus.refunded,
    ])
    const context = await signedInContext(browser, shopper)
    const page = await context.newPage()
    await page.goto(productUrl('localhost', `/refundDetail?afterSalesId=${afterSaleId}`))
    await page.getByText('Refund successful', { exact: true }).first().waitFor()
  })

  it('fits a phone at 390 px: cards for the list, the detail stacked', async () => {
    const context = await signedInContext(browser, await ownerSession(), { viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(productUrl('localhost', '/seller/after-sales'))
    await page.getByRole('list', { name: 'After-sale orders' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'seller-after-sales-390')
    await page.goto(productUrl('localhost', `/seller/after-sales/${afterSaleId}`))
    await page.getByText('Refund successful', { exact: true }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'seller-after-sale-390')
  })
})
