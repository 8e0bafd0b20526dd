import { and, eq, type SQL, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { AfterSaleItemStatus } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import { AppError, notFound } from '../../http/errors'

/**
 * An order item's side of its after-sales: its after-sale status and what was refunded of it.
 * Lock order in every after-sale transaction: the order row (an application or a refund), then the item row,
 * then the after-sale row, then the shopper's user row (a system message), then wallets. An
 * application inserts its after-sale under the item's lock, and the insert waits for any
 * transaction moving an open after-sale of that item (the partial unique index), so every move
 * that touches the item takes the item's lock before the after-sale's.
 *
 * The item is locked FOR NO KEY UPDATE, the lock an UPDATE of its columns takes: it serialises
 * writers of the row but lets foreign-key checks through (an evaluation inserted for the item
 * while the order is locked), so it never waits for those in a circle.
 */

const { afterSales, orderItems } = schema

/** A status code written into the SQL itself: a CASE of bare parameters would be typed as text. */
const code = (status: number) => sql.raw(String(status))

export type AfterSaleRow = typeof afterSales.$inferSelect

/** Locks the item of the after-sale `id` (meeting `where`, e.g. the shopper's own) and answers the after-sale; not found otherwise. */
export async function lockItemOf(tx: Tx, id: number, where?: SQL): Promise<AfterSaleRow> {
  const [row] = await tx
    .select({ itemId: orderItems.id })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.id, afterSales.orderItemId))
    .where(and(eq(afterSales.id, id), where))
    .for('no key update', { of: orderItems })
  if (!row) throw notFound()
  const [afterSale] = await tx.select().from(afterSales).where(eq(afterSales.id, id))
  return afterSale
}

/**
 * The after-sale ended without money (cancelled, refused, goods refused): the item may be applied
 * for again. `ended` is its status then (none after a cancel, fail after a refusal), unless pieces
 * were refunded before: then it stays partial.
 */
export async function closeItem(tx: Tx, itemId: number, ended: 'none' | 'fail') {
  await tx
    .update(orderItems)
    .set({
      afterSaleStatus: sql`case when ${orderItems.refundedCount} > 0 then ${code(AfterSaleItemStatus.partial)} else ${code(AfterSaleItemStatus[ended])} end`,
    })
    .where(eq(orderItems.id, itemId))
}

export const exceedsPaid = () => new AppError(ErrorCode.moveRefused, 'afterSaleExceedsPaid', {}, 409)

/**
 * The refunded pieces and cents grow by the after-sale's, only while they stay within the item's
 * count and what was paid for it (the CHECK order_items_refunded_within is the second lock); the
 * item is refunded in full (success) or in part (partial).
 */
export async function creditItem(tx: Tx, afterSale: Pick<AfterSaleRow, 'orderItemId' | 'refundCount' | 'refundPrice'>) {
  const { orderItemId, refundCount, refundPrice } = afterSale
  const credited = await tx
    .update(orderItems)
    .set({
      refundedCount: sql`${orderItems.refundedCount} + ${refundCount}`,
      refundedPrice: sql`${orderItems.refundedPrice} + ${refundPrice}`,
      afterSaleStatus: sql`case when ${orderItems.refundedCount} + ${refundCount} = ${orderItems.count}
        then ${code(AfterSaleItemStatus.success)} else ${code(AfterSaleItemStatus.partial)} end`,
    })
    .where(
      and(
        eq(orderItems.id, orderItemId),
        sql`${orderItems.refundedCount} + ${refundCount} <= ${orderItems.count}`,
        sql`${orderItems.refundedPrice} + ${refundPrice} <= ${orderItems.count} * ${orderItems.price}`,
      ),
    )
    .returning({ id: orderItems.id })
  if (credited.length === 0) throw exceedsPaid()
}
