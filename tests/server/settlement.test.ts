import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, schema } from '../../server/db/client'
import { sweepOrders } from '../../server/modules/order/sweep'
import { apply, cancel, shippedOrder } from './afterSaleHelpers'
import type { TestServer } from './harness'
import { twoInstances } from './twoInstances'
import { insertOrder } from './orderFixtures'
import { ledgerOf, orderRow, ownedSku } from './orderHelpers'
import { completedDaysAgo, settleNow } from './settlementHelpers'
import { as, newShopper, type Shopper } from './shoppers'
import { applyWithdrawal, offLedger, payoutAddress, payPassword, setPayPassword, wallet } from './walletHelpers'

const instances = twoInstances()
const otherDb = instances.otherDb
let server: TestServer
beforeAll(() => {
  server = instances.server()
})
const confirm = (shopper: Shopper, id: number) => server.api.order.confirmReceipt({ id }, as(shopper))
const balance = async (who: Shopper) => (await wallet(server, who)).data.balance

/** A shipped order of the owner's shop (3 pieces at 20 USD), confirmed by the shopper `days` ago. */
async function completed(owner: Shopper, skip: number, days: number, shopper?: Shopper) {
  const buyer = shopper ?? (await newShopper(server))
  const sku = await ownedSku(server, owner, skip)
  const order = await shippedOrder(server, buyer, { skuId: sku.skuId })
  expect((await confirm(buyer, order.id)).code).toBe(0)
  await completedDaysAgo(server, order.id, days)
  return { ...order, shopper: buyer }
}

/** An after-sale of the order's item for `count` pieces, agreed and refunded by the platform; answers its id. */
async function refunded(shopper: Shopper, orderItemId: number, count: number, refundPrice: number) {
  const made = await apply(server, shopper, { orderItemId, refundCount: count, refundPrice })
  expect(made.code).toBe(0)
  expect((await server.admin.afterSale.agree({ id: made.data })).code).toBe(0)
  return { id: made.data, answer: await server.admin.afterSale.refund({ id: made.data }) }
}

const collections = (orderId: number) =>
  ledgerOf(server, orderId).then((l) => l.filter((x) => x.type === balanceLogType.merchantCollection))

describe('settlement after the return window', () => {
  it('holds a completed order’s money for SETTLE_DAYS, then two sweeps at once pay the owner exactly once', async () => {
    const owner = await newShopper(server)
    const due: Awaited<ReturnType<typeof completed>>[] = []
    for (let i = 0; i < 6; i++) due.push(await completed(owner, 1, 7.5))
    const young = await completed(owner, 1, 6)

    const [a, b] = await Promise.all([sweepOrders(server.db, { batch: 2 }), sweepOrders(otherDb(), { batch: 2 })])
    const settled = [...a.settled, ...b.settled]
    expect(settled.filter((id) => due.some((o) => o.id === id)).sort((x, y) => x - y)).toEqual(due.map((o) => o.id))
    expect(settled).not.toContain(young.id)
    for (const order of due) {
      expect(await collections(order.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 6000, userId: owner.id }])
      expect((await orderRow(server, order.id)).settledAt).toEqual(expect.any(Date))
    }
    expect(await collections(young.id)).toEqual([])
    expect(await balance(owner)).toBe(6 * 6000)
    expect((await sweepOrders(server.db)).settled).toEqual([])

    // The window is the tenant's (ops settle:days): five days settles the six-day-old one.
    expect((await server.admin.settlement.settleWindow({ tenant: 1, days: 5 })).code).toBe(0)
    try {
      expect((await sweepOrders(server.db)).settled).toContain(young.id)
    } finally {
      await server.admin.settlement.settleWindow({ tenant: 1, days: 7 })
    }
    expect(await balance(owner)).toBe(7 * 6000)
    expect(await offLedger(server)).toEqual([])
  })

  it('credits a batch once and writes each order’s line with the balance after it, as if posted one by one', async () => {
    const owner = await newShopper(server)
    const due: Awaited<ReturnType<typeof completed>>[] = []
    for (let i = 0; i < 3; i++) due.push(await completed(owner, 1, 7.5))
    const { settled } = await sweepOrders(server.db, { batch: 3 })
    expect(due.every((o) => settled.includes(o.id))).toBe(true)
    const lines = await asPlatform(server.db, (tx) =>
      tx
        .select({ amt: schema.balanceLogs.amt, balanceAfter: schema.balanceLogs.balanceAfter })
        .from(schema.balanceLogs)
        .innerJoin(schema.wallets, eq(schema.wallets.id, schema.balanceLogs.walletId))
        .where(eq(schema.wallets.userId, owner.id))
        .orderBy(schema.balanceLogs.id),
    )
    expect(lines).toEqual([
      { amt: 6000, balanceAfter: 6000 },
      { amt: 6000, balanceAfter: 12000 },
      { amt: 6000, balanceAfter: 18000 },
    ])
    expect(await balance(owner)).toBe(18000)
  })

  it('refunds inside the window from the held money (type 4), taking nothing from the owner, who is paid the rest', async () => {
    const owner = await newShopper(server)
    const order = await completed(owner, 2, 2)
    const refund = await refunded(order.shopper, order.itemId, 1, 2000)
    expect(refund.answer.code).toBe(0)
    expect(await ledgerOf(server, refund.id, 'afterSale')).toEqual([{ type: balanceLogType.refund, amt: 2000, userId: order.shopper.id }])
    expect(await balance(owner)).toBe(0)
    expect(await balance(order.shopper)).toBe(2000)

    await completedDaysAgo(server, order.id, 8)
    expect((await sweepOrders(server.db)).settled).toContain(order.id)
    expect(await collections(order.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 4000, userId: owner.id }])
    expect(await balance(owner)).toBe(4000)
    expect(await offLedger(server)).toEqual([])
  })

  it('takes a refund after settlement back from the owner (types 9 and 3); refused whole (1072) when the owner has withdrawn it', async () => {
    const owner = await newShopper(server)
    const order = await completed(owner, 3, 8)
    expect((await sweepOrders(server.db)).settled).toContain(order.id)
    expect(await balance(owner)).toBe(6000)

    const first = await refunded(order.shopper, order.itemId, 1, 2000)
    expect(first.answer.code).toBe(0)
    expect(await ledgerOf(server, first.id, 'afterSale')).toEqual(
      expect.arrayContaining([
        { type: balanceLogType.platformRefund, amt: 2000, userId: order.shopper.id },
        { type: balanceLogType.merchantPay, amt: -2000, userId: owner.id },
      ]),
    )
    expect([await balance(owner), await balance(order.shopper)]).toEqual([4000, 2000])

    await setPayPassword(server, owner)
    const address = await payoutAddress(server, owner)
    expect((await applyWithdrawal(server, owner, { amount: 3500, type: 2, receiveAddress: address, payPassword })).code).toBe(0)
    const second = await refunded(order.shopper, order.itemId, 1, 2000)
    expect(second.answer.code).toBe(ErrorCode.shopBalanceShort)
    expect(await ledgerOf(server, second.id, 'afterSale')).toEqual([])
    expect([await balance(owner), await balance(order.shopper)]).toEqual([500, 2000])
    expect(await offLedger(server)).toEqual([])
  })

  it('holds the settlement while an after-sale opened in the window is open, and settles once it ends', async () => {
    const owner = await newShopper(server)
    const order = await completed(owner, 4, 3)
    const opened = await apply(server, order.shopper, { orderItemId: order.itemId })
    expect(opened.code).toBe(0)
    await completedDaysAgo(server, order.id, 10)

    expect((await sweepOrders(server.db)).settled).not.toContain(order.id)
    expect((await settleNow(server, order.no)).code).toBe(ErrorCode.moveRefused)
    expect(await collections(order.id)).toEqual([])

    expect((await cancel(server, order.shopper, opened.data)).code).toBe(0)
    expect((await sweepOrders(server.db)).settled).toContain(order.id)
    expect(await collections(order.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 6000, userId: owner.id }])
    expect((await settleNow(server, order.no)).code).toBe(ErrorCode.moveRefused)
  })

  it('settles one order before its window on `ops settle:now <no>`, once under concurrent calls; never one not completed', async () => {
    const owner = await newShopper(server)
    const order = await completed(owner, 5, 0)
    const shipped = await shippedOrder(server, await newShopper(server), { skuId: order.skuId })
    const answers = await Promise.all([settleNow(server, order.no), settleNow(server, order.no), settleNow(server, order.no)])
    expect(answers.filter((a) => a.code === 0).map((a) => a.data)).toEqual([
      { settled: [{ orderId: order.id, no: order.no, amount: 6000 }] },
    ])
    expect((await settleNow(server, shipped.no)).code).toBe(ErrorCode.moveRefused)
    expect(await balance(owner)).toBe(6000)
  })
})

describe('the ledger under mixed load', () => {
  it('stays exact after 50 concurrent ships, completions, refunds, settlements and withdrawals; the owner nets what settled orders kept', async () => {
    const owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 6)
    await setPayPassword(server, owner)
    const address = await payoutAddress(server, owner)
    const buyers = await Promise.all(Array.from({ length: 5 }, () => newShopper(server)))
    const buyer = (i: number) => buyers[i % buyers.length]
    const shipped = await Promise.all(Array.from({ length: 10 }, (_, i) => shippedOrder(server, buyer(i), { skuId: sku.skuId })))
    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertOrder(server, buyer(i), { skuId: sku.skuId, status: OrderStatus.waitDelivery, price: 1500 }),
      ),
    )
    // Completed past the window, half of them settled (money to withdraw, and to take back), the others due.
    const old: Awaited<ReturnType<typeof completed>>[] = []
    for (let i = 0; i < 10; i++) old.push(await completed(owner, 6, 8, buyer(i)))
    for (const order of old.slice(0, 5)) expect((await settleNow(server, order.no)).code).toBe(0)
    const waiting: number[] = []
    for (const order of old.slice(0, 5)) {
      const made = await apply(server, order.shopper, { orderItemId: order.itemId, refundCount: 1, refundPrice: 2000 })
      expect((await server.admin.afterSale.agree({ id: made.data })).code).toBe(0)
      waiting.push(made.data)
    }
    const young: Awaited<ReturnType<typeof completed>>[] = []
    for (let i = 0; i < 5; i++) young.push(await completed(owner, 6, 1, buyer(i)))
    for (const order of young) {
      const made = await apply(server, order.shopper, { orderItemId: order.itemId, refundCount: 1, refundPrice: 2000 })
      expect((await server.admin.afterSale.agree({ id: made.data })).code).toBe(0)
      waiting.push(made.data)
    }

    const operations: (() => Promise<unknown>)[] = [
      ...shipped.map((o, i) => () => confirm(buyer(i), o.id)),
      ...paid.map((o) => () => server.admin.order.ship({ no: o.no, tracking: `TR${o.id}` })),
      ...waiting.map((id) => () => server.admin.afterSale.refund({ id })),
      ...[...old.slice(5), ...young].map((o) => () => settleNow(server, o.no)),
      ...Array.from(
        { length: 8 },
        () => () => applyWithdrawal(server, owner, { amount: 2500, type: 2, receiveAddress: address, payPassword }),
      ),
      () => sweepOrders(server.db),
      () => sweepOrders(otherDb()),
    ]
    expect(operations).toHaveLength(50)
    await Promise.all(operations.map((run) => run()))

    expect(await offLedger(server)).toEqual([])
    const ids = [...shipped, ...paid, ...old, ...young].map((o) => o.id)
    const rows = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.orders.id, payPrice: schema.orders.payPrice, settledAt: schema.orders.settledAt })
        .from(schema.orders)
        .where(inArray(schema.orders.id, ids)),
    )
    const items = await asPlatform(server.db, (tx) =>
      tx
        .select({ orderId: schema.orderItems.orderId, refunded: schema.orderItems.refundedPrice })
        .from(schema.orderItems)
        .where(inArray(schema.orderItems.orderId, ids)),
    )
    const kept = rows
      .filter((r) => r.settledAt)
      .reduce((sum, r) => sum + r.payPrice - items.filter((i) => i.orderId === r.id).reduce((s, i) => s + i.refunded, 0), 0)
    const lines = await asPlatform(server.db, (tx) =>
      tx
        .select({ type: schema.balanceLogs.type, amt: schema.balanceLogs.amt, refId: schema.balanceLogs.refId })
        .from(schema.balanceLogs)
        .innerJoin(schema.wallets, eq(schema.wallets.id, schema.balanceLogs.walletId))
        .where(eq(schema.wallets.userId, owner.id)),
    )
    const net = lines
      .filter((l) => l.type === balanceLogType.merchantCollection || l.type === balanceLogType.merchantPay)
      .reduce((s, l) => s + l.amt, 0)
    expect(net).toBe(kept)
    const collected = lines.filter((l) => l.type === balanceLogType.merchantCollection).map((l) => l.refId)
    expect(new Set(collected).size).toBe(collected.length)
  }, 120_000)
})
