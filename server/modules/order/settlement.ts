import { and, asc, eq, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm'
import { AfterSaleItemStatus } from '../../../contract/lifecycles'
import { orderLimits } from '../../../contract/order'
import { balanceLogType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { settingDays } from '../settings/public'
import { postCredits } from '../wallet/public'

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
  /** At most this many orders, completed longest ago first (a sweep's batch). */
  limit?: number
}

/**
 * Settles, in the caller's transaction, the orders meeting `where` that are settleable, set-based:
 * their rows locked (completed longest ago first, along the orders_settle_due index, so a batch reads
 * the due orders and not the whole table; orders before wallets, as every order transaction), marked
 * settled by ONE conditional UPDATE, then each owner's wallet credited once with one ledger line per
 * order (wallets in a fixed order, so two batches never deadlock). The UPDATE decides on what is
 * committed by then, so a refund or an after-sale's application on an order either ran wholly
 * before (and is counted, or holds it) or waits until the settlement commits.
 */
export async function settleBatch(tx: Tx, where: SQL | undefined, options: SettleOptions = {}): Promise<Settled[]> {
  const ids = await lockSettleable(tx, where, options)
  if (ids.length === 0) return []
  const rows = await tx
    .update(orders)
    .set({ settledAt: sql`now()` })
    .where(and(inArray(orders.id, ids), settleable(options.anyTime)))
    .returning({ id: orders.id, tenantId: orders.tenantId, no: orders.no, shopId: orders.shopId, payPrice: orders.payPrice })
  if (rows.length === 0) return []
  rows.sort((a, b) => a.id - b.id)
  const refunded = await refundedOn(
    tx,
    rows.map((r) => r.id),
  )
  const owners = await ownersOf(tx, [...new Set(rows.map((r) => r.shopId))])
  const settled = rows.map((row) => {
    const owed = row.payPrice - (refunded.get(row.id) ?? 0)
    // A shop the platform runs has no owner and keeps no wallet: its orders settle with nothing to pay.
    const owner = owners.get(row.shopId)
    return { row, owner, amount: owner && owed > 0 ? owed : 0 }
  })
  await payOwners(settled)
  return settled.map(({ row, amount }) => ({ orderId: row.id, no: row.no, amount }))

  async function payOwners(lines: typeof settled) {
    const paid = lines.filter((l) => l.amount > 0 && l.owner)
    const wallets = [...new Set(paid.map((l) => `${l.row.tenantId}:${l.owner}`))].sort()
    for (const key of wallets) {
      const mine = paid.filter((l) => `${l.row.tenantId}:${l.owner}` === key)
      await postCredits(tx, {
        tenantId: mine[0].row.tenantId,
        userId: mine[0].owner as number,
        type: balanceLogType.merchantCollection,
        lines: mine.map((l) => ({ amt: l.amount, remark: l.row.no, ref: { kind: 'order', id: l.row.id } })),
      })
    }
  }
}

async function lockSettleable(tx: Tx, where: SQL | undefined, options: SettleOptions) {
  const query = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, settleable(options.anyTime)))
    .orderBy(asc(orders.receiveTime), asc(orders.id))
    .$dynamic()
  if (options.limit) query.limit(options.limit)
  const rows = await query.for('no key update', options.skipLocked ? { skipLocked: true } : {})
  return rows.map((r) => r.id)
}

/** What each order's items had refunded so far by after-sales, in cents. */
async function refundedOn(tx: Tx, orderIds: number[]) {
  const rows = await tx
    .select({ orderId: orderItems.orderId, cents: sql<number>`coalesce(sum(${orderItems.refundedPrice}), 0)::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId)
  return new Map(rows.map((r) => [r.orderId, Number(r.cents)]))
}

/** The owner of each shop that has one. */
async function ownersOf(tx: Tx, shopIds: number[]) {
  const rows = await tx.select({ id: shops.id, owner: shops.ownerUserId }).from(shops).where(inArray(shops.id, shopIds))
  return new Map(rows.filter((r) => r.owner).map((r) => [r.id, r.owner as number]))
}

/** Settles the one order if it is settleable, answering what was paid, or null. */
export async function settleOrder(tx: Tx, orderId: number, options: SettleOptions = {}): Promise<Settled | null> {
  const [settled] = await settleBatch(tx, eq(orders.id, orderId), options)
  return settled ?? null
}

/**
 * Settles, in the caller's transaction, the orders meeting `where` that are due (a read, ops, the
 * seed). It waits for an order another transaction holds rather than passing it over, so what the
 * caller reads next shows it settled or not due, never pending while another is paying it.
 */
export const settleDue = (tx: Tx, where?: SQL) => settleBatch(tx, where)
