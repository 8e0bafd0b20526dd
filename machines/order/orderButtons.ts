import { AfterSaleItemStatus, OrderStatus, PaymentReceiptStatus, refundableOrderStatuses } from '../../contract/lifecycles'
import { CommentStatus, type Order, type OrderItem } from '../../contract/order'
import { payMethodType } from '../../contract/wallet'
import { allowedEvents } from '../lib/lifecycle'
import { orderLifecycle, paymentReceiptLifecycle } from './lifecycle'

/**
 * The buttons of an order and of its items (docs/behaviour.md#orders), computed here and nowhere else.
 * The moves the order lifecycle defines (cancel, pay, confirm receipt, expire) are asked of that
 * lifecycle (machines/order/lifecycle.ts), the one the service moves rows with: a button shows
 * exactly when the service would accept its move. (allowedEvents, not nextStatus: the latter's
 * xstate `transition` would join the vendor file every first visit downloads.) Evaluations, tracking and after-sales live
 * outside that lifecycle and follow the rules of docs/behaviour.md#orders directly.
 */

/** What the order's buttons do, in the order they are drawn. */
export type OrderAction = 'cancel' | 'uploadProof' | 'payNow' | 'confirmReceipt' | 'tracking' | 'evaluate' | 'viewEvaluation'
/** What an item's buttons do. */
export type ItemAction = 'applyRefund' | 'viewAfterSale'
/** The payment screenshot's review as the shopper sees it: under review, rejected (with the remark), or nothing to say. */
export type ReviewState = 'waiting' | 'rejected' | null

export type ButtonsOrder = Pick<Order, 'status' | 'auditStatus' | 'payAppType' | 'commentStatus'> & {
  items: Pick<OrderItem, 'id' | 'afterSaleStatus' | 'afterSaleId'>[]
}

export interface OrderButtons {
  actions: OrderAction[]
  /** Per item id. */
  items: Record<number, ItemAction[]>
  review: ReviewState
  /** The payment countdown runs: the deadline can still cancel the order. */
  countdown: boolean
}

/** Statuses after shipping: the parcel has a tracking number. */
const shipped: readonly number[] = [OrderStatus.waitReceipt, OrderStatus.orderOver, OrderStatus.refunded]
const openToRefund: readonly number[] = [AfterSaleItemStatus.none, AfterSaleItemStatus.fail, AfterSaleItemStatus.partial]
const inAfterSale: readonly number[] = [AfterSaleItemStatus.apply, AfterSaleItemStatus.success]

/** The order lifecycle's moves open to this order now (its guards read the receipt status). */
function orderMoves(order: ButtonsOrder): string[] {
  return allowedEvents(orderLifecycle, order.status, { auditStatus: order.auditStatus })
}

/** The review notice shown while the order waits for payment. */
export function reviewState(order: Pick<Order, 'status' | 'auditStatus'>): ReviewState {
  if (order.status !== OrderStatus.waitPay) return null
  if (order.auditStatus === PaymentReceiptStatus.waiting) return 'waiting'
  if (order.auditStatus === PaymentReceiptStatus.rejected) return 'rejected'
  return null
}

export function orderActions(order: ButtonsOrder): OrderAction[] {
  const moves = orderMoves(order)
  // Paying is the lifecycle's own payment move; a screenshot may be sent when the receipt lifecycle takes one.
  const canPay = moves.includes('PAY_BY_BALANCE')
  const takesReceipt = allowedEvents(paymentReceiptLifecycle, order.auditStatus).includes('SUBMIT')
  const shown: Record<OrderAction, boolean> = {
    cancel: moves.includes('CANCEL'),
    uploadProof: canPay && takesReceipt && order.payAppType !== payMethodType.balance,
    payNow: canPay,
    confirmReceipt: moves.includes('CONFIRM_RECEIPT'),
    tracking: shipped.includes(order.status),
    evaluate: order.status === OrderStatus.orderOver && order.commentStatus !== CommentStatus.done,
    viewEvaluation: order.commentStatus === CommentStatus.done,
  }
  return (Object.keys(shown) as OrderAction[]).filter((action) => shown[action])
}

export function itemActions(order: Pick<Order, 'status'>, item: Pick<OrderItem, 'afterSaleStatus' | 'afterSaleId'>): ItemAction[] {
  const actions: ItemAction[] = []
  if (refundableOrderStatuses.includes(order.status) && openToRefund.includes(item.afterSaleStatus)) actions.push('applyRefund')
  if (inAfterSale.includes(item.afterSaleStatus) && item.afterSaleId !== null) actions.push('viewAfterSale')
  return actions
}

export function orderButtons(order: ButtonsOrder): OrderButtons {
  return {
    actions: orderActions(order),
    items: Object.fromEntries(order.items.map((item) => [item.id, itemActions(order, item)])),
    review: reviewState(order),
    // A passed receipt with the order still unpaid cannot happen; were it sent, no clock is shown over a payment made.
    countdown: orderMoves(order).includes('EXPIRE') && order.auditStatus !== PaymentReceiptStatus.pass,
  }
}

/** The order as it stands once its payment deadline passed: cancelled, nothing left to pay. */
export function expiredOrder<T extends Pick<Order, 'status' | 'keyTTL'>>(order: T): T {
  return { ...order, status: OrderStatus.cancelled, keyTTL: 0 }
}
