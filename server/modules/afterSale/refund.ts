import { and, eq, ne } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { AfterSaleItemStatus } from '../../../contract/lifecycles'
import { balanceLogType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { orderRows } from '../order/public'
import { type LedgerEntry, post } from '../wallet/public'
import { type AfterSaleRow, creditItem } from './items'

/**
 * The money of a refund (REFUND, 40 -> 50), in the move's transaction and after it, so exactly
 * once per after-sale. The caller locked the order row first: the order's settlement (which pays
 * its shop, order/settlement.ts) runs wholly before or wholly after, so the shop's collection is
 * either there to take back or will leave out what was refunded. Before the settlement the refund
 * comes from the money held for the order; after it, rarely (the return window is over), from the
 * owner's wallet, refused (1072) when that cannot cover it.
 */

const { orders, orderItems, balanceLogs, wallets } = schema

export const shopBalanceShort = () => new AppError(ErrorCode.shopBalanceShort, 'shopBalanceShort', {}, 409)

/** Locks the order: refunds of its items and its settlement wait for each other (FOR NO KEY UPDATE, as ./items.ts explains). */
export async function lockOrder(tx: Tx, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('no key update')
}

/** The owner the order's shop was paid to at its settlement (its merchant collection, type 8), or undefined while it was not. */
async function collectedBy(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ userId: wallets.userId })
    .from(balanceLogs)
    .innerJoin(wallets, eq(wallets.id, balanceLogs.walletId))
    .where(and(eq(balanceLogs.refKind, 'order'), eq(balanceLogs.refId, orderId), eq(balanceLogs.type, balanceLogType.merchantCollection)))
  return row?.userId
}

/**
 * The shopper's wallet receives the refund: as a platform refund (type 9) taken back from the
 * owner's wallet (merchant pay, type 3) when the order was settled and its shop paid, refused as a
 * whole when that wallet cannot cover it; else as a refund (type 4). The two lines post in user id
 * order, so two refunds crossing the same two wallets never wait for each other in a circle.
 */
async function payBack(tx: Tx, afterSale: AfterSaleRow, orderNo: string) {
  const { tenantId, refundPrice } = afterSale
  const ref = { kind: 'afterSale' as const, id: afterSale.id }
  const owner = await collectedBy(tx, afterSale.orderId)
  const toShopper: LedgerEntry = {
    tenantId,
    userId: afterSale.userId,
    type: owner === undefined ? balanceLogType.refund : balanceLogType.platformRefund,
    amt: refundPrice,
    remark: orderNo,
    ref,
  }
  const entries = [toShopper]
  if (owner !== undefined)
    entries.push({ tenantId, userId: owner, type: balanceLogType.merchantPay, amt: -refundPrice, remark: orderNo, ref })
  for (const entry of entries.sort((a, b) => a.userId - b.userId)) {
    await post(tx, entry).catch((error: unknown) => {
      const short = error instanceof AppError && error.code === ErrorCode.insufficientBalance
      throw short ? shopBalanceShort() : error
    })
  }
}

/** After the REFUND move: the item credited, the money back, and the order refunded (40) once every item is in full. */
export async function settleRefund(tx: Tx, afterSale: AfterSaleRow, orderNo: string) {
  await creditItem(tx, afterSale)
  await payBack(tx, afterSale, orderNo)
  const [left] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, afterSale.orderId), ne(orderItems.afterSaleStatus, AfterSaleItemStatus.success)))
    .limit(1)
  if (left) return
  await orderRows.move(tx, {
    id: afterSale.orderId,
    event: { type: 'REFUND_ALL' },
    actor: 'platform',
    remark: `After-sale ${afterSale.id}`,
  })
}
