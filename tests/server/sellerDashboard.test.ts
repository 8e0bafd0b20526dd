import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleStatus, AfterSaleWay, OrderStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { timeZoneOf } from '../../server/modules/seller/dashboard'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { liveProduct, newOwner, type Owner, productRows } from './sellerHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const day = 86_400_000
const { orders, afterSales, chatMessages, conversations } = schema

/** Moves an order back in time: placed (and paid, cancelled) `days` ago. */
const placedDaysAgo = (owner: Owner, id: number, days: number) =>
  inTenant(server.db, owner.tenant, (tx) =>
    tx
      .update(orders)
      .set({
        createdAt: sql`now() - make_interval(days => ${days})`,
        payTime: sql`case when ${orders.payTime} is null then null else now() - make_interval(days => ${days}) end`,
      })
      .where(eq(orders.id, id)),
  )

/** A refund-only after-sale of the order's item, in `status`, refunded `daysAgo` when refunded. */
const afterSaleOf = (owner: Owner, shopper: Shopper, order: { id: number; itemId: number }, status: number, refund = 0, daysAgo = 0) =>
  inTenant(server.db, owner.tenant, (tx) =>
    tx.insert(afterSales).values({
      tenantId: owner.tenant,
      userId: shopper.id,
      orderId: order.id,
      orderItemId: order.itemId,
      shopId: owner.shopId,
      way: AfterSaleWay.refundOnly,
      status,
      refundCount: 1,
      refundPrice: refund || 100,
      applyReason: 1,
      refundTime: status === AfterSaleStatus.refunded ? new Date(Date.now() - daysAgo * day) : null,
    }),
  )

describe('the seller dashboard', () => {
  let owner: Owner
  let shopper: Shopper
  let skuId: number
  beforeAll(async () => {
    owner = await newOwner(server)
    shopper = await newShopper(server)
    skuId = (await productRows(server, owner.tenant, await liveProduct(server, owner, 'Dashboard piece'))).skus[0].id
  })
  const order = (status: number, count: number, price = 1000) => insertOrder(server, shopper, { skuId, status, count, price })
  const dashboard = async (who: Shopper = owner, input: { tz?: string } = {}) => (await server.api.seller.dashboard(input, as(who))).data

  it('starts at nothing: 30 empty days ending today', async () => {
    const data = await dashboard()
    expect(data.toShip).toEqual({ count: 0, oldestPaidAt: null })
    expect([data.afterSales, data.reviewsUnanswered, data.unreadChats]).toEqual([0, 0, 0])
    expect(data.days).toHaveLength(30)
    expect(data.days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10))
    expect(data.sales.month).toEqual({ orders: 0, pieces: 0, revenue: 0, revenueUsd: 0, refunds: 0, refundsUsd: 0 })
  })

  it('counts what waits for the shop and its paid orders by the day they were placed', async () => {
    const today = await order(OrderStatus.waitDelivery, 2)
    const waited = await order(OrderStatus.waitDelivery, 1)
    await placedDaysAgo(owner, waited.id, 3)
    const tenDays = await order(OrderStatus.orderOver, 3)
    await placedDaysAgo(owner, tenDays.id, 10)
    await placedDaysAgo(owner, (await order(OrderStatus.orderOver, 5)).id, 40)
    await order(OrderStatus.waitPay, 4)
    await afterSaleOf(owner, shopper, today, AfterSaleStatus.waitReview)
    await afterSaleOf(owner, shopper, tenDays, AfterSaleStatus.refunded, 700, 1)
    await afterSaleOf(owner, shopper, waited, AfterSaleStatus.waitReturn)

    const data = await dashboard()
    const [paid] = await inTenant(server.db, owner.tenant, (tx) => tx.select().from(orders).where(eq(orders.id, waited.id)))
    expect(data.toShip).toEqual({ count: 2, oldestPaidAt: paid.payTime?.getTime() })
    // Waiting for the shop: the review; not the return the shopper still has to send.
    expect(data.afterSales).toBe(1)
    const cents = (n: number) => ({ revenue: n, revenueUsd: n })
    expect(data.sales.today).toEqual({ orders: 1, pieces: 2, ...cents(2000), refunds: 0, refundsUsd: 0 })
    expect(data.sales.week).toEqual({ orders: 2, pieces: 3, ...cents(3000), refunds: 700, refundsUsd: 700 })
    expect(data.sales.month).toEqual({ orders: 3, pieces: 6, ...cents(6000), refunds: 700, refundsUsd: 700 })
    expect(data.days.reduce((sum, d) => sum + d.revenueUsd, 0)).toBe(6000)
    expect(data.days.filter((d) => d.orders > 0).map((d) => d.orders)).toEqual([1, 1, 1])
  })

  it('counts a paid order the shop cancelled as a refund of its day', async () => {
    const before = (await dashboard()).sales.today
    const cancelled = await order(OrderStatus.waitDelivery, 1, 1500)
    await inTenant(server.db, owner.tenant, (tx) =>
      tx.update(orders).set({ status: OrderStatus.cancelled, cancelTime: new Date() }).where(eq(orders.id, cancelled.id)),
    )
    const after = (await dashboard()).sales.today
    expect([after.orders - before.orders, after.revenueUsd - before.revenueUsd, after.refundsUsd - before.refundsUsd]).toEqual([
      1, 1500, 1500,
    ])
  })

  it('shows money in the asked currency beside USD', async () => {
    const res = await server.api.seller.dashboard({}, { ...as(owner), headers: { currencyCode: 'EUR' } })
    expect(res.data.currencyCode).toBe('EUR')
    const { revenue, revenueUsd } = res.data.sales.month
    expect(revenueUsd).toBeGreaterThan(0)
    expect(revenue).not.toBe(revenueUsd)
  })

  it('counts the shoppers’ unread chat messages to the shop', async () => {
    const [conversation] = await inTenant(server.db, owner.tenant, (tx) =>
      tx
        .insert(conversations)
        .values({ tenantId: owner.tenant, userId: shopper.id, shopId: owner.shopId })
        .returning({ id: conversations.id }),
    )
    await inTenant(server.db, owner.tenant, (tx) =>
      tx.insert(chatMessages).values(
        [1, 2].map((n) => ({
          tenantId: owner.tenant,
          conversationId: conversation.id,
          userId: shopper.id,
          shopId: owner.shopId,
          senderId: shopper.id,
          side: 1,
          message: `Hello ${n}`,
          clientKey: `k${n}`,
        })),
      ),
    )
    expect((await dashboard()).unreadChats).toBe(2)
  })

  it('counts the days in the owner’s time zone, and in UTC for a zone nobody knows', async () => {
    expect((await dashboard(owner, { tz: 'Pacific/Kiritimati' })).days.at(-1)?.day).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()),
    )
    expect((await dashboard(owner, { tz: 'Mars/Olympus' })).days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10))
    expect(timeZoneOf("UTC'; drop table orders; --")).toBe('UTC')
  })

  it('answers a guest 401, shoppers "not found", and other owners (this tenant or another) only their own empty shop', async () => {
    expect((await server.api.seller.dashboard({}, {})).status).toBe(401)
    for (const who of [await newShopper(server), await newShopper(server, 2)])
      expect(await server.api.seller.dashboard({}, as(who))).toMatchObject({ status: 404, code: ErrorCode.notFound })
    for (const who of [await newOwner(server), await newOwner(server, 2)]) {
      const theirs = await dashboard(who)
      expect([theirs.toShip.count, theirs.afterSales, theirs.unreadChats, theirs.sales.month.orders]).toEqual([0, 0, 0, 0])
    }
  })
})
