import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { balanceLogType } from '../../contract/wallet'
import { apply, shippedOrder } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { ledgerOf, ownedSku } from './orderHelpers'
import { newOwner } from './sellerHelpers'
import { completedDaysAgo, settleNow } from './settlementHelpers'
import { as, newShopper, type Shopper } from './shoppers'
import { offLedger } from './walletHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
}, 120_000)
afterAll(() => server.stop())

const day = 86_400_000
const earnings = (who: Shopper) => server.api.earnings.earnings({}, as(who))

describe('the seller’s earnings', () => {
  let owner: Shopper
  let orders: Record<'young' | 'held' | 'due' | 'takenBack', { id: number; no: string; itemId: number }>
  beforeAll(async () => {
    owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 20)
    const shopper = await newShopper(server)
    const completed = async (days: number) => {
      const order = await shippedOrder(server, shopper, { skuId: sku.skuId })
      expect((await server.api.order.confirmReceipt({ id: order.id }, as(shopper))).code).toBe(0)
      await completedDaysAgo(server, order.id, days)
      return order
    }
    orders = { young: await completed(2), held: await completed(3), due: await completed(8), takenBack: await completed(9) }
    expect((await apply(server, shopper, { orderItemId: orders.held.itemId })).code).toBe(0)
    await completedDaysAgo(server, orders.held.id, 10)
    expect((await settleNow(server, orders.takenBack.no)).code).toBe(0)
    const refund = await apply(server, shopper, { orderItemId: orders.takenBack.itemId, refundCount: 1, refundPrice: 2000 })
    await server.admin.afterSale.agree({ id: refund.data })
    expect((await server.admin.afterSale.refund({ id: refund.data })).code).toBe(0)
  })

  it('answers available, pending with each settle date (held while an after-sale is open), lines with order numbers and month totals; due orders settle on read', async () => {
    const [first, second] = await Promise.all([earnings(owner), earnings(owner)])
    expect(second.data).toEqual(first.data)
    const data = first.data
    // The due order settled on read, once whoever read: 6000 + what the taken-back order kept.
    expect(await ledgerOf(server, orders.due.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 6000, userId: owner.id }])
    expect(data.available).toBe(6000 + 4000)
    expect(data.frozen).toBe(0)
    expect(data.pendingOrders.map((p) => [p.no, p.amount, p.held])).toEqual([
      [orders.held.no, 6000, true],
      [orders.young.no, 6000, false],
    ])
    expect(data.pending).toBe(12000)
    const young = data.pendingOrders[1]
    expect(young.settlesAt - young.completedAt).toBe(7 * day)
    expect(Math.abs(young.completedAt - (Date.now() - 2 * day))).toBeLessThan(60_000)
    expect(data.settlements.map((l) => [l.kind, l.orderNo, l.amount])).toEqual([
      ['collection', orders.due.no, 6000],
      ['takeBack', orders.takenBack.no, -2000],
      ['collection', orders.takenBack.no, 6000],
    ])
    const month = new Date().toISOString().slice(0, 7)
    expect(data.months).toEqual([{ month, collected: 12000, takenBack: 2000 }])
    expect(await offLedger(server)).toEqual([])
  })

  it('answers a guest 401, and a shopper without a shop "not found"; another shop’s owner, here or in another tenant, sees only their own', async () => {
    expect((await server.api.earnings.earnings({}, {})).status).toBe(401)
    for (const caller of [await newShopper(server), await newShopper(server, 2)])
      expect(await earnings(caller)).toMatchObject({ status: 404, code: ErrorCode.notFound })
    for (const stranger of [await newOwner(server), await newOwner(server, 2)])
      expect((await earnings(stranger)).data).toEqual({
        available: 0,
        frozen: 0,
        pending: 0,
        pendingOrders: [],
        settlements: [],
        months: [],
      })
    // Nothing of the owner's moved meanwhile.
    expect((await earnings(owner)).data.available).toBe(10000)
  })
})
