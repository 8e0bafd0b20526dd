import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { OrderStatus } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import { orNotFound } from '../../http/errors'
import { statusChanged } from '../../lib/lifecycle'
import { orderRows, shipRow, shopMover, trackRow } from '../order/public'
import { type Member, openShopOf } from './owner'

/**
 * The shop's moves of its orders (docs/behaviour.md#seller-orders), each in the request's one
 * transaction: the order is locked first (the lock order of server/modules/order/lifecycle.ts), so
 * of the shop and the platform moving it at once the second reads what the first left and is told
 * the order has changed. Ship and track are the platform's own functions.
 */

const { orders, shops } = schema

/** lockedOwn's statement, built once (every move of the shop's orders runs it). */
const ownOrderLock = prebuilt((qb) =>
  qb
    .select(getTableColumns(orders))
    .from(orders)
    .innerJoin(shops, and(eq(shops.id, orders.shopId), eq(shops.tenantId, orders.tenantId)))
    .where(
      and(openShopOf({ tenantId: sql.placeholder('tenantId'), userId: sql.placeholder('userId') }), eq(orders.id, sql.placeholder('id'))),
    )
    .for('update', { of: orders }),
)

/** The shop's order `id`, locked for a move; not found unless it is an order of the caller's open shop (one statement: the guard is the join). */
async function lockedOwn(tx: Tx, member: Member, id: number) {
  const [row] = await ownOrderLock(tx, { tenantId: member.tenantId, userId: member.userId, id })
  return orNotFound(row)
}

export async function shipOwnOrder(tx: Tx, member: Member, input: { id: number; carrier: string; logisticsNo: string }) {
  const row = await lockedOwn(tx, member, input.id)
  const shipped = await shipRow(tx, row, { tracking: input.logisticsNo, carrier: input.carrier }, shopMover)
  return { id: shipped.id, status: shipped.status }
}

export async function trackOwnOrder(tx: Tx, member: Member, input: { id: number; content: string }) {
  await trackRow(tx, await lockedOwn(tx, member, input.id), input.content, shopMover)
  return true as const
}

/** Cancelled before shipping with the reason the shopper reads: stock back and the payment refunded (the lifecycle's CANCEL effects). */
export async function cancelOwnOrder(tx: Tx, member: Member, input: { id: number; reason: string }) {
  const row = await lockedOwn(tx, member, input.id)
  const cancelled = await orderRows.move(tx, {
    id: row.id,
    event: { type: 'CANCEL' },
    actor: 'shop',
    remark: input.reason,
    row,
    // Only a paid order: an unpaid one is the shopper's to cancel (or the deadline's).
    where: eq(orders.status, OrderStatus.waitDelivery),
    refused: statusChanged,
    set: { cancelTime: new Date() },
  })
  return { id: cancelled.row.id, status: cancelled.row.status }
}
