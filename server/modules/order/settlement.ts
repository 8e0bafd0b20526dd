import { and, asc, eq, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm'
import { AfterSaleItemStatus } from '../../../contract/lifecycles'
import { orderLimits } from '../../../contract/order'
import { balanceLogType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { settingDays } from '../settings/public'
import { post } from '../wallet/public'

/**
 * Settlement (docs/behaviour.md#settlement): a completed order's money is held for the return
 * window, the tenant's SETTLE_DAYS_SETTING days after completion, and while an after-sale of the
 * order is open; then the shop's owner is paid what was paid less what was refunded (the merchant
 * collection, type 8), once. A refund before it comes from the held money (afterSale/refund.ts).
 * Lock order as every order transaction: the order row, then the wallet.
 */

const { orders, orderItems, shops } = schema

/** The return window of the order's tenant, in days. */
export const settleDays = () => settingDays('SETTLE_DAYS_SETTING', orderLimits.settleDays, qualified(orders.tenantId))

/** When the order settles, the after-sales aside: its completion plus the window. Qualified columns: these go into correlated subqueries. */
export const settlesAt = () => sql<Date>`${qualified(orders.receiveTime)} + make_interval(days => ${settleDays()})`

/** Completed and not settled yet. */
export const unsettled = () => and(isNotNull(orders.receiveTime), isNull(orders.settledAt)) as SQL

/** An after-sale of one of the order's items is open: the settlement waits for it to end. */
export const heldByAfterSale = () =>
  sql<boolean>`exists (select 1 from ${orderItems} i where i.order_id = ${qualified(orders.id)} and i.after_sale_status = ${AfterSaleItemStatus.apply})`

/** Settleable now: completed, not settled, no after-sale open, and (unless `anyTime`) the window over. */
export const settleable = (anyTime = false) =>
  and(unsettled(), not(heldByAfterSale()), anyTime ? undefined : sql`${settlesAt()} <= now()`) as SQL

/** What the order's items had refunded so far by after-sales, in cents. */
export async function refundedOn(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderItems.refundedPrice}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  return Number(row.cents)
}

export interface Settled {
  orderId: number
  no: string
  /** What the owner was paid, in cents (0 when all was refunded, or the platform runs the shop). */
  amount: number
}

export interface SettleOptions {
  /** Settle before the window is over (`ops settle:now <no>`); an open after-sale still holds it. */
  anyTime?: boolean
  /** Pass over an order another transaction holds (a sweep); else wait for it. */
  skipLocked?: boolean
}

/**
 * Settles the order if it is settleable, answering what was paid, or null. The order's lock is
 * taken first, as a refund and an after-sale's application take it; the UPDATE that marks it
 * settled then decides on what is committed by then, so a refund or an application either ran
 * wholly before (and is counted, or holds it) or waits until the settlement commits.
 */
export async function settleOrder(tx: Tx, orderId: number, options: SettleOptions = {}): Promise<Settled | null> {
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update', options.skipLocked ? { skipLocked: true } : {})
  if (locked.length === 0) return null
  const [row] = await tx
    .update(orders)
    .set({ settledAt: sql`now()` })
    .where(and(eq(orders.id, orderId), settleable(options.anyTime)))
    .returning({ id: orders.id, tenantId: orders.tenantId, no: orders.no, shopId: orders.shopId, payPrice: orders.payPrice })
  if (!row) return null
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, row.shopId))
  const owed = row.payPrice - (await refundedOn(tx, row.id))
  // A shop the platform runs has no owner and keeps no wallet: its orders settle with nothing to pay.
  if (!shop?.ownerUserId || owed <= 0) return { orderId: row.id, no: row.no, amount: 0 }
  await post(tx, {
    tenantId: row.tenantId,
    userId: shop.ownerUserId,
    type: balanceLogType.merchantCollection,
    amt: owed,
    remark: row.no,
    ref: { kind: 'order', id: row.id },
  })
  return { orderId: row.id, no: row.no, amount: owed }
}

/**
 * Settles, in the caller's transaction, the orders meeting `where` that are due (a read, ops, the
 * seed). It waits for an order another transaction holds rather than passing it over, so what the
 * caller reads next shows it settled or not due, never pending while another is paying it.
 */
export async function settleDue(tx: Tx, where?: SQL): Promise<Settled[]> {
  const due = await tx.select({ id: orders.id }).from(orders).where(and(where, settleable())).orderBy(asc(orders.id))
  const settled: Settled[] = []
  for (const { id } of due) {
    const done = await settleOrder(tx, id)
    if (done) settled.push(done)
  }
  return settled
}
