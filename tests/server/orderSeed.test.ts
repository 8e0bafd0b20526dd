import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AfterSaleItemStatus, AfterSaleStatus, AfterSaleWay, OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import type { LoginResult } from '../../contract/api'
import { skuPicture } from '../../contract/catalog'
import { balanceLogType, payMethodType } from '../../contract/wallet'
import { asPlatform, schema } from '../../server/db/client'
import { openAfterSale } from '../../machines/afterSale/lifecycle'
import { demoOwner } from '../../server/seed/orders'
import { freshIp, loginUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
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
    const cart = await server.api.cart.cartList({}, { token: demo.accessToken })
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
    const page = await server.api.order.orderPage({ pageSize: 50 }, { token: demo.accessToken })
    // Orders with after-sales are the after-sales' own (below); the others keep one order per status.
    const list = page.data.list.filter((o) => o.status === OrderStatus.refunded || o.items.every((i) => i.afterSaleId === null))
    const has = (status: number, auditStatus?: number) =>
      list.filter((o) => o.status === status && (auditStatus === undefined || o.auditStatus === auditStatus))
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.noPayReceipt)[0]?.keyTTL).toBeGreaterThan(60 * 60)
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.waiting)).toHaveLength(1)
    expect(has(OrderStatus.waitPay, PaymentReceiptStatus.rejected)[0]?.auditRemark).not.toBe('')
    for (const status of [OrderStatus.waitReceipt, OrderStatus.refunded, OrderStatus.cancelled])
      expect(has(status), String(status)).toHaveLength(1)
    // Waiting for delivery: one from a shop the platform runs, and two the demo owner's shop has to ship (one paid five days ago).
    const waiting = has(OrderStatus.waitDelivery)
    expect(waiting.map((o) => o.payAppType)).toEqual([payMethodType.balance, payMethodType.balance, payMethodType.balance])
    expect(waiting.filter((o) => Date.now() - (o.payTime ?? Date.now()) > 4 * 86_400_000)).toHaveLength(1)
    const wallet = await server.api.wallet.wallet({}, { token: demo.accessToken })
    // The seeded recharge (500 USD), less the withdrawal under review (120), less what the balance paid, plus a refund.
    expect(wallet.data.freezebalance).toBe(12000)
    expect(wallet.data.balance).toBeGreaterThan(10000)
    const over = has(OrderStatus.orderOver)
    expect(over.map((o) => o.commentStatus).sort()).toEqual([0, 1])

    const details = await Promise.all(list.map((o) => server.api.order.orderDetail({ no: o.no }, { token: demo.accessToken })))
    for (const { data } of details) {
      expect(data.moves.length, data.no).toBeGreaterThan(0)
      expect(data.moves.map((m) => m.createTime)).toEqual([...data.moves.map((m) => m.createTime)].sort((a, b) => a - b))
    }
    const shipped = details.find((d) => d.data.status === OrderStatus.waitReceipt)?.data
    expect(shipped?.deliveryOrbits.length).toBeGreaterThanOrEqual(2)
    expect(shipped).toMatchObject({ logisticsNo: 'CP0099218734DE', carrier: 'DHL' })
    expect(await offLedger(server)).toEqual([])
    // Each item shows its colour's picture, as a checkout's would.
    const items = await asPlatform(server.db, (tx) =>
      tx
        .select({
          picUrl: schema.orderItems.picUrl,
          images: schema.spus.images,
          colourImages: schema.spus.colourImages,
          valueIds: schema.skus.valueIds,
        })
        .from(schema.orderItems)
        .innerJoin(schema.skus, eq(schema.skus.id, schema.orderItems.skuId))
        .innerJoin(schema.spus, eq(schema.spus.id, schema.skus.spuId)),
    )
    expect(items.filter((i) => i.picUrl !== skuPicture(i.images, i.colourImages, i.valueIds))).toEqual([])
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
    // Collections for its completed orders, and one refund taken back after the shop was paid (the seeded after-sales).
    const collected = logs.filter((l) => l.type === balanceLogType.merchantCollection)
    expect(collected.length).toBeGreaterThanOrEqual(2)
    expect(collected.every((l) => l.amt > 0)).toBe(true)
    expect(logs.filter((l) => l.type !== balanceLogType.merchantCollection)).toEqual([
      { type: balanceLogType.merchantPay, amt: expect.any(Number) },
    ])
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

describe('the seeded after-sales', () => {
  it('give the demo shopper one in every status and both modes, each with its timeline, its item and its messages', async () => {
    const demo = await login('demo@vitrine.test', 'Demo12345')
    const token = demo.accessToken
    const page = (await server.api.afterSale.page({ pageSize: 50 }, { token })).data
    expect(new Set(page.list.map((a) => a.status))).toEqual(new Set(Object.values(AfterSaleStatus)))
    expect(new Set(page.list.map((a) => a.way))).toEqual(new Set(Object.values(AfterSaleWay)))
    expect(page.list.map((a) => a.createTime)).toEqual([...page.list.map((a) => a.createTime)].sort((a, b) => b - a))

    const details = await Promise.all(page.list.map(async (a) => (await server.api.afterSale.detail({ id: a.id }, { token })).data))
    for (const d of details) {
      expect(d.moves[0], String(d.id)).toMatchObject({ status: AfterSaleStatus.waitReview, actor: 'shopper' })
      expect(d.moves.at(-1)?.status).toBe(d.status)
      expect(d.moves.map((m) => m.createTime)).toEqual([...d.moves.map((m) => m.createTime)].sort((a, b) => a - b))
    }
    expect(details.filter((d) => d.applyPicUrls.length > 0).length).toBeGreaterThanOrEqual(3)
    expect(details.find((d) => d.status === AfterSaleStatus.waitReturn)?.returnAddress).not.toBe('')

    // Each open after-sale is its item's; the refunded order's every item was refunded in full.
    const orders = (await server.api.order.orderPage({ pageSize: 50 }, { token })).data.list
    const items = orders.flatMap((o) => o.items.map((i) => ({ ...i, orderStatus: o.status })))
    for (const d of details.filter((a) => openAfterSale.includes(a.status)))
      expect(items.find((i) => i.id === d.orderItemId)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.apply, afterSaleId: d.id })
    const refunded = items.filter((i) => i.orderStatus === OrderStatus.refunded)
    expect(refunded.length).toBeGreaterThan(0)
    expect(refunded.every((i) => i.afterSaleStatus === AfterSaleItemStatus.success)).toBe(true)

    const ledger = await asPlatform(server.db, (tx) =>
      tx
        .select({ type: schema.balanceLogs.type, refId: schema.balanceLogs.refId })
        .from(schema.balanceLogs)
        .where(eq(schema.balanceLogs.refKind, 'afterSale')),
    )
    const taken = ledger.find((l) => l.type === balanceLogType.merchantPay)
    expect(
      ledger
        .filter((l) => l.refId === taken?.refId)
        .map((l) => l.type)
        .sort(),
    ).toEqual([balanceLogType.merchantPay, balanceLogType.platformRefund])
    expect(ledger.some((l) => l.type === balanceLogType.refund)).toBe(true)
    const messages = await asPlatform(server.db, (tx) =>
      tx
        .select({ key: schema.systemMessages.messageKey })
        .from(schema.systemMessages)
        .where(sql`${schema.systemMessages.messageKey} like 'afterSale%'`),
    )
    expect(messages.length).toBeGreaterThanOrEqual(8)
    expect(await offLedger(server)).toEqual([])
  })
})
