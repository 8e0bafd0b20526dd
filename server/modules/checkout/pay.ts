import { and, asc, eq, getTableColumns, gt, inArray, ne, sql } from 'drizzle-orm'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import { ErrorCode } from '../../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { payForm } from '../../../contract/schemas/order'
import { checkSixDigits } from '../../../contract/validation'
import { payMethodType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import { AppError, notFound } from '../../http/errors'
import { enforceChecks } from '../../http/input'
import type { MemberScope } from '../../http/scope'
import { statusChanged } from '../../lib/lifecycle'
import { undoneOnRefusal } from '../../lib/transaction'
import { checkPayPassword, type PayPasswordVerdict } from '../../lib/payPassword'
import { orderRows, receiptRows } from '../order/public'
import { claimScreenshot } from '../wallet/public'

/**
 * Choosing how to pay, and paying: by wallet balance (paid at once, with the transaction
 * password) or by a screenshot of a transfer (the platform reviews it). Card and online payment
 * are announced but not built. Lock order, as in the wallet's reviews (../wallet/review.ts): the
 * order rows, then the shopper's user row (the transaction password), then the wallet (the ledger).
 */

const { orders } = schema

export type PayForm = z.output<typeof payForm>
type Member = Pick<MemberScope, 'tenantId' | 'userId'>

const mine = ({ tenantId, userId }: Member) => and(eq(orders.tenantId, tenantId), eq(orders.userId, userId))
/** Still waiting for payment, no screenshot under review, its deadline not passed. */
const payable = sql`(${and(eq(orders.status, OrderStatus.waitPay), ne(orders.auditStatus, PaymentReceiptStatus.waiting), gt(orders.payDeadline, sql`now()`))})`

export const underDevelopment = () => new AppError(ErrorCode.payMethodUnavailable, 'payUnderDevelopment')

/** Sets the pay method of the shopper's unpaid orders; refused (and none changed) when one is paid, under review or not theirs. */
export async function changePayType(tx: Tx, scope: Member, { tradeOrderIdList, payType }: { tradeOrderIdList: number[]; payType: number }) {
  const ids = [...new Set(tradeOrderIdList)]
  const changed = await tx
    .update(orders)
    .set({ payType })
    .where(and(mine(scope), inArray(orders.id, ids), payable))
    .returning({ id: orders.id })
  if (changed.length !== ids.length) throw statusChanged()
  return true as const
}

/** The shopper's orders among `ids` (placeholders tenantId, userId, ids), whole and whether each is payable, locked in id order. */
const lockedOrders = prebuilt((qb: QueryBuilder) =>
  qb
    .select({ ...getTableColumns(orders), payable: sql<boolean>`${payable}` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, sql.placeholder('tenantId')),
        eq(orders.userId, sql.placeholder('userId')),
        sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .orderBy(asc(orders.id))
    .for('update'),
)

/** The shopper's orders among `ids`, whole, locked in id order; not found unless every one is theirs, refused unless every one is payable. */
async function lockOrders(tx: Tx, { tenantId, userId }: Member, ids: number[]) {
  const wanted = [...new Set(ids)]
  const rows = await lockedOrders(tx, { tenantId, userId, ids: wanted })
  if (rows.length !== wanted.length) throw notFound()
  if (rows.some((r) => !r.payable)) throw statusChanged()
  return rows
}

/**
 * Pays the orders from the wallet: each moves to waiting for delivery (PAY_BY_BALANCE), whose
 * effect posts its consumption line (type 2, ../order/lifecycle.ts), all or none. The orders are locked first, so a second payment of
 * the same orders waits, then finds them paid (statusChanged). The transaction password is checked
 * under the user row's lock and its wrong tries are kept (the route keeps refusals): the business
 * writes undo the whole transaction on a refusal (insufficient balance): the orders moved before it
 * too.
 */
export async function payByBalance(tx: Tx, scope: MemberScope, form: PayForm, verdict: PayPasswordVerdict | undefined) {
  enforceChecks([['payPassword', checkSixDigits(form.payPassword)]])
  const rows = await lockOrders(tx, scope, form.tradeOrderIdList)
  await checkPayPassword(tx, scope, verdict)
  const payTime = new Date()
  // Each row as locked above, found the shopper's and payable: the moves pin their statuses.
  const moves = rows.map(({ payable: _, ...row }) => ({
    id: row.id,
    row,
    event: { type: 'PAY_BY_BALANCE' } as const,
    actor: 'shopper' as const,
    set: { payType: payMethodType.balance, payPrice: row.totalPrice, payTime },
  }))
  await undoneOnRefusal(() => orderRows.moveAll(tx, moves))
  return true as const
}

/**
 * "I have paid": the screenshot (an upload of the shopper's own, claimed here) goes to review on
 * every order (auditStatus waiting), which stay waiting for payment until the platform decides.
 */
export async function payByEvidence(tx: Tx, scope: Member, form: PayForm) {
  enforceChecks([['payOrderPic', form.payOrderPic ? null : 'screenshotRequired']])
  const rows = await lockOrders(tx, scope, form.tradeOrderIdList)
  const payOrderPic = await claimScreenshot(tx, scope, form.payOrderPic)
  for (const row of rows)
    await receiptRows.move(tx, {
      id: row.id,
      event: { type: 'SUBMIT' },
      actor: 'shopper',
      where: and(mine(scope), payable),
      set: { payOrderPic, payType: payMethodType.virtualCurrency },
    })
  return true as const
}
