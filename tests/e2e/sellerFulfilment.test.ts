import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { afterSalePaths } from '../../contract/afterSale'
import { type Earnings, earningsPaths } from '../../contract/earnings'
import type { Page as ListPage } from '../../contract/envelope'
import { evaluationPaths } from '../../contract/evaluation'
import { AfterSaleWay, OrderStatus, RefundReason } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { png } from './buying'
import { api, opsCli, ownerShopId, placeOrder, registerShopper, setTransactionPassword } from './journey'

/**
 * A shop's order from payment to settlement, the shop's side in Chromium (issue 28's journey): a new
 * shopper buys two pieces of the demo owner's shop and pays by balance; the owner sees it among the
 * dashboard's orders to ship and ships it with tracking; the shopper confirms receipt and asks a
 * refund for one piece; the owner agrees and refunds; the earnings hold the order's amount less the
 * refund until `ops settle:now`, which grows the available balance by exactly that; the shopper
 * reviews the order and the owner answers.
 */
const browser = useBrowser()
const stamp = Date.now().toString(36)
const email = `fulfil.${stamp}@example.com`
const tracking = `FF${stamp.toUpperCase()}`
const review = `Lovely knit, one was the wrong size (${stamp}).`
const answer = `Thank you! The exchange is on its way (${stamp}).`
let shopper: { accessToken: string; email: string; userId: number }
let owner: { accessToken: string; email: string; userId: number }
let page: Page
let order: Order

const asShopper = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(shopper.accessToken, method, path, body)
const earnings = () => api<Earnings>(owner.accessToken, 'GET', earningsPaths.earnings)

/** A photo the shopper uploaded (a review needs one). */
async function photo() {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png('#8d6e63'))], { type: 'image/png' }), 'knit.png')
  const res = await fetch(productUrl('localhost', '/app-api/infra/file/upload'), {
    method: 'POST',
    headers: { 'tenant-id': '1', Authorization: shopper.accessToken },
    body: form,
  })
  return ((await res.json()) as { data: string }).data
}

beforeAll(async () => {
  shopper = await registerShopper(email, 'Fulfil2026!')
  await opsCli('wallet:adjust', email, '500000', '--remark', 'Fulfilment journey money')
  const login = await api<typeof owner>('', 'POST', '/member/firstauth/login', { mailbox: 'owner@vitrine.test', password: 'Demo12345' })
  owner = { ...login, email: 'owner@vitrine.test' }
  page = await (await signedInContext(browser, owner)).newPage()
})

describe('a shop’s order from payment to settlement, the shop’s side in the seller center', () => {
  it('the shopper sets a transaction password and pays two pieces of the shop by balance', async () => {
    const shopperPage = await (await signedInContext(browser, shopper)).newPage()
    await shopperPage.goto(productUrl('localhost', '/transactionPassword'))
    await setTransactionPassword(shopperPage, email, '246810')
    await shopperPage.waitForURL((url) => !url.pathname.startsWith('/transactionPassword'))
    const tradeOrderIdList = await placeOrder(shopper.accessToken, email, await ownerShopId(), 2)
    await asShopper('POST', orderPaths.pay, { payType: 4, tradeOrderIdList, payPassword: '246810' })
    ;[order] = (await asShopper<ListPage<Order>>('GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
    expect(order).toMatchObject({ status: OrderStatus.waitDelivery, items: [expect.objectContaining({ count: 2 })] })
  })

  it('the paid order waits among the dashboard’s orders to ship; the owner ships it with tracking', async () => {
    await page.goto(productUrl('localhost', '/seller'))
    await page.getByRole('link', { name: /Orders to ship/ }).click()
    await page.waitForURL(/\/seller\/orders\?status=10/)
    await page.getByRole('link', { name: order.no }).filter({ visible: true }).click()
    await page.getByRole('heading', { name: `Order ${order.no}` }).waitFor()
    await page.getByRole('button', { name: 'Ship', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.no}` })
    await dialog.getByLabel('Carrier').selectOption('DHL')
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(tracking)
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click()
    await page.getByText(`Handed to the carrier, tracking number ${tracking}`).waitFor()
    await screenshot(page, 'fulfilment-shipped-1440')
  })

  it('the shopper confirms receipt and asks a refund of one piece; the owner agrees and refunds it', async () => {
    await asShopper('POST', orderPaths.confirmReceipt, { id: order.id })
    const item = order.items[0]
    const afterSaleId = await asShopper<number>('POST', afterSalePaths.create, {
      orderItemId: item.id,
      way: AfterSaleWay.refundOnly,
      refundCount: 1,
      refundPrice: item.price,
      applyReason: RefundReason.wrongProduct,
      applyDescription: 'One of the two is the wrong size.',
      applyPicUrls: '[]',
    })
    await page.goto(productUrl('localhost', `/seller/after-sales/${afterSaleId}`))
    await page.getByText('One of the two is the wrong size.').waitFor()
    for (const [move, reached] of [
      ['Agree', 'Waiting for refund'],
      ['Refund', 'Refund successful'],
    ]) {
      await page.getByRole('button', { name: move, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: move, exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByText(reached, { exact: true }).first().waitFor()
    }
    await screenshot(page, 'fulfilment-refunded-1440')
  })

  it('the earnings hold what was paid less the refund until it settles, then the available balance grows by exactly that', async () => {
    const before = await earnings()
    const pending = before.pendingOrders.find((o) => o.no === order.no)
    expect(pending?.amount).toBe(order.payPrice - order.items[0].price)
    await page.goto(productUrl('localhost', '/seller/earnings'))
    await page.getByRole('link', { name: order.no }).first().waitFor()
    await screenshot(page, 'fulfilment-earnings-pending-1440')
    await opsCli('settle:now', order.no)
    const after = await earnings()
    expect(after.available - before.available).toBe(pending?.amount)
    expect(after.pendingOrders.some((o) => o.no === order.no)).toBe(false)
    await page.reload()
    await page.getByRole('list', { name: 'Settlements' }).getByRole('link', { name: order.no }).waitFor()
  })

  it('the shopper reviews the order and the owner answers', async () => {
    await asShopper('POST', evaluationPaths.create, {
      list: [
        {
          itemId: order.items[0].id,
          serviceAttitudeScore: 5,
          logisticsServiceScore: 4,
          describeScore: 4,
          remark: review,
          picUrls: JSON.stringify([await photo()]),
        },
      ],
    })
    await page.goto(productUrl('localhost', '/seller/reviews?unanswered=true'))
    const card = page.getByRole('listitem').filter({ hasText: review })
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByRole('textbox', { name: 'Your reply' }).fill(answer)
    await card.getByRole('button', { name: 'Send reply' }).click()
    await card.getByRole('group', { name: 'Your reply' }).getByText(answer).waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'fulfilment-review-answered-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
