import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page as ListPage } from '../../contract/envelope'
import { OrderStatus } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { png } from './buying'
import { api, opsCli, ownerShopId, placeOrder, registerShopper } from './journey'

/**
 * The demo owner ships an order from the seller center, in Chromium: a new shopper's order of the
 * demo owner's shop is paid (a screenshot, approved with ops); the owner opens Orders, finds it
 * among those waiting for shipment by the shopper's email, ships it with a carrier and a tracking
 * number; the shopper's order page shows it shipped with that number. Screens at 1440 and 390 px.
 */
const browser = useBrowser()
const stamp = Date.now().toString(36)
const email = `parcel.${stamp}@example.com`
const tracking = `JD${stamp.toUpperCase()}`
let shopper: { accessToken: string; email: string; userId: number }
let owner: { accessToken: string; email: string; userId: number }
let order: Order

async function login(mailbox: string) {
  const session = await api<{ accessToken: string; userId: number }>('', 'POST', '/member/firstauth/login', {
    mailbox,
    password: 'Demo12345',
  })
  return { accessToken: session.accessToken, email: mailbox, userId: session.userId }
}

async function uploadPaid(token: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png('#1e88e5'))], { type: 'image/png' }), 'paid.png')
  const res = await fetch(productUrl('localhost', '/app-api/infra/file/upload'), {
    method: 'POST',
    headers: { 'tenant-id': '1', Authorization: token },
    body: form,
  })
  return ((await res.json()) as { data: string }).data
}

beforeAll(async () => {
  shopper = await registerShopper(email, 'Secret123')
  owner = await login('owner@vitrine.test')
  const tradeOrderIdList = await placeOrder(shopper.accessToken, email, await ownerShopId(), 1)
  await api(shopper.accessToken, 'POST', orderPaths.pay, {
    payType: 1,
    tradeOrderIdList,
    payPassword: '',
    payOrderPic: await uploadPaid(shopper.accessToken),
  })
  ;[order] = (await api<ListPage<Order>>(shopper.accessToken, 'GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
  await opsCli('order:approve-payment', order.no)
})

async function ownerPage(width: number, height: number) {
  const context = await signedInContext(browser, owner, { viewport: { width, height } })
  return context.newPage()
}

/** The owner's Orders, waiting for shipment, searched by the shopper's email. */
async function findWaiting(page: Page) {
  await page.goto(productUrl('localhost', '/seller'))
  await page.getByRole('navigation', { name: 'Seller center' }).getByRole('link', { name: 'Orders' }).first().click()
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
  await page
    .getByRole('navigation', { name: 'Order status' })
    .getByRole('button', { name: /Awaiting shipment/ })
    .click()
  await page.waitForURL(/status=10/)
  const search = page.getByRole('searchbox', { name: 'Order number or shopper email' })
  await search.fill(email)
  await search.press('Enter')
  await page.waitForURL(/q=/)
  return page.getByRole('link', { name: order.no }).filter({ visible: true })
}

describe('the demo owner ships an order from the seller center', () => {
  it('finds the paid order among those waiting for shipment and ships it with a tracking number', async () => {
    const page = await ownerPage(1440, 900)
    const link = await findWaiting(page)
    await link.waitFor()
    await expect.poll(() => page.getByRole('table', { name: 'Orders' }).getByRole('row').count()).toBe(2)
    await screenshot(page, 'seller-orders-1440')
    await link.click()
    await page.getByRole('heading', { name: `Order ${order.no}` }).waitFor()
    await page.getByRole('button', { name: 'Print packing slip' }).waitFor()
    await page.getByRole('button', { name: 'Ship', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.no}` })
    await dialog.getByLabel('Carrier').selectOption('DHL')
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(tracking)
    await screenshot(page, 'seller-order-ship-1440')
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText(`Handed to the carrier, tracking number ${tracking}`).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Add a tracking update' }).waitFor()
    await screenshot(page, 'seller-order-shipped-1440')
  })

  it('prints a packing slip: the button asks the browser to print, and print shows the slip alone', async () => {
    const page = await ownerPage(1440, 900)
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.goto(productUrl('localhost', `/seller/orders/${order.no}`))
    const slip = page.locator('[data-packing-slip]')
    await page.getByRole('heading', { name: `Order ${order.no}` }).waitFor()
    expect(await slip.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Print packing slip' }).click()
    await expect.poll(() => page.locator('body').getAttribute('data-printed')).toBe('yes')
    await page.emulateMedia({ media: 'print' })
    await slip.waitFor()
    expect(await slip.getByText(`Packing slip · order ${order.no}`).isVisible()).toBe(true)
    expect(await slip.getByText('Ada Lovelace').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: `Order ${order.no}`, level: 1 }).isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Add a tracking update' }).isVisible()).toBe(false)
    await screenshot(page, 'seller-packing-slip-print')
  })

  it('the shopper sees it shipped with the tracking number', async () => {
    const shipped = await api<Order>(shopper.accessToken, 'GET', orderPaths.orderDetail, { no: order.no })
    expect(shipped).toMatchObject({ status: OrderStatus.waitReceipt, carrier: 'DHL', logisticsNo: tracking })
    const context = await signedInContext(browser, shopper)
    const page = await context.newPage()
    await page.goto(productUrl('localhost', `/orderDetails?no=${order.no}`))
    await page.getByRole('heading', { name: `Order ${order.no}` }).waitFor()
    await page.getByText(tracking).first().waitFor()
    await page.getByText('Shipped', { exact: true }).first().waitFor()
  })

  it('on a phone, the orders are cards and the order reads in one column', async () => {
    const page = await ownerPage(390, 844)
    await page.goto(productUrl('localhost', `/seller/orders?q=${encodeURIComponent(email)}`))
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: order.no })
    await card.waitFor()
    expect(await page.getByRole('table', { name: 'Orders' }).isVisible()).toBe(false)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await screenshot(page, 'seller-orders-390')
    await card.getByRole('link', { name: order.no }).click()
    await page.getByRole('heading', { name: `Order ${order.no}` }).waitFor()
    await screenshot(page, 'seller-order-390')
  })
})
