import { and, asc, eq, sql } from 'drizzle-orm'
import { AfterSaleStatus, AfterSaleWay, RefundReason } from '../../contract/lifecycles'
import { schema, type Tx } from '../db/client'
import { agreeAfterSale, receiveGoods, refundAfterSale, refuseAfterSale, refuseGoods } from '../modules/afterSale/platform'
import { type AfterSaleForm, cancelAfterSale, createAfterSale, returnDelivery } from '../modules/afterSale/service'
import { approvePayment, shipOrder } from '../modules/order/platform'
import { completeOrder } from '../modules/order/settle'
import { settleDue } from '../modules/order/settlement'
import { day, type Made, type Sku, spreadTimeline, submitReceipt } from './orderMaking'

/**
 * After-sales of the demo shopper in every status (10 to 63, both modes), walked there by the
 * service's own functions, so that items, timelines, the ledger and the system messages agree: a
 * return refunded in full (its order refunded), a refund of a completed order of the demo owner's
 * shop (types 9 and 3), and applications waiting at each step, some after an earlier one was
 * cancelled, refused or its goods refused. Pictures are the product's generated images, set after
 * the application as the evaluations' seed does (the service takes only the shopper's uploads).
 */

const { afterSales, afterSaleMoves, orderItems, orderMoves, systemMessages } = schema
const hour = 3_600_000

export interface AfterSaleSeed {
  tx: Tx
  tenantId: number
  shopperId: number
  /** SKUs of the demo owner's shop and of shops the platform runs. */
  own: Sku[]
  platform: Sku[]
  make(sku: Sku, count: number, daysAgo: number): Promise<Made>
}

type Application = Partial<AfterSaleForm> & { pictures?: boolean }

/** An order paid by an approved screenshot (the demo balance stays for checkouts) and shipped, completed when `complete`, dated `daysAgo`; answers it and its one item. */
async function deliveredOrder(seed: AfterSaleSeed, sku: Sku, count: number, daysAgo: number, complete = true) {
  const { tx, tenantId } = seed
  const order = await seed.make(sku, count, daysAgo)
  await submitReceipt(tx, order)
  await approvePayment(tx, { no: order.no, tenant: tenantId })
  await shipOrder(tx, { no: order.no, tenant: tenantId, tracking: `RS${String(order.id).padStart(9, '0')}CN`, carrier: 'China Post' })
  if (complete) await completeOrder(tx, { orderId: order.id, event: 'CONFIRM_RECEIPT', actor: 'shopper' })
  await spreadTimeline(tx, order, daysAgo, 20)
  // Settled when its return window is over, before any after-sale of it: a later refund is taken back from the shop.
  if (complete) await settleDue(tx, eq(schema.orders.id, order.id))
  const [item] = await tx.select({ id: orderItems.id, price: orderItems.price }).from(orderItems).where(eq(orderItems.orderId, order.id))
  return { order, item }
}

/** The after-sale's timeline moved back to start `daysAgo`, a move every `hours`; answers when it ended. */
async function dateAfterSale(tx: Tx, id: number, daysAgo: number, hours: number) {
  const moves = await tx
    .select({ id: afterSaleMoves.id })
    .from(afterSaleMoves)
    .where(eq(afterSaleMoves.afterSaleId, id))
    .orderBy(asc(afterSaleMoves.id))
  const start = Date.now() - daysAgo * day
  const at = (i: number) => new Date(Math.min(start + i * hours * hour, Date.now() - (moves.length - i) * 60_000))
  for (const [i, move] of moves.entries())
    await tx
      .update(afterSaleMoves)
      .set({ createdAt: at(i) })
      .where(and(eq(afterSaleMoves.afterSaleId, id), eq(afterSaleMoves.id, move.id)))
  await tx.execute(sql`
    update ${afterSales} a set created_at = ${at(0)},
      refund_time = case when a.refund_time is null then null else (select max(m.created_at) from after_sale_moves m
        where m.after_sale_id = a.id and m.status = ${AfterSaleStatus.refunded}) end
    where a.id = ${id}`)
  return (Date.now() - at(moves.length - 1).getTime()) / day
}

/** The steps of one after-sale's life, each a service call as the shopper or the platform. */
function steps(seed: AfterSaleSeed) {
  const { tx, tenantId, shopperId } = seed
  const shopper = { tenantId, userId: shopperId }
  return {
    async apply(orderItemId: number, { pictures, ...form }: Application) {
      const id = await createAfterSale(tx, shopper, {
        orderItemId,
        way: AfterSaleWay.refundOnly,
        refundCount: 1,
        applyReason: RefundReason.noLongerWanted,
        applyDescription: '',
        applyPicUrls: '[]',
        ...form,
      })
      if (pictures)
        await tx.execute(sql`update ${afterSales} a set apply_pic_urls = (select s.images[1:3] from order_items i
          join spus s on s.id = i.spu_id where i.id = a.order_item_id) where a.id = ${id}`)
      return id
    },
    agree: (id: number) => agreeAfterSale(tx, { id }),
    refuse: (id: number, remark: string) => refuseAfterSale(tx, { id, remark }),
    ship: (id: number, logisticsNo: string) => returnDelivery(tx, shopper, { id, logisticsNo }),
    receive: (id: number) => receiveGoods(tx, { id }),
    refuseGoods: (id: number, remark: string) => refuseGoods(tx, { id, remark }),
    refund: (id: number) => refundAfterSale(tx, { id }),
    cancel: (id: number) => cancelAfterSale(tx, shopper, { id }),
  }
}

export async function seedAfterSales(seed: AfterSaleSeed) {
  const { tx } = seed
  const s = steps(seed)
  const pick = (list: Sku[], i: number) => list[i % list.length]
  const damaged = { way: AfterSaleWay.refundAndReturn, applyReason: RefundReason.damaged, pictures: true }

  // Returned and refunded in full (a shop the platform runs: a refund, type 4); its order is refunded.
  const returned = await deliveredOrder(seed, pick(seed.platform, 1), 1, 30)
  const full = await s.apply(returned.item.id, {
    ...damaged,
    refundPrice: returned.item.price,
    applyDescription: 'The heel came loose on the first wear.',
  })
  await s.agree(full)
  await s.ship(full, 'RT0048812203CN')
  await s.receive(full)
  await s.refund(full)
  const refundedAt = await dateAfterSale(tx, full, 26, 20)
  await tx.execute(sql`update ${orderMoves} set created_at = now() - make_interval(secs => ${refundedAt * 86_400})
    where order_id = ${returned.order.id} and actor = 'platform' and status = 40`)

  // One piece of two of the demo owner's shop refunded after its return window, the shop paid: types 9 and 3.
  const owned = await deliveredOrder(seed, pick(seed.own, 4), 2, 30)
  const part = await s.apply(owned.item.id, { refundPrice: owned.item.price, applyReason: RefundReason.wrongProduct })
  await s.agree(part)
  await s.refund(part)
  await dateAfterSale(tx, part, 14, 16)

  // Cancelled by the shopper, then applied for again with photos: waiting for review.
  const reviewed = await deliveredOrder(seed, pick(seed.own, 5), 1, 9)
  const withdrawn = await s.apply(reviewed.item.id, { refundPrice: reviewed.item.price })
  await s.cancel(withdrawn)
  const ended = await dateAfterSale(tx, withdrawn, 6, 5)
  await dateAfterSale(
    tx,
    await s.apply(reviewed.item.id, { ...damaged, way: AfterSaleWay.refundOnly, refundPrice: reviewed.item.price }),
    ended - 1,
    1,
  )

  // Waiting for the demo owner's shop (docs/behaviour.md#seller-after-sales): a return on its way back (30), and a refund
  // only agreed on an order not yet received (40: the shop was not paid, so the refund takes nothing from its owner).
  const backToShop = await deliveredOrder(seed, pick(seed.own, 6), 1, 8)
  const toReceive = await s.apply(backToShop.item.id, {
    ...damaged,
    refundPrice: backToShop.item.price,
    applyDescription: 'A seam opened along the left sleeve.',
  })
  await s.agree(toReceive)
  await s.ship(toReceive, 'RT0072214408FR')
  await dateAfterSale(tx, toReceive, 5, 16)
  const owed = await deliveredOrder(seed, pick(seed.own, 7), 1, 6, false)
  const toRefund = await s.apply(owed.item.id, { refundPrice: owed.item.price, applyReason: RefundReason.wrongProduct })
  await s.agree(toRefund)
  await dateAfterSale(tx, toRefund, 3, 12)

  // Refused, then applied for again as a return and agreed: waiting for the goods.
  const awaited = await deliveredOrder(seed, pick(seed.platform, 5), 1, 12)
  const refused = await s.apply(awaited.item.id, { refundPrice: awaited.item.price, applyReason: RefundReason.wrongAddress })
  await s.refuse(refused, 'The parcel was delivered to the address given at checkout.')
  const refusedAt = await dateAfterSale(tx, refused, 9, 20)
  const returning = await s.apply(awaited.item.id, { ...damaged, refundPrice: awaited.item.price })
  await s.agree(returning)
  await dateAfterSale(tx, returning, refusedAt - 1, 12)

  // Two pieces on their way back, with photos: waiting for the platform to receive them.
  const sent = await deliveredOrder(seed, pick(seed.platform, 6), 2, 10)
  const inTransit = await s.apply(sent.item.id, { ...damaged, refundCount: 2, refundPrice: 2 * sent.item.price })
  await s.agree(inTransit)
  await s.ship(inTransit, 'RT0051177342FR')
  await dateAfterSale(tx, inTransit, 6, 18)

  // Returned goods refused, then a refund only agreed: waiting for the refund.
  const disputed = await deliveredOrder(seed, pick(seed.platform, 7), 1, 16)
  const goods = await s.apply(disputed.item.id, { ...damaged, refundPrice: disputed.item.price })
  await s.agree(goods)
  await s.ship(goods, 'RT0063390015DE')
  await s.refuseGoods(goods, 'The piece returned is not the one sold: its label is missing.')
  const goodsAt = await dateAfterSale(tx, goods, 13, 22)
  const waiting = await s.apply(disputed.item.id, { refundPrice: disputed.item.price, applyReason: RefundReason.damaged })
  await s.agree(waiting)
  await dateAfterSale(tx, waiting, goodsAt - 1, 10)

  await dateMessages(tx, seed.shopperId)
}

const toldAt: Record<string, number> = {
  afterSaleAgreedContent: AfterSaleStatus.waitRefund,
  afterSaleReturnAgreedContent: AfterSaleStatus.waitReturn,
  afterSaleRefusedContent: AfterSaleStatus.refused,
  afterSaleGoodsReceivedContent: AfterSaleStatus.waitRefund,
  afterSaleGoodsRefusedContent: AfterSaleStatus.returnRefused,
  afterSaleRefundedContent: AfterSaleStatus.refunded,
}

/** Each after-sale message dated as the platform's move it reports. */
async function dateMessages(tx: Tx, shopperId: number) {
  const status = sql.join(
    Object.entries(toldAt).map(([key, code]) => sql`when ${key} then ${sql.raw(String(code))}`),
    sql` `,
  )
  await tx.execute(sql`
    update ${systemMessages} m set created_at = coalesce((
      select min(mv.created_at) from after_sale_moves mv join after_sales a on a.id = mv.after_sale_id
      join orders o on o.id = a.order_id
      where o.no = m.params->>'orderNo' and mv.actor = 'platform' and mv.status = case m.message_key ${status} end), m.created_at)
    where m.user_id = ${shopperId} and m.message_key like 'afterSale%'`)
}
