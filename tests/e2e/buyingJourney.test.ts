import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page as ListPage } from '../../contract/envelope'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { balanceLogType } from '../../contract/wallet'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { addToBag as addToBagOf, bagCount as bagCountOf, payByScreenshot, png, settleWithNewAddress } from './buying'
import { api, opsCli, registerShopper, setTransactionPassword } from './journey'

/**
 * The whole buying journey of a new shopper, with the platform's side done by the ops command
 * line: two pieces from two shops (one run by the demo owner), an address added in the checkout,
 * two orders, one paid by screenshot and one by balance with the transaction password, the
 * screenshot approved and both shipped with ops, receipt confirmed, an evaluation with a photo;
 * then the owner's shop's reputation has moved and the owner's wallet holds the order's money.
 */
const browser = useBrowser()
const email = `buyer.${Date.now()}@example.com`
const password = 'Autumn2026!'
const payPassword = '135790'
let page: Page
let token = ''
let ownerShopId = 0
let reputationBefore = 0

const call = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(token, method, path, body)

/**
 * The owner's ledger lines that collect one order (type 8): by the order, not the balance, which the
 * service's settlement sweep may move meanwhile for the demo shop's other orders.
 */
type LogLine = { type: number; amt: number; refKind: string | null; refId: number | null }
const collectionsOf = async (orderId: number) =>
  (await opsCli<{ logs: LogLine[] }>('wallet:show', 'owner@vitrine.test')).logs.filter(
    (l) => l.type === balanceLogType.merchantCollection && l.refKind === 'order' && l.refId === orderId,
  )
const shopReputation = async (shopId: number) =>
  (await call<{ storeReputation: number }>('GET', '/system/shop/getShopInfoByShopId', { shopId })).storeReputation
const myOrders = async () => (await call<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
const addToBag = () => addToBagOf(page)
const bagCount = () => bagCountOf(page)

beforeAll(async () => {
  const session = await registerShopper(email, password)
  token = session.accessToken
  await opsCli('wallet:adjust', email, '500000', '--remark', 'Journey test money')
  ownerShopId = (await opsCli<{ shopId: number }>('user:show', 'owner@vitrine.test')).shopId
  reputationBefore = await shopReputation(ownerShopId)
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('the buying journey of a new shopper, in Chromium with the ops command line', () => {
  it('puts a piece of the demo owner’s shop and a piece of another shop in the bag', async () => {
    await page.goto(productUrl('localhost', `/shopProduct?no=${ownerShopId}`))
    await page.locator('main article a[href*="/productDetail"]').first().click()
    await page.waitForURL(/\/productDetail\?/)
    await addToBag()

    await page.goto(productUrl('localhost', '/population/female'))
    await page.locator('main a[href*="/categoryIndex"]').first().click()
    await page.waitForURL(/\/categoryIndex/)
    const links = await page
      .locator('main article a[href*="/productDetail"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    const other = links.find((href) => new URLSearchParams(href.split('?')[1]).get('shopId') !== String(ownerShopId))
    expect(other).toBeTruthy()
    await page.goto(productUrl('localhost', other as string))
    await addToBag()
  })

  it('settles two lines of two shops, adds an address in the checkout dialog and creates two orders', async () => {
    await settleWithNewAddress(page, email, 2)
    await screenshot(page, 'journey-checkout-address')
    await page.getByRole('button', { name: 'To pay' }).click()
    await page.waitForURL(/step=3/)
    await expect.poll(bagCount).toBe(0)
    const orders = await myOrders()
    expect(orders).toHaveLength(2)
    expect(new Set(orders.map((o) => o.shopId)).size).toBe(2)
    expect(orders.every((o) => o.status === OrderStatus.waitPay)).toBe(true)
  })

  it('pays the other shop’s order by screenshot from My orders: it waits for the platform', async () => {
    const other = (await myOrders()).find((o) => o.shopId !== ownerShopId) as Order
    await payByScreenshot(page, other)
    const after = (await myOrders()).find((o) => o.id === other.id) as Order
    expect(after.auditStatus).toBe(PaymentReceiptStatus.waiting)
  })

  it('is asked to set a transaction password before paying by balance, sets one, and pays the owner’s order', async () => {
    const own = (await myOrders()).find((o) => o.shopId === ownerShopId) as Order
    await page.goto(productUrl('localhost', '/myOrders'))
    await page.locator('article', { hasText: own.no }).getByRole('link', { name: 'Pay now' }).click()
    await page.waitForURL(new RegExp(`/paymentPage/${own.id}`))
    await page.locator('label').filter({ hasText: 'Available' }).click()
    await page.getByText('Set your transaction password').first().waitFor()
    await page.getByRole('link', { name: 'Set now' }).click()
    await page.waitForURL(/\/transactionPassword/)
    await setTransactionPassword(page, email, payPassword)
    // Back on the payment it was set from.
    await page.waitForURL(new RegExp(`/paymentPage/${own.id}$`))
    await page.locator('label').filter({ hasText: 'Available' }).click()
    const confirm = page.getByRole('button', { name: 'Confirm pay' })
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    await confirm.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Transaction password').fill(payPassword)
    await dialog.getByRole('button', { name: 'Pay now' }).click()
    await page.waitForURL(/\/success\/pay\?orders=/)
    const after = (await myOrders()).find((o) => o.id === own.id) as Order
    expect(after.status).toBe(OrderStatus.waitDelivery)
  })

  it('the platform approves the screenshot and both orders are shipped with ops; illegal moves are refused', async () => {
    const orders = await myOrders()
    const other = orders.find((o) => o.shopId !== ownerShopId) as Order
    await opsCli('order:approve-payment', other.no)
    await expect(opsCli('order:approve-payment', other.no)).rejects.toThrow()
    for (const order of orders) await opsCli('order:ship', order.no, '--tracking', `TRACK-${order.id}`)
    await opsCli('order:track', other.no, 'Left the sorting centre')
    expect((await myOrders()).every((o) => o.status === OrderStatus.waitReceipt)).toBe(true)
  })

  it('confirms receipt of both: the owner’s order is pending until it settles, then the owner’s wallet receives it', async () => {
    for (const order of await myOrders()) {
      await page.goto(productUrl('localhost', `/orderDetails?no=${order.no}`))
      await page.getByText(`TRACK-${order.id}`).first().waitFor()
      await page.getByRole('button', { name: 'Confirm receipt' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm receipt' }).click()
      await page.getByRole('link', { name: 'Evaluate' }).first().waitFor()
    }
    await screenshot(page, 'journey-received')
    const own = (await myOrders()).find((o) => o.shopId === ownerShopId) as Order
    expect(own.status).toBe(OrderStatus.orderOver)
    expect(await collectionsOf(own.id)).toEqual([])
    await opsCli('settle:now', own.no)
    expect((await collectionsOf(own.id)).map((l) => l.amt)).toEqual([own.payPrice])
    expect(await opsCli('wallet:check')).toBeDefined()
  })

  it('evaluates the owner’s order with a photo; the shop’s reputation on its page moves', async () => {
    const own = (await myOrders()).find((o) => o.shopId === ownerShopId) as Order
    await page.goto(productUrl('localhost', `/evaluate?orderNo=${encodeURIComponent(own.no)}`))
    await page.getByRole('heading', { name: 'Evaluate your order' }).waitFor()
    for (const group of ['Service attitude', 'Logistics service', 'Description'])
      await page.getByRole('group', { name: group }).getByRole('radio', { name: '1 star', exact: true }).check()
    await page.getByLabel('Comment').fill('The seam came apart on the first wash.')
    await page.getByLabel('Photos').setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: await png('#8d6e63') })
    await page.getByRole('button', { name: 'Remove photo 1' }).waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Comment posted').waitFor()

    const reputation = await shopReputation(ownerShopId)
    expect(reputation).toBeLessThan(reputationBefore)
    await page.goto(productUrl('localhost', `/shopProduct?no=${ownerShopId}`))
    await page
      .getByText(`Reputation ${reputation.toFixed(1)}`)
      .first()
      .waitFor()
    await screenshot(page, 'journey-reputation')
  })
})
