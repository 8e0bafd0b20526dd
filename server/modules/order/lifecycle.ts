import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { OrderStatus } from '../../../contract/lifecycles'
import { balanceLogType } from '../../../contract/wallet'
import { orderLifecycle, paymentReceiptLifecycle } from '../../../machines/order/lifecycle'
import { schema } from '../../db/client'
import { placeholdersOf } from '../../db/prebuilt'
import { defineRowLifecycle, type Effect, each, statusName } from '../../lib/lifecycle'
import { dollars } from '../../lib/money'
import { keyedMessageInsert, tell } from '../../lib/systemMessages'
import { pageLinks, tellAndMail, utcMinute, withRecipient } from '../mail/public'
import { tellOrderPaid } from '../notify/public'
import { post } from '../wallet/public'

/**
 * An order's two lifecycles (its status, and its payment receipt's `auditStatus`), one timeline
 * (order_moves, a copy of both statuses per move) and what each event does with goods and money.
 * Lock order in every transaction that moves an order (as server/modules/wallet/review.ts): the
 * order row (the move), then the shopper's user row (a system message), then stock rows (by id)
 * or a wallet (the ledger).
 */

const { orders, orderMoves, orderItems, skus, spuStocks } = schema

export type OrderRow = typeof orders.$inferSelect
type OrderEffect = Effect<OrderRow>

/**
 * The orders' pieces go back on sale: each SKU's stock, then its product's total (spu_stocks, the
 * sum of its SKUs'), each in id order so that no two transactions wait for each other in a circle.
 */
const releaseStock: OrderEffect = async (tx, moves) => {
  const orderIds = moves.map((m) => m.row.id)
  const lines = await tx
    .select({
      skuId: orderItems.skuId,
      spuId: orderItems.spuId,
      tenantId: orderItems.tenantId,
      count: sql<number>`sum(${orderItems.count})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.skuId, orderItems.spuId, orderItems.tenantId)
    .orderBy(asc(orderItems.skuId))
  for (const line of lines)
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.count}` })
      .where(eq(skus.id, line.skuId))
  const perSpu = new Map<number, { tenantId: number; count: number }>()
  for (const { spuId, tenantId, count } of lines) perSpu.set(spuId, { tenantId, count: (perSpu.get(spuId)?.count ?? 0) + count })
  for (const [spuId, { tenantId, count }] of [...perSpu].sort(([a], [b]) => a - b))
    await tx
      .update(spuStocks)
      .set({ stock: sql`${spuStocks.stock} + ${count}` })
      .where(and(eq(spuStocks.tenantId, tenantId), eq(spuStocks.spuId, spuId)))
}

const orderRef = (row: OrderRow) => ({ kind: 'order' as const, id: row.id })

/** Paid from the wallet: its consumption line (type 2), of what the move set as paid. */
const consume = each<OrderRow>((tx, { row }) =>
  post(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    type: balanceLogType.consumption,
    amt: -row.payPrice,
    remark: row.no,
    ref: orderRef(row),
  }),
)

/** A paid order (waitDelivery) cancelled: what was paid back to the wallet (type 4, once per order). */
const refundPaid = each<OrderRow>((tx, { row, from }) =>
  from === OrderStatus.waitDelivery && row.payPrice > 0
    ? post(tx, {
        tenantId: row.tenantId,
        userId: row.userId,
        type: balanceLogType.refund,
        amt: row.payPrice,
        remark: row.no,
        ref: orderRef(row),
      })
    : Promise.resolve(),
)

/** The shopper's message and the order's first tracking entry, written by one statement. */
const toldAndTracked = withRecipient(keyedMessageInsert, (on) =>
  on.insert(schema.orderTracks).values(placeholdersOf('tenantId', 'orderId', 'content')),
)

/** Shipped: the shopper told (and mailed) the tracking number and the carrier if given, and the first tracking entry written. */
const shipped = each<OrderRow>(async (tx, { row }) => {
  const [what, params] = row.carrier
    ? (['orderShippedBy', { orderNo: row.no, trackingNo: row.logisticsNo, carrier: row.carrier }] as const)
    : (['orderShipped', { orderNo: row.no, trackingNo: row.logisticsNo }] as const)
  const tracked = { orderId: row.id, content: `Handed to the carrier, tracking number ${row.logisticsNo}` }
  await tellAndMail(tx, row, what, params, pageLinks.order(row.no), { told: toldAndTracked, values: tracked })
})

/** Paid (by balance, or the receipt approved): the shop's owner told to ship it. */
const shopTold = each<OrderRow>((tx, { row }) => tellOrderPaid(tx, row))
/** Cancelled by the shop: the shopper told why, and what came back to their wallet (the move's remark is the reason). */
const toldWhy = each<OrderRow>((tx, { row, actor, remark }) =>
  actor === 'shop'
    ? tell(tx, row, 'orderCancelledByShop', { orderNo: row.no, reason: remark, amount: dollars(row.payPrice) })
    : Promise.resolve(),
)

/** Each move's copy of both statuses (its actor and remark beside them). */
const timeline = { table: orderMoves, of: 'orderId', copy: ['status', 'auditStatus'] } as const

/** How a refusal names an order's state to the operator: both its statuses. */
export const orderState = (row: OrderRow) =>
  `${statusName(orderLifecycle, row.status)}, receipt ${statusName(paymentReceiptLifecycle, row.auditStatus)}`

/** The order's status; its guards read the receipt's status, which the move pins (a receipt submitted meanwhile cannot slip past them). */
export const orderRows = defineRowLifecycle({
  lifecycle: orderLifecycle,
  table: orders,
  context: ['auditStatus'],
  timeline,
  describe: orderState,
  effects: {
    PAY_BY_BALANCE: [consume, shopTold],
    APPROVE_RECEIPT: [shopTold],
    CANCEL: [toldWhy, releaseStock, refundPaid],
    EXPIRE: [each((tx, { row }) => tell(tx, row, 'orderExpired', { orderNo: row.no, amount: dollars(row.totalPrice) })), releaseStock],
    SHIP: [shipped],
  },
})

/** The payment receipt under the platform's review (the caller pins the order's status with `where`). */
export const receiptRows = defineRowLifecycle({
  lifecycle: paymentReceiptLifecycle,
  table: orders,
  status: 'auditStatus',
  timeline,
  describe: orderState,
  effects: {
    APPROVE: [
      each((tx, { row }) =>
        tellAndMail(tx, row, 'orderPaymentApproved', { orderNo: row.no, amount: dollars(row.totalPrice) }, pageLinks.order(row.no)),
      ),
    ],
    REJECT: [
      each((tx, { row }) =>
        tellAndMail(
          tx,
          row,
          'orderPaymentRejected',
          { orderNo: row.no, remark: row.auditRemark, deadline: utcMinute(row.payDeadline) },
          pageLinks.order(row.no),
        ),
      ),
    ],
  },
})
