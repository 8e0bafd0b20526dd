import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AfterSaleStatus, OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, schema } from '../../server/db/client'
import { sweepOrders } from '../../server/modules/order/sweep'
import type { TestServer } from './harness'
import { twoInstances } from './twoInstances'
import { insertOrder, saleableSkus } from './orderFixtures'
import { ledgerOf, messageKeysOf, orderRow, ownedSku, stockOf } from './orderHelpers'
import { apply, cancel, shippedOrder } from './afterSaleHelpers'
import { offLedger } from './walletHelpers'
import { newShopper } from './shoppers'

const instances = twoInstances()
const otherDb = instances.otherDb
let server: TestServer
beforeAll(() => {
  server = instances.server()
})

const movesOf = (orderIds: number[]) =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ orderId: schema.orderMoves.orderId, status: schema.orderMoves.status, actor: schema.orderMoves.actor })
      .from(schema.orderMoves)
      .where(inArray(schema.orderMoves.orderId, orderIds)),
  )

describe('the orders’ sweep', () => {
  it('cancels unpaid orders past their deadline, releasing their stock and telling the shopper; not one under review', async () => {
    const shopper = await newShopper(server)
    const other = await newShopper(server, 2)
    const [sku] = await saleableSkus(server, 1, 1)
    const [sku2] = await saleableSkus(server, 2, 1)
    const before = await stockOf(server, sku.skuId)
    const beforeElsewhere = await stockOf(server, sku2.skuId)
    const late = await insertOrder(server, shopper, { skuId: sku.skuId, count: 2, payInMinutes: -5 })
    const reviewed = await insertOrder(server, shopper, {
      skuId: sku.skuId,
      payInMinutes: -5,
      auditStatus: PaymentReceiptStatus.waiting,
      payType: 1,
    })
    const rejected = await insertOrder(server, shopper, {
      skuId: sku.skuId,
      payInMinutes: -5,
      auditStatus: PaymentReceiptStatus.rejected,
      payType: 1,
    })
    const onTime = await insertOrder(server, shopper, { skuId: sku.skuId, payInMinutes: 5 })
    const lateElsewhere = await insertOrder(server, other, { skuId: sku2.skuId, payInMinutes: -1 })

    const { expired } = await sweepOrders(server.db)
    expect(expired).toEqual(expect.arrayContaining([late.id, rejected.id, lateElsewhere.id]))
    expect(expired).not.toContain(reviewed.id)
    expect(expired).not.toContain(onTime.id)
    expect(await orderRow(server, late.id)).toMatchObject({ status: OrderStatus.cancelled, cancelTime: expect.any(Date) })
    expect((await orderRow(server, lateElsewhere.id)).status).toBe(OrderStatus.cancelled)
    expect((await orderRow(server, reviewed.id)).status).toBe(OrderStatus.waitPay)
    expect((await orderRow(server, onTime.id)).status).toBe(OrderStatus.waitPay)
    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 3, spu: before.spu + 3 })
    expect(await stockOf(server, sku2.skuId)).toEqual({ sku: beforeElsewhere.sku + 1, spu: beforeElsewhere.spu + 1 })
    expect(await messageKeysOf(server, shopper)).toEqual([
      { key: 'orderExpiredContent', params: expect.objectContaining({ orderNo: late.no }) },
      { key: 'orderExpiredContent', params: expect.objectContaining({ orderNo: rejected.no }) },
    ])
    expect((await sweepOrders(server.db)).expired).toEqual([])
  })

  it('run by two instances at once, releases each order’s stock once', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    const before = await stockOf(server, sku.skuId)
    const late: { id: number }[] = []
    for (let i = 0; i < 30; i++) late.push(await insertOrder(server, shopper, { skuId: sku.skuId, count: 1, payInMinutes: -2 }))
    const ids = late.map((o) => o.id)

    const [a, b] = await Promise.all([sweepOrders(server.db, { batch: 7 }), sweepOrders(otherDb(), { batch: 7 })])
    expect([...a.expired, ...b.expired].filter((id) => ids.includes(id)).sort((x, y) => x - y)).toEqual(ids)
    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 30, spu: before.spu + 30 })
    const moves = await movesOf(ids)
    expect(moves).toHaveLength(30)
    expect(new Set(moves.map((m) => m.orderId)).size).toBe(30)
    expect((await messageKeysOf(server, shopper)).length).toBe(30)
  })

  it('completes orders shipped more than 14 days ago once, even from two instances; their shop is paid only when they settle', async () => {
    const shopper = await newShopper(server)
    const owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 2)
    const old: { id: number }[] = []
    for (let i = 0; i < 6; i++)
      old.push(await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt, price: 1000, deliveredDaysAgo: 15 }))
    const recent = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt, deliveredDaysAgo: 13 })

    const [a, b] = await Promise.all([sweepOrders(server.db, { batch: 2 }), sweepOrders(otherDb(), { batch: 2 })])
    const received = [...a.received, ...b.received]
    expect(received.filter((id) => old.some((o) => o.id === id))).toHaveLength(6)
    expect(received).not.toContain(recent.id)
    for (const order of old) {
      expect(await orderRow(server, order.id)).toMatchObject({
        status: OrderStatus.orderOver,
        receiveTime: expect.any(Date),
        settledAt: null,
      })
      expect(await ledgerOf(server, order.id)).toEqual([])
    }
    const moves = await movesOf(old.map((o) => o.id))
    expect(moves.every((m) => m.actor === 'system' && m.status === OrderStatus.orderOver)).toBe(true)
    expect(moves).toHaveLength(6)
    expect((await orderRow(server, recent.id)).status).toBe(OrderStatus.waitReceipt)

    // The days are configurable (ORDER_AUTO_RECEIVE_DAYS).
    expect((await sweepOrders(server.db, { autoReceiveDays: 10 })).received).toContain(recent.id)
    const wallets = await asPlatform(server.db, (tx) =>
      tx.select({ balance: schema.wallets.balance }).from(schema.wallets).where(eq(schema.wallets.userId, owner.id)),
    )
    expect(wallets.filter((w) => w.balance !== 0)).toEqual([])
    expect(await offLedger(server)).toEqual([])
  })
})

describe('the orders’ sweep and after-sales', () => {
  it('leaves a shipped order alone while one of its items has an after-sale open, and completes it once that ends', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper, { deliveredDaysAgo: 15 })
    const afterSaleId = (await apply(server, shopper, { orderItemId: order.itemId })).data

    expect((await sweepOrders(server.db)).received).not.toContain(order.id)
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.waitReceipt)

    await cancel(server, shopper, afterSaleId)
    expect((await sweepOrders(server.db)).received).toContain(order.id)
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.orderOver)
  })

  // Every round must end as if one had run wholly before the other (SWEEP_RACE_ROUNDS for more rounds).
  it('races an after-sale applied at the same moment, round after round: the order completes or not, its shop not paid yet, the ledger holds', async () => {
    const owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 3)
    for (let round = 0; round < Number(process.env.SWEEP_RACE_ROUNDS ?? 25); round++) {
      const shopper = await newShopper(server)
      const order = await shippedOrder(server, shopper, { skuId: sku.skuId, deliveredDaysAgo: 15 })
      const [swept, applied] = await Promise.all([
        sweepOrders(otherDb(), { batch: 5 }),
        apply(server, shopper, { orderItemId: order.itemId }),
      ])
      expect(applied.code).toBe(0)
      const completed = swept.received.includes(order.id)
      expect((await orderRow(server, order.id)).status).toBe(completed ? OrderStatus.orderOver : OrderStatus.waitReceipt)
      const collected = (await ledgerOf(server, order.id)).filter((l) => l.type === balanceLogType.merchantCollection)
      expect(collected).toEqual([])
      // Left shipped, the open after-sale keeps it from the next sweep.
      if (!completed) expect((await sweepOrders(server.db)).received).not.toContain(order.id)
      const detail = await server.api.afterSale.detail({ id: applied.data }, { token: shopper.token })
      expect(detail.data.status).toBe(AfterSaleStatus.waitReview)
    }
    expect(await offLedger(server)).toEqual([])
  }, 300_000)
})

describe('the orders’ sweep among requests', () => {
  it('lets a request in while it settles 1,500 orders, rather than holding the thread until the end', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`
        insert into orders (tenant_id, no, user_id, shop_id, status, items_price, delivery_price, total_price, pay_price,
          receiver_name, receiver_mobile, receiver_detail_address, receiver_city, receiver_area_name, receiver_zipcode,
          pay_deadline, pay_time, delivery_time, receive_time, created_at)
        select 1, 'SW' || ${shopper.id} || '-' || g, ${shopper.id}, ${sku.shopId}, ${OrderStatus.orderOver}::int, 1000, 0, 1000, 1000,
          'Ada Lovelace', '1', '12 St James Square', 'London', 'GB', 'SW1Y 4JH',
          now() - interval '39 days', now() - interval '40 days', now() - interval '38 days', now() - interval '30 days', now() - interval '40 days'
        from generate_series(1, 1500) g`),
    )
    let swept = false
    const sweep = sweepOrders(server.db).then((result) => {
      swept = true
      return result
    })
    expect((await server.api.settings.currencies({}, {})).code).toBe(0)
    expect(swept).toBe(false)
    expect((await sweep).settled.length).toBeGreaterThanOrEqual(1500)
  }, 120_000)
})
