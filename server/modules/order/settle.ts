import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { AfterSaleItemStatus, OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import type { Actor } from '../../lib/lifecycle'
import { orderRows } from './lifecycle'

/**
 * How an order ends: cancelled or expired (its stock back, what was paid refunded), or completed
 * (its shop paid when the return window is over, ./settlement.ts). The effects are the lifecycle's (./lifecycle.ts); the move is a conditional
 * UPDATE, so they run once per order however many requests or sweeps race for it.
 */

const { orders, orderItems } = schema

/** The order's own row, as the caller's transaction sees it. */
export async function orderRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id))
  return row
}

type EndRequest<E> = { orderId: number; event: E; actor: Actor; where?: SQL }

/** Cancels an order (the shopper's CANCEL or the deadline's EXPIRE). */
export const cancelOrder = async (tx: Tx, { orderId, event, actor, where }: EndRequest<'CANCEL' | 'EXPIRE'>) =>
  (await orderRows.move(tx, { id: orderId, event: { type: event }, actor, where, set: { cancelTime: new Date() } })).row

/** Completes a shipped order (the shopper's CONFIRM_RECEIPT or the system's AUTO_RECEIVE). */
export const completeOrder = async (tx: Tx, { orderId, event, actor, where }: EndRequest<'CONFIRM_RECEIPT' | 'AUTO_RECEIVE'>) =>
  (await orderRows.move(tx, { id: orderId, event: { type: event }, actor, where, set: { receiveTime: new Date() } })).row

/** Unpaid orders whose deadline passed and whose receipt is not under review (the expiry's own condition). */
export const overdue = () =>
  and(
    eq(orders.status, OrderStatus.waitPay),
    ne(orders.auditStatus, PaymentReceiptStatus.waiting),
    sql`${orders.payDeadline} <= now()`,
  ) as SQL

/**
 * Shipped orders nobody confirmed within `days`, none of whose items has an after-sale open: the
 * shopper is still disputing the goods, so the clock does not complete them.
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
  // Unpaid: no money moves. Moved together, so the stock of all of them comes back at once, in SKU order.
  const cancelTime = new Date()
  await orderRows.moveAll(
    tx,
    ids.map((id) => ({ id, event: { type: 'EXPIRE' as const }, actor: 'system' as const, where: overdue(), set: { cancelTime } })),
  )
  return ids
}
