import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type OrderEvent, orderLifecycle, type PaymentReceiptEvent, paymentReceiptLifecycle } from '../../../machines/order/lifecycle'
import { schema, type Tx } from '../../db/client'
import type { AppError } from '../../http/errors'
import { move, statusChanged } from '../../lib/lifecycle'

/**
 * The only way an order's `status` or `auditStatus` changes: through its lifecycle machines
 * (machines/lifecycles/order.ts) with a conditional UPDATE, and a row in order_moves for the
 * detail page's timeline, in the caller's transaction.
 */

const { orders, orderMoves } = schema

/** Who made a move: the shopper, the platform (ops), the shop, or the service by itself. */
export type Actor = 'shopper' | 'platform' | 'shop' | 'system'

type OrderSet = Parameters<typeof move<typeof orders, typeof orderLifecycle>>[1]['set']

interface OrderMove<E> {
  orderId: number
  event: E
  actor: Actor
  remark?: string
  /** Other columns written with the move (timestamps, pay price...). */
  set?: OrderSet
  /** Further conditions the row must still meet (the owner, a deadline passed). */
  where?: SQL
  /** The refusal when the row changed first or misses `where`; statusChanged by default. */
  changed?: () => AppError
  /** The refusal when the lifecycle has no such move from the row's status; moveRefused by default. */
  refused?: () => AppError
}

/**
 * Moves an order's status on `event`. Its status and receipt status are read here and the UPDATE
 * holds only if both are still those: a receipt submitted meanwhile cannot slip past the guards.
 */
export async function moveOrder(tx: Tx, request: OrderMove<OrderEvent>) {
  const current = await read(tx, request.orderId, request.where)
  if (!current) throw (request.changed ?? statusChanged)()
  const moved = await move(tx, {
    table: orders,
    key: orders.id,
    id: request.orderId,
    status: orders.status,
    lifecycle: orderLifecycle,
    event: request.event,
    from: current.status,
    context: { auditStatus: current.auditStatus },
    where: and(eq(orders.auditStatus, current.auditStatus), request.where),
    set: request.set,
    changed: request.changed,
    refused: request.refused,
  })
  await record(tx, request)
  return moved
}

/** Moves an order's payment receipt (auditStatus) on `event`; `where` should pin the order's status. */
export async function moveReceipt(tx: Tx, request: OrderMove<PaymentReceiptEvent>) {
  const moved = await move(tx, {
    table: orders,
    key: orders.id,
    id: request.orderId,
    status: orders.auditStatus,
    lifecycle: paymentReceiptLifecycle,
    event: request.event,
    where: request.where,
    set: request.set,
    changed: request.changed,
    refused: request.refused,
  })
  await record(tx, request)
  return moved
}

async function read(tx: Tx, orderId: number, where?: SQL) {
  const [row] = await tx
    .select({ status: orders.status, auditStatus: orders.auditStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), where))
  return row
}

/** The order as it now is, copied into its timeline. */
async function record(tx: Tx, { orderId, actor, remark = '' }: Pick<OrderMove<unknown>, 'orderId' | 'actor' | 'remark'>) {
  await tx.execute(sql`
    insert into ${orderMoves} (tenant_id, order_id, status, audit_status, actor, remark)
    select tenant_id, id, status, audit_status, ${actor}, ${remark} from ${orders} where id = ${orderId}`)
}
