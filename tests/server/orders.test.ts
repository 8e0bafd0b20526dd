import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import type { Input } from '../../contract/call'
import type { Order } from '../../contract/order'
import type { orderCalls } from '../../contract/schemas/order'
import { balanceLogType } from '../../contract/wallet'
import { inTenant, schema } from '../../server/db/client'
import { settleNow } from './settlementHelpers'
import { startTestServer, type TestServer } from './harness'
import { insertOrder, saleableSkus } from './orderFixtures'
import { ledgerOf, messageKeysOf, orderDetail, orderRow, ownedSku, stockOf } from './orderHelpers'
import { offLedger } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const page = (shopper: Shopper, query: Input<typeof orderCalls.orderPage> = {}) => server.api.order.orderPage(query, as(shopper))
const cancel = (shopper: Shopper, id: number) => server.api.order.cancel({ id }, as(shopper))
const confirm = (shopper: Shopper, id: number) => server.api.order.confirmReceipt({ id }, as(shopper))
const nos = (list: Order[]) => list.map((o) => o.no)

describe('the shopper’s orders', () => {
  it('lists newest first by pages, filtered by status tab, year and part of the number, with items and no timeline', async () => {
    const shopper = await newShopper(server)
    const made = []
    for (const status of [
      OrderStatus.waitPay,
      OrderStatus.waitDelivery,
      OrderStatus.waitReceipt,
      OrderStatus.orderOver,
      OrderStatus.cancelled,
    ])
      made.push(await insertOrder(server, shopper, { status, count: 2, price: 1250, freight: 500 }))
    const newestFirst = made.map((o) => o.no).reverse()

    const [first, second, third, all] = await Promise.all([
      page(shopper, { pageNo: 1, pageSize: 2 }),
      page(shopper, { pageNo: 2, pageSize: 2 }),
      page(shopper, { pageNo: 3, pageSize: 2 }),
      page(shopper),
    ])
    expect(first.data.total).toBe(5)
    expect([...nos(first.data.list), ...nos(second.data.list), ...nos(third.data.list)]).toEqual(newestFirst)
    expect(nos(all.data.list)).toEqual(newestFirst)
    const shipped = all.data.list.find((o) => o.status === OrderStatus.waitReceipt)
    expect(shipped).toMatchObject({ totalPrice: 3000, deliveryPrice: 500, payPrice: 3000, moves: [], statusstr: 'Shipped', keyTTL: 0 })
    expect(shipped?.items).toEqual([expect.objectContaining({ id: made[2].itemId, count: 2, price: 1250, evaluated: false })])

    const year = String(new Date().getUTCFullYear())
    const [shippedTab, cancelledTab, thisYear, longAgo, search, nothing, badYear] = await Promise.all([
      page(shopper, { status: OrderStatus.waitReceipt }),
      page(shopper, { status: OrderStatus.cancelled }),
      page(shopper, { datestr: year }),
      page(shopper, { datestr: '2020' }),
      page(shopper, { searchName: made[3].no.slice(-4) }),
      page(shopper, { searchName: '%' }),
      page(shopper, { datestr: '20x4' }),
    ])
    expect(nos(shippedTab.data.list)).toEqual([made[2].no])
    expect(nos(cancelledTab.data.list)).toEqual([made[4].no])
    expect(thisYear.data.total).toBe(5)
    expect(longAgo.data).toEqual({ list: [], total: 0 })
    expect(nos(search.data.list)).toEqual([made[3].no])
    expect(nothing.data.total).toBe(0)
    expect(badYear.code).toBe(ErrorCode.invalidField)
  })

  it('details one order: status name in the reader’s language, countdown, shop, tracking and timeline', async () => {
    const shopper = await newShopper(server)
    const unpaid = await insertOrder(server, shopper, { payInMinutes: 30 })
    const paid = await insertOrder(server, shopper, { status: OrderStatus.waitDelivery })
    const underReview = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1, payInMinutes: 30 })

    const [fr, paidOne, reviewed] = await Promise.all([
      orderDetail(server, shopper, unpaid.no, 'fr'),
      orderDetail(server, shopper, paid.no),
      orderDetail(server, shopper, underReview.no),
    ])
    expect(fr.data).toMatchObject({ no: unpaid.no, status: OrderStatus.waitPay, statusstr: 'En attente de paiement', shopuser: false })
    expect(fr.data.keyTTL).toBeGreaterThan(28 * 60)
    expect(fr.data.keyTTL).toBeLessThanOrEqual(30 * 60)
    expect(fr.data.payDeadline).toBeGreaterThan(Date.now())
    expect(fr.data.shopName).not.toBe('')
    expect(fr.data.shopLogo).not.toBe('')
    expect(paidOne.data).toMatchObject({ statusstr: 'Waiting for delivery', keyTTL: 0, payDeadline: null, payName: 'Wallet balance' })
    expect(reviewed.data).toMatchObject({ keyTTL: 0, auditStatus: PaymentReceiptStatus.waiting })

    const shipped = await server.admin.order.ship({ no: paid.no, tracking: 'LX123456789CN' })
    expect(shipped.code).toBe(0)
    await server.admin.order.track({ no: paid.no, content: 'Arrived at the sorting centre' })
    const detail = (await orderDetail(server, shopper, paid.no)).data
    expect(detail).toMatchObject({ status: OrderStatus.waitReceipt, logisticsNo: 'LX123456789CN', statusstr: 'Shipped' })
    expect(detail.deliveryTime).toBeGreaterThan(0)
    expect(detail.deliveryOrbits.map((o) => o.content)).toEqual([
      'Arrived at the sorting centre',
      'Handed to the carrier, tracking number LX123456789CN',
    ])
    expect(detail.moves).toEqual([expect.objectContaining({ status: OrderStatus.waitReceipt, actor: 'platform', remark: 'LX123456789CN' })])
  })

  it('expires an unpaid order past its deadline when it is read: no live countdown for a dead order', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    const before = await stockOf(server, sku.skuId)
    const late = await insertOrder(server, shopper, { skuId: sku.skuId, count: 3, payInMinutes: -1 })
    const list = await page(shopper)
    expect(list.data.list[0]).toMatchObject({ no: late.no, status: OrderStatus.cancelled, keyTTL: 0, payDeadline: null })
    const detail = await orderDetail(server, shopper, late.no)
    expect(detail.data.moves).toEqual([expect.objectContaining({ status: OrderStatus.cancelled, actor: 'system' })])
    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 3, spu: before.spu + 3 })
    expect((await messageKeysOf(server, shopper)).map((m) => m.key)).toEqual(['orderExpiredContent'])
  })

  it('cancels an unpaid order once, releasing its stock; a paid one is refunded to the wallet', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    const before = await stockOf(server, sku.skuId)
    const unpaid = await insertOrder(server, shopper, { skuId: sku.skuId, count: 2 })
    const paid = await insertOrder(server, shopper, {
      skuId: sku.skuId,
      count: 1,
      status: OrderStatus.waitDelivery,
      price: 4200,
      freight: 800,
    })

    const [one, two] = await Promise.all([cancel(shopper, unpaid.id), cancel(shopper, unpaid.id)])
    // One cancels; the other finds it moved (while waiting for the row, or after).
    expect([one.code, two.code].filter((code) => code === 0)).toHaveLength(1)
    expect([ErrorCode.statusChanged, ErrorCode.moveRefused]).toContain(one.code || two.code)
    expect((await cancel(shopper, unpaid.id)).code).toBe(ErrorCode.moveRefused)
    expect((await cancel(shopper, paid.id)).code).toBe(0)

    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 3, spu: before.spu + 3 })
    expect(await orderRow(server, unpaid.id)).toMatchObject({ status: OrderStatus.cancelled, cancelTime: expect.any(Date) })
    expect(await ledgerOf(server, unpaid.id)).toEqual([])
    expect(await ledgerOf(server, paid.id)).toEqual([{ type: balanceLogType.refund, amt: 5000, userId: shopper.id }])
    expect((await orderDetail(server, shopper, paid.no)).data.moves).toEqual([
      expect.objectContaining({ status: OrderStatus.cancelled, actor: 'shopper' }),
    ])
    expect(await offLedger(server)).toEqual([])
  })

  it('refuses to cancel while the payment screenshot is under review, or once shipped', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    const before = await stockOf(server, sku.skuId)
    const reviewed = await insertOrder(server, shopper, { skuId: sku.skuId, auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    const shipped = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt, deliveredDaysAgo: 1 })
    const done = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.orderOver, deliveredDaysAgo: 3 })
    for (const order of [reviewed, shipped, done]) expect((await cancel(shopper, order.id)).code).toBe(ErrorCode.moveRefused)
    expect((await orderRow(server, reviewed.id)).status).toBe(OrderStatus.waitPay)
    expect(await stockOf(server, sku.skuId)).toEqual(before)
  })

  it('confirms receipt only when shipped; the shop’s owner is paid once, when it settles', async () => {
    const shopper = await newShopper(server)
    const owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 1)
    const unpaid = await insertOrder(server, shopper, { skuId: sku.skuId })
    const paid = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitDelivery })
    const shipped = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt, price: 3100, freight: 900 })

    expect((await confirm(shopper, unpaid.id)).code).toBe(ErrorCode.moveRefused)
    expect((await confirm(shopper, paid.id)).code).toBe(ErrorCode.moveRefused)
    const answers = await Promise.all([confirm(shopper, shipped.id), confirm(shopper, shipped.id), confirm(shopper, shipped.id)])
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect((await confirm(shopper, shipped.id)).code).toBe(ErrorCode.moveRefused)

    expect(await orderRow(server, shipped.id)).toMatchObject({
      status: OrderStatus.orderOver,
      receiveTime: expect.any(Date),
      settledAt: null,
    })
    expect(await ledgerOf(server, shipped.id)).toEqual([])
    expect((await settleNow(server, shipped.no)).code).toBe(0)
    expect(await ledgerOf(server, shipped.id)).toEqual([{ type: balanceLogType.merchantCollection, amt: 4000, userId: owner.id }])
    expect(await ledgerOf(server, paid.id)).toEqual([])
    // The owner sees it in their wallet.
    const wallet = await server.api.wallet.wallet({}, as(owner))
    expect(wallet.data.balance).toBe(4000)
    expect(await offLedger(server)).toEqual([])
  })

  it('completes an order of a shop the platform runs without paying anyone', async () => {
    const shopper = await newShopper(server)
    const skus = await saleableSkus(server, 1, 8, { distinctShops: true })
    const sku = skus[7]
    await inTenant(server.db, 1, (tx) => tx.update(schema.shops).set({ ownerUserId: null }).where(eq(schema.shops.id, sku.shopId)))
    const shipped = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt })
    expect((await confirm(shopper, shipped.id)).code).toBe(0)
    expect(await ledgerOf(server, shipped.id)).toEqual([])
  })

  it('finds nothing of another shopper’s orders', async () => {
    const [alice, bob] = [await newShopper(server), await newShopper(server)]
    const order = await insertOrder(server, alice, { status: OrderStatus.waitReceipt })
    const [detail, item, cancelled, confirmed, bobsList, ownItem] = await Promise.all([
      orderDetail(server, bob, order.no),
      server.api.order.orderItem({ id: order.itemId }, as(bob)),
      cancel(bob, order.id),
      confirm(bob, order.id),
      page(bob),
      server.api.order.orderItem({ id: order.itemId }, as(alice)),
    ])
    for (const answer of [detail, item, cancelled, confirmed]) expect(answer).toMatchObject({ status: 404, code: ErrorCode.notFound })
    expect(bobsList.data.total).toBe(0)
    expect(ownItem.data).toMatchObject({ id: order.itemId, orderNo: order.no, orderStatus: OrderStatus.waitReceipt })
    expect((await orderRow(server, order.id)).status).toBe(OrderStatus.waitReceipt)
  })
})
