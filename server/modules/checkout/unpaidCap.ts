import { and, eq, gt, or, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import { AppError } from '../../http/errors'

/**
 * How many pieces a shopper may hold in unpaid orders (UNPAID_PIECES_MAX; docs/behaviour.md#checkout):
 * stock a checkout takes stays taken until the order is paid, cancelled or expired, and an order
 * whose screenshot waits for review never expires, so without a cap one shopper could hold a shop's
 * whole stock.
 */

const { orders, orderItems } = schema

type Buyer = { tenantId: number; userId: number }

/** The pieces of the shopper's (placeholders tenantId, userId) orders that still hold stock unpaid. */
const heldPieces = prebuilt((qb: QueryBuilder) =>
  qb
    .select({ pieces: sql<number>`coalesce(sum(${orderItems.count}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.tenantId, sql.placeholder('tenantId')),
        eq(orders.userId, sql.placeholder('userId')),
        // Written out, not a parameter: a generic plan then reads the partial index of unpaid orders (orders_user_unpaid).
        sql`${orders.status} = ${sql.raw(String(OrderStatus.waitPay))}`,
        // An overdue order the sweep has not reached yet holds nothing any more; one under review does.
        or(eq(orders.auditStatus, PaymentReceiptStatus.waiting), gt(orders.payDeadline, sql`now()`)),
      ),
    ),
)

/**
 * Refuses a checkout of `pieces` that would take the shopper's unpaid pieces over `max` (0: no cap).
 * The caller holds the lock of the shopper's user row (the checkout is opened under it, ./create.ts),
 * so two checkouts of one shopper count one after the other: the second's count (a statement after
 * the lock was granted, so after the first committed) sees the first's orders.
 */
export async function keepUnpaidWithin(tx: Tx, buyer: Buyer, pieces: number, max: number) {
  if (max === 0) return
  const [held] = await heldPieces(tx, buyer)
  if (held.pieces + pieces > max) throw new AppError(ErrorCode.unpaidPiecesMax, 'unpaidPiecesMax', { max, held: held.pieces }, 409)
}
