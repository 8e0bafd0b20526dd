import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { AfterSaleItemStatus, OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { balanceLogType } from '../../../contract/wallet'
import type { OrderEvent } from '../../../machines/order/lifecycle'
import { schema, type Tx } from '../../db/client'
import type { MessageKey } from '../../http/messages'
import { type MessageParams, sendSystemMessage } from '../../lib/systemMessages'
import { post } from '../wallet/ledger'
import { type Actor, moveOrder } from './moves'

/**
 * What happens with an order's goods and money when it ends, in the caller's transaction and
 * right after its move (./moves.ts): the move is a conditional UPDATE, so whatever follows it runs
 * once per order however many requests or sweeps race for it. Lock order as in
 * server/modules/wallet/review.ts: the order row (the move), then the shopper's user row (a
 * system message), then stock rows (by id) or a wallet (the ledger).
 */

const { orders, orderItems, skus, spus, shops } = schema

export type OrderRow = typeof orders.$inferSelect

/** The order's own row, as the caller's transaction sees it. */
export async function orderRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id))
  return row
}

/**
 * The orders' pieces go back on sale: each SKU's stock and its product's total (the catalog keeps
 * it as the sum of its SKUs'), in id order so that no two transactions wait for each other in a circle.
 */
export async function releaseStock(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return 0
  const lines = await tx
    .select({ skuId: orderItems.skuId, spuId: orderItems.spuId, count: sql<number>`sum(${orderItems.count})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.skuId, orderItems.spuId)
    .orderBy(asc(orderItems.skuId))
  for (const line of lines)
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.count}` })
      .where(eq(skus.id, line.skuId))
  const perSpu = new Map<number, number>()
  for (const line of lines) perSpu.set(line.spuId, (perSpu.get(line.spuId) ?? 0) + line.count)
  for (const [spuId, count] of [...perSpu].sort(([a], [b]) => a - b))
    await tx
      .update(spus)
      .set({ stock: sql`${spus.stock} + ${count}` })
      .where(eq(spus.id, spuId))
  return lines.reduce((sum, line) => sum + line.count, 0)
}

/** The shopper's system message about their order, in the transaction of the move it reports. */
export const tellShopper = (tx: Tx, order: Pick<OrderRow, 'tenantId' | 'userId'>, what: OrderTold, params: MessageParams) =>
  sendSystemMessage(tx, {
    tenantId: order.tenantId,
    userId: order.userId,
    title: `${what}Title` as MessageKey,
    content: `${what}Content` as MessageKey,
    params,
  })
export type OrderTold = 'orderExpired' | 'orderPaymentApproved' | 'orderPaymentRejected' | 'orderShipped'

export const dollars = (cents: number) => (cents / 100).toFixed(2)

type CancelRequest = { orderId: number; event: 'CANCEL' | 'EXPIRE'; actor: Actor; where?: SQL }

/** The cancelling move alone (the stock and the money are the caller's): the shopper is told of an expiry. */
async function cancelMove(tx: Tx, request: CancelRequest) {
  const moved = await moveOrder(tx, {
    orderId: request.orderId,
    event: { type: request.event },
    actor: request.actor,
    where: request.where,
    set: { cancelTime: new Date() },
  })
  const order = await orderRow(tx, request.orderId)
  if (request.event === 'EXPIRE') await tellShopper(tx, order, 'orderExpired', { orderNo: order.no, amount: dollars(order.totalPrice) })
  return { moved, order }
}

/**
 * Cancels an order (the shopper's CANCEL or the deadline's EXPIRE): its stock comes back, and a
 * paid one (waitDelivery) has what was paid refunded to the wallet (type 4, once per order).
 */
export async function cancelOrder(tx: Tx, request: CancelRequest) {
  const { moved, order } = await cancelMove(tx, request)
  await releaseStock(tx, [order.id])
  if (moved.from === OrderStatus.waitDelivery && order.payPrice > 0) {
    await post(tx, {
      tenantId: order.tenantId,
      userId: order.userId,
      type: balanceLogType.refund,
      amt: order.payPrice,
      remark: order.no,
      ref: { kind: 'order', id: order.id },
    })
  }
  return order
}

/** What the order's items had refunded so far by after-sales, in cents. */
async function refundedOn(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderItems.refundedPrice}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  return Number(row.cents)
}

/**
 * Completes a shipped order (the shopper's CONFIRM_RECEIPT or the system's AUTO_RECEIVE) and pays
 * its shop: the owner's wallet receives what was paid less what after-sales refunded of it so far
 * (type 8, once per order; nothing when that leaves nothing). The move locks the order row first,
 * as a refund does (afterSale/refund.ts), so the two never overlap. A shop the platform runs has
 * no owner and keeps no wallet.
 */
export async function completeOrder(
  tx: Tx,
  request: { orderId: number; event: 'CONFIRM_RECEIPT' | 'AUTO_RECEIVE'; actor: Actor; where?: SQL },
) {
  await moveOrder(tx, {
    orderId: request.orderId,
    event: { type: request.event } satisfies OrderEvent,
    actor: request.actor,
    where: request.where,
    set: { receiveTime: new Date() },
  })
  const order = await orderRow(tx, request.orderId)
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, order.shopId))
  const owed = order.payPrice - (await refundedOn(tx, order.id))
  if (shop?.ownerUserId && owed > 0) {
    await post(tx, {
      tenantId: order.tenantId,
      userId: shop.ownerUserId,
      type: balanceLogType.merchantCollection,
      amt: owed,
      remark: order.no,
      ref: { kind: 'order', id: order.id },
    })
  }
  return order
}

/** Unpaid orders whose deadline passed and whose receipt is not under review (the expiry's own condition). */
export const overdue = () =>
  and(
    eq(orders.status, OrderStatus.waitPay),
    ne(orders.auditStatus, PaymentReceiptStatus.waiting),
    sql`${orders.payDeadline} <= now()`,
  ) as SQL

/**
 * Shipped orders nobody confirmed within `days`, none of whose items has an after-sale open: the
 * shopper is still disputing the goods, so the shop is not paid for them by the clock.
 */
export const unconfirmedFor = (days: number) =>
  and(
    eq(orders.status, OrderStatus.waitReceipt),
    sql`${orders.deliveryTime} <= now() - make_interval(days => ${days})`,
    sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.afterSaleStatus} = ${AfterSaleItemStatus.apply})`,
  ) as SQL

/**
 * Expires the given orders that are overdue and not locked by another transaction (SKIP LOCKED:
 * another request or sweep is on them). Answers the ids expired.
 */
export async function expireOverdue(tx: Tx, where: SQL) {
  const picked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, overdue()))
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true })
  const ids = picked.map((p) => p.id)
  // Unpaid: no money moves. The stock of all of them at once, in SKU order.
  for (const orderId of ids) await cancelMove(tx, { orderId, event: 'EXPIRE', actor: 'system', where: overdue() })
  await releaseStock(tx, ids)
  return ids
}
