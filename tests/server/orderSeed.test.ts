import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import type { LoginResult } from '../../contract/api'
import type { Cart, Order, OrderPage } from '../../contract/order'
import { balanceLogType, payMethodType } from '../../contract/wallet'
import { asPlatform, schema } from '../../server/db/client'
import { demoOwner } from '../../server/seed/orders'
import { freshIp, loginUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { orderPaths } from './orderHelpers'
import { offLedger } from './walletHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const login = async (email: string, password: string) => (await loginUser(server, email, password, 1, freshIp())).data as LoginResult

describe('the seeded bag', () => {
  it('gives the demo shopper two pieces of two shops to settle and one line asking for more than is left', async () => {
    const demo = await login('demo@vitrine.test', 'Demo12345')
    const cart = await server.call<Cart>('GET', '/trade/cart/listFirst', { token: demo.accessToken })
    const available = cart.data.list.filter((l) => l.available)
    expect(available).toHaveLength(2)
    expect(new Set(available.map((l) => l.sku.shopId)).size).toBe(2)
    const short = cart.data.list.filter((l) => !l.available)
    expect(short).toHaveLength(1)
    expect(short[0].count).toBeGreaterThan(short[0].sku.stock)
  })
})

describe('the seeded orders', () => {
  it('gives the demo shopper an order in every status, each with its timeline, and keeps every wallet on its ledger', async () => {
    const demo = await login('demo@vitrine.test', 'Demo12345')
    const page = await server.call<OrderPage>('GET', orderPaths.orderPage, { token: demo.accessToken, query: { pageSize: 50 } })
    const list = page.data.list
    const has = (status: number, auditStatus?: number) =>
      list.filter((o) => o.status === status && (auditStatus === undefined || o.auditStatus === auditStatus))
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.noPayReceipt)[0]?.keyTTL).toBeGreaterThan(60 * 60)
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.waiting)).toHaveLength(1)
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.rejected)[0]?.auditRemark).not.toBe('')
    for (const status of [OrderStatus.waitDelivery, OrderStatus.waitReceipt, OrderStatus.refunded, OrderStatus.cancelled])
      expect(has(status), String(status)).toHaveLength(1)
    expect(has(OrderStatus.waitDelivery)[0].payAppType).toBe(payMethodType.balance)
    const wallet = await server.call<{ balance: number; freezebalance: number }>('GET', '/pay/wallet/get', { token: demo.accessToken })
    // The seeded recharge (500 USD), less the withdrawal under review (120), less what the balance paid, plus a refund.
    expect(wallet.data.freezebalance).toBe(12000)
    expect(wallet.data.balance).toBeGreaterThan(10000)
    const over = has(OrderStatus.orderOver)
    expect(over.map((o) => o.commentStatus).sort()).toEqual([0, 1])

    const details = await Promise.all(
      list.map((o) => server.call<Order>('GET', orderPaths.orderDetail, { token: demo.accessToken, query: { no: o.no } })),
    )
    for (const { data } of details) {
      expect(data.moves.length, data.no).toBeGreaterThan(0)
      expect(data.moves.map((m) => m.createTime)).toEqual([...data.moves.map((m) => m.createTime)].sort((a, b) => a - b))
    }
    const shipped = details.find((d) => d.data.status === OrderStatus.waitReceipt)?.data
    expect(shipped?.deliveryOrbits.length).toBeGreaterThanOrEqual(2)
    expect(await offLedger(server)).toEqual([])
  })

  it('seeds a demo owner whose shop collected for its completed orders; evaluations count in its rating; freight varies', async () => {
    const owner = await login(demoOwner.email, demoOwner.password)
    const [shop] = await asPlatform(server.db, (tx) =>
      tx
        .select()
        .from(schema.shops)
        .where(and(eq(schema.shops.tenantId, 1), eq(schema.shops.ownerUserId, owner.userId))),
    )
    expect(shop).toBeDefined()
    const logs = await asPlatform(server.db, (tx) =>
      tx
        .select({ type: schema.balanceLogs.type, amt: schema.balanceLogs.amt })
        .from(schema.balanceLogs)
        .innerJoin(schema.wallets, eq(schema.wallets.id, schema.balanceLogs.walletId))
        .where(eq(schema.wallets.userId, owner.userId)),
    )
    expect(logs.length).toBeGreaterThanOrEqual(2)
    expect(logs.every((l) => l.type === balanceLogType.merchantCollection && l.amt > 0)).toBe(true)
    const [rating] = await asPlatform(server.db, (tx) =>
      tx.execute(sql`select coalesce(sum(describe_score + logistics_service_score + service_attitude_score), 0)::int as points,
        count(*)::int as count from evaluations where shop_id = ${shop.id}`),
    ).then((r) => (r as unknown as { rows: { points: number; count: number }[] }).rows)
    expect(rating.count).toBeGreaterThan(0)
    expect({ points: shop.ratingPoints, count: shop.ratingCount }).toEqual(rating)
    const freights = await asPlatform(server.db, (tx) => tx.select({ freight: schema.shops.freight }).from(schema.shops))
    expect(freights.some((s) => s.freight === 0)).toBe(true)
    expect(freights.filter((s) => s.freight > 0).every((s) => s.freight >= 500 && s.freight <= 1500)).toBe(true)
    expect(freights.some((s) => s.freight > 0)).toBe(true)
  })
})
