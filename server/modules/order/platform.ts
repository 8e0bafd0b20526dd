import { and, desc, eq, sql } from 'drizzle-orm'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { orderLifecycle, paymentReceiptLifecycle } from '../../../machines/order/lifecycle'
import { schema, type Tx } from '../../db/client'
import { type AppError, invalidField, orNotFound } from '../../http/errors'
import { type Actor, refusedIn, statusChanged, statusName } from '../../lib/lifecycle'
import { requireText } from '../../lib/text'
import { type OrderRow, orderRows, orderState, receiptRows } from './lifecycle'
import { expireOverdue, orderRow } from './settle'
import { opsWhere } from '../../lib/opsFilter'

/**
 * The platform's side of orders (the ops command line, through the admin API), across tenants:
 * list, approve or reject a payment screenshot, ship, add tracking, expire now. Each in the
 * caller's one transaction; status moves only through ./lifecycle.ts. Lock order as
 * server/modules/wallet/review.ts: the order, then the shopper (a system message).
 */

const { orders, orderTracks, users, shops } = schema

/** A rejected screenshot leaves the shopper at least this long to upload another. */
export const resubmitMinutes = 30

export interface OrderFilter {
  status?: number
  tenant?: number
  limit?: number
}

/** Newest first, with the shopper's email, the shop and the statuses' names. */
export async function listOrders(tx: Tx, filter: OrderFilter) {
  const rows = await tx
    .select({
      id: orders.id,
      tenantId: orders.tenantId,
      no: orders.no,
      email: users.email,
      shopname: shops.shopname,
      status: orders.status,
      auditStatus: orders.auditStatus,
      auditRemark: orders.auditRemark,
      payType: orders.payType,
      payOrderPic: orders.payOrderPic,
      totalPrice: orders.totalPrice,
      payPrice: orders.payPrice,
      logisticsNo: orders.logisticsNo,
      payDeadline: orders.payDeadline,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(opsWhere(filter, orders.status, orders.tenantId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit ?? 100)
  return rows.map((r) => ({
    ...r,
    statusName: statusName(orderLifecycle, r.status),
    auditStatusName: statusName(paymentReceiptLifecycle, r.auditStatus),
  }))
}

/** The order with that number, in one tenant; refused when the number is in several and no tenant is given. Locked when asked. */
export async function orderByNo(tx: Tx, no: string, tenant?: number, lock = false): Promise<OrderRow> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.no, no.trim()), tenant ? eq(orders.tenantId, tenant) : undefined))
  const rows = lock ? await query.for('update') : await query
  if (rows.length > 1) throw invalidField('tenant', 'fieldRequired')
  return orNotFound(rows[0])
}

/**
 * Who moves an order by hand, the platform or the shop, and what they are told when the order is
 * not in a state for the move: the operator reads the state, the shop (whose buttons come from the
 * lifecycle, so the order moved since it was read) that the order has changed.
 */
export type Mover = { actor: Extract<Actor, 'platform' | 'shop'>; refused?: () => AppError }
const platform: Mover = { actor: 'platform' }
export const shopMover: Mover = { actor: 'shop', refused: statusChanged }

type Target = { no: string; tenant?: number }

/** The screenshot under review is good: the order is paid (its total), then its receipt passes. */
export async function approvePayment(tx: Tx, target: Target) {
  const row = await orderByNo(tx, target.no, target.tenant)
  const paid = await orderRows.move(tx, {
    id: row.id,
    event: { type: 'APPROVE_RECEIPT' },
    actor: 'platform',
    row,
    set: { payPrice: sql`${orders.totalPrice}`, payTime: new Date() },
  })
  const passed = await receiptRows.move(tx, {
    id: row.id,
    event: { type: 'APPROVE' },
    actor: 'platform',
    row: paid.row,
    where: eq(orders.status, OrderStatus.waitDelivery),
  })
  return { order: passed.row }
}

/** The screenshot is refused with a remark; the shopper has at least `resubmitMinutes` to upload another. */
export async function rejectPayment(tx: Tx, target: Target & { remark?: string }) {
  const remark = requireText('remark', target.remark)
  const row = await orderByNo(tx, target.no, target.tenant)
  const rejected = await receiptRows.move(tx, {
    id: row.id,
    event: { type: 'REJECT' },
    actor: 'platform',
    remark,
    row,
    where: eq(orders.status, OrderStatus.waitPay),
    set: {
      auditRemark: remark,
      payDeadline: sql`greatest(${orders.payDeadline}, now() + make_interval(mins => ${resubmitMinutes}))`,
    },
  })
  return { order: rejected.row }
}

/** Shipped with a tracking number and, if given, its carrier: the first tracking entry is written, the shopper told. */
export async function shipOrder(tx: Tx, target: Target & { tracking?: string; carrier?: string }) {
  const tracking = requireText('tracking', target.tracking)
  const row = await orderByNo(tx, target.no, target.tenant, true)
  return { order: await shipRow(tx, row, { tracking, carrier: target.carrier }, platform) }
}

/**
 * Ships an order the caller locked (the platform's and the shop's one way): of two who ship it at
 * once, the second reads it shipped and is refused.
 */
export async function shipRow(tx: Tx, row: OrderRow, shipment: { tracking: string; carrier?: string }, mover: Mover) {
  const shipped = await orderRows.move(tx, {
    id: row.id,
    event: { type: 'SHIP' },
    actor: mover.actor,
    remark: shipment.tracking,
    row,
    refused: mover.refused,
    set: { logisticsNo: shipment.tracking, carrier: shipment.carrier ?? '', deliveryTime: new Date() },
  })
  return shipped.row
}

/** A tracking entry of a shipped order. */
export async function trackOrder(tx: Tx, target: Target & { content?: string }) {
  const content = requireText('content', target.content)
  const row = await orderByNo(tx, target.no, target.tenant, true)
  return { track: await trackRow(tx, row, content, platform) }
}

/** A tracking entry of an order the caller locked, shipped and not cancelled (the platform's and the shop's one way). */
export async function trackRow(tx: Tx, row: OrderRow, content: string, mover: Mover) {
  if (!row.deliveryTime || row.status === OrderStatus.cancelled) throw mover.refused?.() ?? refusedIn(orderState(row))
  const [track] = await tx.insert(orderTracks).values({ tenantId: row.tenantId, orderId: row.id, content }).returning()
  return track
}

/** The deadline moves to now and the expiry runs for this order (a waiting receipt refuses it, as the machine does). */
export async function expireNow(tx: Tx, target: Target) {
  const row = await orderByNo(tx, target.no, target.tenant)
  const moved = await tx
    .update(orders)
    .set({ payDeadline: sql`now()` })
    .where(
      and(eq(orders.id, row.id), eq(orders.status, OrderStatus.waitPay), sql`${orders.auditStatus} <> ${PaymentReceiptStatus.waiting}`),
    )
    .returning({ id: orders.id })
  if (moved.length === 0) throw refusedIn(orderState(row))
  const expired = await expireOverdue(tx, eq(orders.id, row.id))
  if (expired.length === 0) throw statusChanged()
  return { order: await orderRow(tx, row.id) }
}
