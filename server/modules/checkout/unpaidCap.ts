import { and, eq, gt, or, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

/**
 * How many pieces a shopper may hold in unpaid orders (UNPAID_PIECES_MAX; docs/behaviour.md#checkout):
 * stock a checkout takes stays taken until the order is paid, cancelled or expired, and an order
 * whose screenshot waits for review never expires, so without a cap one shopper could hold a shop's
 * whole stock.
 */

const { users, orders, orderItems } = schema

type Buyer = { tenantId: number; userId: number }

/**
 * Refuses a checkout of `pieces` that would take the shopper's unpaid pieces over `max` (0: no cap).
 * The shopper's user row is locked first, so two checkouts of one shopper count one after the
 * other: the second's count (a new statement, after the first committed) sees the first's orders.
 */
export async function keepUnpaidWithin(tx: Tx, { tenantId, userId }: Buyer, pieces: number, max: number) {
  if (max === 0) return
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('no key update')
  const [held] = await tx
    .select({ pieces: sql<number>`coalesce(sum(${orderItems.count}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.userId, userId),
        eq(orders.status, OrderStatus.waitPay),
        // An overdue order the sweep has not reached yet holds nothing any more; one under review does.
        or(eq(orders.auditStatus, PaymentReceiptStatus.waiting), gt(orders.payDeadline, sql`now()`)),
      ),
    )
  if (held.pieces + pieces > max) throw new AppError(ErrorCode.unpaidPiecesMax, 'unpaidPiecesMax', { max, held: held.pieces }, 409)
}
