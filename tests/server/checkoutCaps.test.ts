import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { readConfig } from '../../server/config'
import { inTenant, schema } from '../../server/db/client'
import { addressOf, createOrders, freshSkus, ordersOf, stockOf } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { as, newShopper, type Shopper } from './shoppers'

/** The checkout's caps (docs/behaviour.md#checkout): pieces held unpaid per shopper, pieces of one SKU per order. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const capMessage = (held: number) =>
  `Unpaid orders can hold at most 30 pieces in all, and yours already hold ${held}. Please pay for or cancel them, or order fewer.`
const checkoutsOf = (shopper: Shopper) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.checkouts).where(eq(schema.checkouts.userId, shopper.id)))
const piecesHeld = async (shopper: Shopper) =>
  (await ordersOf(server, shopper))
    .filter((o) => o.status === OrderStatus.waitPay)
    .flatMap((o) => o.items)
    .reduce((sum, i) => sum + i.count, 0)

describe('the unpaid pieces cap', () => {
  it('is UNPAID_PIECES_MAX, 30 by default', () => {
    expect(readConfig({}).unpaidPiecesMax).toBe(30)
    expect(readConfig({ UNPAID_PIECES_MAX: '5' }).unpaidPiecesMax).toBe(5)
  })

  it('refuses a checkout that would hold more than 30 unpaid pieces, saying so and creating nothing; up to 30 is fine', async () => {
    const shopper = await newShopper(server)
    const addressId = await addressOf(server, shopper)
    const [a, b] = await freshSkus(server, 1, 2, { distinctShops: true })
    const first = await createOrders(server, shopper, { items: [{ ...a, count: 20 }], addressId })
    expect(first.code).toBe(0)
    const over = await createOrders(server, shopper, {
      items: [
        { ...a, count: 6 },
        { ...b, count: 5 },
      ],
      addressId,
    })
    expect(over).toMatchObject({ status: 409, code: ErrorCode.unpaidPiecesMax, msg: capMessage(20) })
    expect(await ordersOf(server, shopper)).toHaveLength(1)
    expect(await checkoutsOf(shopper)).toHaveLength(1)
    expect(await stockOf(server, 1, a.skuId)).toBe(30)
    expect(await stockOf(server, 1, b.skuId)).toBe(50)
    // In the shopper's language.
    const fr = await server.api.checkout.createOrders(
      { items: [{ ...b, count: 11 }], addressId, remark: '', idempotencyKey: 'fr-over-the-cap' },
      { ...as(shopper), lang: 'fr' },
    )
    expect(fr.code).toBe(ErrorCode.unpaidPiecesMax)
    expect(fr.msg).not.toBe(capMessage(20))
    expect(fr.msg).toContain('30')
    expect((await createOrders(server, shopper, { items: [{ ...b, count: 10 }], addressId })).code).toBe(0)
    expect(await piecesHeld(shopper)).toBe(30)
    // A cancelled order holds nothing any more.
    expect((await server.api.order.cancel({ id: first.data.tradeOrderIdList[0] }, as(shopper))).code).toBe(0)
    expect((await createOrders(server, shopper, { items: [{ ...a, count: 20 }], addressId })).code).toBe(0)
  })

  it('counts orders whose screenshot waits for review, even past their deadline; not paid, cancelled or overdue ones', async () => {
    const shopper = await newShopper(server)
    const addressId = await addressOf(server, shopper)
    const [sku] = await freshSkus(server, 1, 1)
    await insertOrder(server, shopper, { count: 25, auditStatus: PaymentReceiptStatus.waiting, payInMinutes: -600 })
    await insertOrder(server, shopper, { count: 25, status: OrderStatus.waitDelivery })
    await insertOrder(server, shopper, { count: 25, status: OrderStatus.cancelled })
    await insertOrder(server, shopper, { count: 25, payInMinutes: -1 })
    const over = await createOrders(server, shopper, { items: [{ ...sku, count: 6 }], addressId })
    expect(over).toMatchObject({ code: ErrorCode.unpaidPiecesMax, msg: capMessage(25) })
    expect((await createOrders(server, shopper, { items: [{ ...sku, count: 5 }], addressId })).code).toBe(0)
  })

  it('lets 20 concurrent checkouts of one shopper hold exactly 30 pieces, never more', async () => {
    const shopper = await newShopper(server)
    const addressId = await addressOf(server, shopper)
    const skus = await freshSkus(server, 1, 20)
    const results = await Promise.all(skus.map((sku) => createOrders(server, shopper, { items: [{ ...sku, count: 2 }], addressId })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(15)
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.unpaidPiecesMax)).toBe(true)
    expect(await piecesHeld(shopper)).toBe(30)
    const stock = await Promise.all(skus.map((sku) => stockOf(server, 1, sku.skuId)))
    expect(stock.reduce((sum, s) => sum + (50 - s), 0)).toBe(30)
  })
})

describe('the count cap of one SKU', () => {
  it('refuses more than 99 pieces of one SKU in one order, even over two lines, naming it', async () => {
    const shopper = await newShopper(server)
    const [sku] = await freshSkus(server, 1, 1, { stock: 500 })
    const res = await createOrders(server, shopper, {
      items: [
        { ...sku, count: 60 },
        { ...sku, count: 60 },
      ],
      addressId: await addressOf(server, shopper),
    })
    expect(res).toMatchObject({ status: 400, code: ErrorCode.invalidField })
    expect(res.msg).toMatch(/^At most 99 pieces of .+ per order$/)
    expect(await ordersOf(server, shopper)).toEqual([])
    expect(await stockOf(server, 1, sku.skuId)).toBe(500)
  })
})
