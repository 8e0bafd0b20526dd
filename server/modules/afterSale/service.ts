import { and, eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { ErrorCode } from '../../../contract/codes'
import { validateRefund, validateReturnDelivery } from '../../../contract/afterSaleForms'
import { AfterSaleItemStatus, OrderStatus } from '../../../contract/lifecycles'
import type { afterSaleForm } from '../../../contract/schemas/afterSale'
import { openAfterSale } from '../../../machines/afterSale/lifecycle'
import { schema, type Tx } from '../../db/client'
import { AppError, notFound } from '../../http/errors'
import { enforce } from '../../http/input'
import { claimOwnUploads, picturesOf } from '../../lib/ownUploads'
import { tellAfterSaleOpened } from '../notify/public'
import { lockItemOf } from './items'
import { afterSaleRows } from './lifecycle'
import { type Member, ownAfterSale, ownOrder, refundableItem } from './read'

/**
 * The shopper's moves of after-sales: applying, cancelling, entering the return's tracking
 * number. Each in the request's one transaction; lock order as ./items.ts says.
 */

const { afterSales, orders, orderItems } = schema

export type AfterSaleForm = z.output<typeof afterSaleForm>

export const afterSaleOpen = () => new AppError(ErrorCode.afterSaleOpen, 'afterSaleOpen', {}, 409)
const notAllowed = () => new AppError(ErrorCode.afterSaleNotAllowed, 'afterSaleNotAllowed', {}, 409)
const refundableOrders: readonly number[] = [OrderStatus.waitReceipt, OrderStatus.orderOver]

/**
 * The shopper's order item, locked after its order (./items.ts); not found when it is not theirs.
 * The order's lock orders the application and the automatic receipt (order/sweep.ts, which takes
 * the order FOR UPDATE): the status checked is the one the after-sale opens under, and the sweep
 * sees the after-sale, or the application sees the completed order.
 */
async function lockOwnItem(tx: Tx, scope: Member, orderItemId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), ownOrder(scope)))
    .for('no key update', { of: orders })
  if (!row) throw notFound()
  await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, orderItemId)).for('no key update')
}

/**
 * Applies for a refund, or a refund and return, of one of the shopper's items of a shipped or
 * completed order. The form is checked against the item as it is under its lock (the order docs/behaviour.md#after-sales gives
 * of rules); the pictures must be the shopper's uploads. One open after-sale per item: the partial
 * unique index decides, so a second application answers afterSaleOpen however many race.
 */
export async function createAfterSale(tx: Tx, scope: Member, form: AfterSaleForm): Promise<number> {
  const pictures = picturesOf(form.applyPicUrls, 'applyPicUrls')
  await lockOwnItem(tx, scope, form.orderItemId)
  const item = await refundableItem(tx, scope, form)
  if (!refundableOrders.includes(item.orderStatus)) throw notAllowed()
  if (item.openAfterSaleId !== null) throw afterSaleOpen()
  const { way, refundCount, refundPrice, applyReason, applyDescription } = form
  enforce(validateRefund({ way, refundCount, refundPrice, applyReason, applyDescription, applyPicUrls: pictures }, item))
  const stored = await claimOwnUploads(tx, scope, pictures, { field: 'applyPicUrls' })
  const [created] = await tx
    .insert(afterSales)
    .values({
      tenantId: scope.tenantId,
      userId: scope.userId,
      orderId: item.orderId,
      orderItemId: item.orderItemId,
      shopId: item.shopId,
      way: form.way!,
      refundCount: form.refundCount!,
      refundPrice: form.refundPrice!,
      applyReason: form.applyReason!,
      applyDescription: form.applyDescription,
      applyPicUrls: pictures.map((url) => stored.get(url) ?? url),
    })
    .onConflictDoNothing({ target: afterSales.orderItemId, where: sql`${afterSales.status} in (${sql.raw(openAfterSale.join(', '))})` })
    .returning()
  if (!created) throw afterSaleOpen()
  await tx
    .update(orderItems)
    .set({ afterSaleStatus: AfterSaleItemStatus.apply, afterSaleId: created.id })
    .where(eq(orderItems.id, item.orderItemId))
  // The application itself is the timeline's first entry.
  await afterSaleRows.record(tx, created, 'shopper')
  await tellAfterSaleOpened(tx, created)
  return created.id
}

/** The shopper withdraws their after-sale (waiting for review, the goods' return or their receipt); the item may be applied for again. */
export async function cancelAfterSale(tx: Tx, scope: Member, { id }: { id: number }) {
  const row = await lockItemOf(tx, id, ownAfterSale(scope))
  await afterSaleRows.move(tx, { id, row, event: { type: 'CANCEL' }, actor: 'shopper', where: ownAfterSale(scope) })
  return true as const
}

/** The shopper sent the goods back: the return's tracking number, and the after-sale waits for the goods. */
export async function returnDelivery(tx: Tx, scope: Member, input: { id: number; logisticsNo: string }) {
  enforce(validateReturnDelivery(input.logisticsNo))
  const [own] = await tx
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.id, input.id), ownAfterSale(scope)))
  if (!own) throw notFound()
  const logisticsNo = input.logisticsNo.trim()
  await afterSaleRows.move(tx, {
    id: input.id,
    event: { type: 'SHIP_RETURN' },
    actor: 'shopper',
    remark: logisticsNo,
    where: ownAfterSale(scope),
    set: { logisticsNo },
  })
  return true as const
}
