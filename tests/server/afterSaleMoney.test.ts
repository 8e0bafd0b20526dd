import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleItemStatus, AfterSaleStatus as S, OrderStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { post } from '../../server/modules/wallet/ledger'
import { apply, itemRow, platformSku, shippedOrder } from './afterSaleHelpers'
import { settleNow } from './settlementHelpers'
import { startTestServer, type TestServer } from './harness'
import { ledgerOf, orderDetail, orderRow, ownedSku } from './orderHelpers'
import { offLedger, wallet } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const confirm = (shopper: Shopper, id: number) => server.api.order.confirmReceipt({ id }, as(shopper))
const balance = async (who: Shopper) => (await wallet(server, who)).data.balance

/** An application agreed by the platform, waiting for its refund (refund only). */
async function waitingRefund(shopper: Shopper, orderItemId: number, refundCount: number, refundPrice: number) {
  const made = await apply(server, shopper, { orderItemId, refundCount, refundPrice })
  expect(made.code).toBe(0)
  expect((await server.admin.afterSale.agree({ id: made.data })).data.afterSale.status).toBe(S.waitRefund)
  return made.data
}

/** A second item in the order, as a checkout of two pieces of one shop makes it. */
async function secondItem(shopper: Shopper, orderId: number, count: number, price: number) {
  return inTenant(server.db, shopper.tenant, async (tx) => {
    const [first] = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId))
    const { id: _, ...copy } = first
    const [row] = await tx
      .insert(schema.orderItems)
      .values({ ...copy, count, price })
      .returning({ id: schema.orderItems.id })
    await tx
      .update(schema.orders)
      .set({ payPrice: sql`${schema.orders.payPrice} + ${count * price}`, totalPrice: sql`${schema.orders.totalPrice} + ${count * price}` })
      .where(eq(schema.orders.id, orderId))
    return row.id
  })
}

describe('money back', () => {
  it('refunds a shipped order’s pieces to the wallet (type 4) exactly once under 20 concurrent refund calls', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const id = await waitingRefund(shopper, order.itemId, 2, 4000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.admin.afterSale.refund({ id })))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect([ErrorCode.moveRefused, ErrorCode.statusChanged]).toContain(a.code)
      if (a.code === ErrorCode.moveRefused) expect(a.msg).toMatch(/\(refunded\)/)
    }
    expect(await ledgerOf(server, id, 'afterSale')).toEqual([{ type: balanceLogType.refund, amt: 4000, userId: shopper.id }])
    expect(await balance(shopper)).toBe(4000)
    expect(await itemRow(server, order.itemId)).toMatchObject({
      afterSaleStatus: AfterSaleItemStatus.partial,
      refundedCount: 2,
      refundedPrice: 4000,
    })
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.waitReceipt)
    expect(await offLedger(server)).toEqual([])
  })

  it('moves the order to refunded when every item is refunded in full, not while one is refunded in part', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper, { status: OrderStatus.orderOver, skuId: (await platformSku(server)).skuId })
    const other = await secondItem(shopper, order.id, 1, 1500)

    await server.admin.afterSale.refund({ id: await waitingRefund(shopper, order.itemId, 3, 6000) })
    expect(await itemRow(server, order.itemId)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.success, refundedCount: 3 })
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.orderOver)
    // Only one piece's worth for the other item's one piece: refunded in full by count, so success too.
    const last = await waitingRefund(shopper, other, 1, 1500)
    expect((await server.admin.afterSale.refund({ id: last })).code).toBe(0)
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.refunded)
    const moves = (await orderDetail(server, shopper, order.no)).data.moves
    expect(moves.at(-1)).toMatchObject({ status: OrderStatus.refunded, actor: 'platform' })
    expect(await balance(shopper)).toBe(7500)
    expect((await apply(server, shopper, { orderItemId: other })).code).toBe(ErrorCode.afterSaleNotAllowed)
  })

  it('takes a settled order’s refund back from the shop’s owner (types 9 and 3), and refuses it whole when the owner cannot cover it', async () => {
    const [shopper, owner] = [await newShopper(server), await newShopper(server)]
    const sku = await ownedSku(server, owner, 2)
    const order = await shippedOrder(server, shopper, { skuId: sku.skuId })
    expect((await confirm(shopper, order.id)).code).toBe(0)
    expect((await settleNow(server, order.no)).code).toBe(0)
    expect(await balance(owner)).toBe(6000)

    const first = await waitingRefund(shopper, order.itemId, 1, 2000)
    expect((await server.admin.afterSale.refund({ id: first })).code).toBe(0)
    const lines = await ledgerOf(server, first, 'afterSale')
    expect(lines).toHaveLength(2)
    expect(lines).toEqual(
      expect.arrayContaining([
        { type: balanceLogType.platformRefund, amt: 2000, userId: shopper.id },
        { type: balanceLogType.merchantPay, amt: -2000, userId: owner.id },
      ]),
    )
    expect([await balance(shopper), await balance(owner)]).toEqual([2000, 4000])

    // The owner withdraws most of it; the next refund is refused and moves nothing.
    await inTenant(server.db, 1, (tx) =>
      post(tx, { tenantId: 1, userId: owner.id, type: balanceLogType.backendDeduction, amt: -3000, remark: 'test' }),
    )
    const second = await waitingRefund(shopper, order.itemId, 2, 4000)
    const short = await server.admin.afterSale.refund({ id: second })
    expect(short.code).toBe(ErrorCode.shopBalanceShort)
    expect(short.msg).toMatch(/shop’s balance cannot cover/)
    expect(await ledgerOf(server, second, 'afterSale')).toEqual([])
    expect([await balance(shopper), await balance(owner)]).toEqual([2000, 1000])
    expect(await itemRow(server, order.itemId)).toMatchObject({ refundedCount: 1, afterSaleStatus: AfterSaleItemStatus.apply })
    const [row] = await asPlatform(server.db, (tx) => tx.select().from(schema.afterSales).where(eq(schema.afterSales.id, second)))
    expect(row).toMatchObject({ status: S.waitRefund, refundTime: null })
    expect(await offLedger(server)).toEqual([])
  })

  it('pays the owner at settlement only what was not refunded before', async () => {
    const [shopper, owner] = [await newShopper(server), await newShopper(server)]
    const sku = await ownedSku(server, owner, 3)
    const order = await shippedOrder(server, shopper, { skuId: sku.skuId, freight: 500 })
    await server.admin.afterSale.refund({ id: await waitingRefund(shopper, order.itemId, 1, 2000) })
    expect(await ledgerOf(server, order.id)).toEqual([])
    expect((await confirm(shopper, order.id)).code).toBe(0)
    expect(await ledgerOf(server, order.id)).toEqual([])
    expect((await settleNow(server, order.no)).code).toBe(0)
    expect(await ledgerOf(server, order.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 4500, userId: owner.id }])
    expect(await balance(owner)).toBe(4500)
  })

  it('serialises a refund with the order’s settlement: the owner keeps exactly what was paid less the refund', async () => {
    const [shopper, owner] = [await newShopper(server), await newShopper(server)]
    const sku = await ownedSku(server, owner, 4)
    const order = await shippedOrder(server, shopper, { skuId: sku.skuId })
    expect((await confirm(shopper, order.id)).code).toBe(0)
    const id = await waitingRefund(shopper, order.itemId, 1, 2000)
    // Settling now waits for no window, but an open after-sale holds it: the refund ends it first or the settlement refuses.
    const [done, refunded] = await Promise.all([settleNow(server, order.no), server.admin.afterSale.refund({ id })])
    expect([0, ErrorCode.moveRefused]).toContain(done.code)
    if (done.code !== 0) expect((await settleNow(server, order.no)).code).toBe(0)
    expect(refunded.code).toBe(0)
    expect(await balance(owner)).toBe(4000)
    expect(await balance(shopper)).toBe(2000)
    expect(await offLedger(server)).toEqual([])
  })
})

describe('one open after-sale per item', () => {
  it('accepts exactly one of 20 concurrent applications; the others answer afterSaleOpen', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(server, shopper, { orderItemId: order.itemId })))
    const made = answers.filter((a) => a.code === 0)
    expect(made).toHaveLength(1)
    expect(answers.filter((a) => a.code === ErrorCode.afterSaleOpen)).toHaveLength(19)
    const rows = await asPlatform(server.db, (tx) =>
      tx.select({ id: schema.afterSales.id }).from(schema.afterSales).where(eq(schema.afterSales.orderItemId, order.itemId)),
    )
    expect(rows).toEqual([{ id: made[0].data }])
    expect(await itemRow(server, order.itemId)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.apply, afterSaleId: made[0].data })
  })

  it('keeps the wallets on their ledger after all of it', async () => {
    expect(await offLedger(server)).toEqual([])
  })
})
