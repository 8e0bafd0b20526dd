import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { afterSalePaths, type AfterSaleDetail, type AfterSalePage } from '../../contract/afterSale'
import type { Page as ListPage } from '../../contract/envelope'
import { AfterSaleItemStatus, AfterSaleStatus, OrderStatus } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { api, opsCli, placeOrder, registerShopper } from './journey'

/**
 * A return from application to money back, in Chromium with the platform's side done by the ops
 * command line: a new shopper's order of the demo owner's shop is paid (screenshot approved with
 * ops), shipped with ops and received; the shopper applies for a refund and return with two photos;
 * ops agrees; the shopper enters the return's tracking number; ops receives the goods and refunds.
 * The money is in the wallet's balance log (a platform refund, since the owner had been paid, who
 * gives it back), the item's status shows in the order, and the system messages tell each step.
 */
const browser = useBrowser()
const email = `returner.${Date.now()}@example.com`
let page: Page
let token = ''
let order: Order
let afterSaleId = 0

const call = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(token, method, path, body)

const png = (background: string) =>
  sharp({ create: { width: 90, height: 120, channels: 3, background } })
    .png()
    .toBuffer()

/** An upload of the shopper's, as the storefront's uploader sends it; answers its URL. */
async function upload(name: string, background: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png(background))], { type: 'image/png' }), name)
  const res = await fetch(productUrl('localhost', '/app-api/infra/file/upload'), {
    method: 'POST',
    headers: { 'tenant-id': '1', Authorization: token },
    body: form,
  })
  return ((await res.json()) as { data: string }).data
}

const balance = async () => (await opsCli<{ wallet: { balance: number } }>('wallet:show', email)).wallet.balance
const ownerBalance = async () => (await opsCli<{ wallet: { balance: number } }>('wallet:show', 'owner@vitrine.test')).wallet.balance
const detail = () => call<AfterSaleDetail>('GET', afterSalePaths.detail, { id: afterSaleId })

/** One piece of the demo owner's shop, ordered, paid by screenshot (approved with ops), shipped with ops and received. */
async function receivedOrder() {
  const shopId = (await opsCli<{ shopId: number }>('user:show', 'owner@vitrine.test')).shopId
  const tradeOrderIdList = await placeOrder(token, email, shopId, 2)
  await call('POST', orderPaths.pay, { payType: 1, tradeOrderIdList, payPassword: '', payOrderPic: await upload('paid.png', '#1e88e5') })
  const [made] = (await call<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
  await opsCli('order:approve-payment', made.no)
  await opsCli('order:ship', made.no, '--tracking', `RET-${made.id}`)
  await call('POST', orderPaths.confirmReceipt, { id: made.id })
  return (await call<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list[0]
}

beforeAll(async () => {
  const session = await registerShopper(email, 'Autumn2026!')
  token = session.accessToken
  order = await receivedOrder()
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('a refund and return from application to money back, in Chromium with the ops command line', () => {
  it('applies from the order for a refund and return of both pieces with two photos', async () => {
    expect(order.status).toBe(OrderStatus.orderOver)
    await page.goto(productUrl('localhost', `/orderDetails?no=${order.no}`))
    await page.getByRole('link', { name: 'Apply for refund' }).click()
    await page.waitForURL(/\/refund\?orderItemId=/)
    await page.getByRole('heading', { name: 'Apply for a refund' }).waitFor()
    await page.locator('label').filter({ hasText: 'Refund and return' }).click()
    await page.locator('label').filter({ hasText: 'Damaged product' }).click()
    await page.getByLabel('Description').fill('Both arrived with a torn hem.')
    await page.getByLabel('Photos').setInputFiles([
      { name: 'hem-1.png', mimeType: 'image/png', buffer: await png('#6d4c41') },
      { name: 'hem-2.png', mimeType: 'image/png', buffer: await png('#a1887f') },
    ])
    await page.getByRole('button', { name: 'Remove photo 2' }).waitFor()
    await screenshot(page, 'after-sale-apply')
    await page.getByRole('button', { name: 'Submit the application' }).click()
    await page.waitForURL(/\/refundLists/)
    await page.getByText('reviewed within 24 hours').first().waitFor()
    const list = await call<AfterSalePage>('GET', afterSalePaths.page, { pageNo: 1, pageSize: 20 })
    expect(list.list).toHaveLength(1)
    afterSaleId = list.list[0].id
    expect(list.list[0]).toMatchObject({ status: AfterSaleStatus.waitReview, count: 2, refundPrice: order.items[0].price * 2 })
    expect((await detail()).applyPicUrls).toHaveLength(2)
    await page.locator(`a[href*="afterSalesId=${afterSaleId}"]`).first().waitFor()
    await screenshot(page, 'after-sale-list')
  })

  it('the platform agrees; the shopper enters the return’s tracking number on the detail page', async () => {
    await opsCli('aftersale:agree', String(afterSaleId))
    await expect(opsCli('aftersale:agree', String(afterSaleId))).rejects.toThrow()
    await page.goto(productUrl('localhost', `/refundDetail?afterSalesId=${afterSaleId}`))
    await page.getByText('Waiting for the goods to be returned').first().waitFor()
    await page.getByRole('button', { name: 'Enter tracking number' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Tracking number').fill('RETURN-778899')
    await dialog.getByRole('button', { name: 'Send tracking number' }).click()
    await page.getByText('Waiting for the goods to be received').first().waitFor()
    await page.getByText('RETURN-778899').first().waitFor()
    expect((await detail()).status).toBe(AfterSaleStatus.waitReceive)
  })

  it('the platform receives the goods and refunds from the money held for the order (not settled yet): the owner’s wallet is untouched, the shopper’s wallet and log show it', async () => {
    const before = await balance()
    const ownerBefore = await ownerBalance()
    await opsCli('aftersale:receive', String(afterSaleId))
    await opsCli('aftersale:refund', String(afterSaleId))
    await expect(opsCli('aftersale:refund', String(afterSaleId))).rejects.toThrow()
    const refunded = await detail()
    expect(refunded.status).toBe(AfterSaleStatus.refunded)
    expect(await balance()).toBe(before + refunded.refundPrice)
    expect(await ownerBalance()).toBe(ownerBefore)
    expect(await opsCli('wallet:check')).toBeDefined()

    await page.reload()
    await page.getByText('Refund successful').first().waitFor()
    await screenshot(page, 'after-sale-refunded')
    await page.goto(productUrl('localhost', '/walletIndex'))
    await page.getByRole('cell', { name: 'Refund', exact: true }).first().waitFor()
  })

  it('the order shows the item refunded, and the system messages told each step', async () => {
    const [after] = (await call<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
    expect(after.items[0].afterSaleStatus).toBe(AfterSaleItemStatus.success)
    expect(after.status).toBe(OrderStatus.refunded)
    await page.goto(productUrl('localhost', `/orderDetails?no=${order.no}`))
    await page.getByRole('link', { name: 'View after-sale' }).first().waitFor()
    await page.goto(productUrl('localhost', '/message'))
    await page.getByText(order.no).first().waitFor()
    await screenshot(page, 'after-sale-messages')
  })
})
