import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { OrderStatus, type OrderStatusValue, PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { Order } from '../../../contract/order'

/** docs/behaviour.md#orders: an order's status, with its badge colour. */
export const orderStatusLabels: Record<number, { label: MessageDescriptor; palette: 'orange' | 'blue' | 'green' | 'gray' | 'red' }> = {
  [OrderStatus.waitPay]: { label: msg`Awaiting payment`, palette: 'orange' },
  [OrderStatus.waitDelivery]: { label: msg`Awaiting shipment`, palette: 'blue' },
  [OrderStatus.waitReceipt]: { label: msg`Shipped`, palette: 'blue' },
  [OrderStatus.orderOver]: { label: msg`Completed`, palette: 'green' },
  [OrderStatus.refunded]: { label: msg`Refunded`, palette: 'gray' },
  [OrderStatus.cancelled]: { label: msg`Cancelled`, palette: 'gray' },
}

/** The /myOrders tabs (docs/behaviour.md#orders: the statuses, and all first); `undefined` is all. */
export const orderTabs: { status: OrderStatusValue | undefined; label: MessageDescriptor }[] = [
  { status: undefined, label: msg`All` },
  { status: OrderStatus.waitPay, label: msg`Awaiting payment` },
  { status: OrderStatus.waitDelivery, label: msg`Awaiting shipment` },
  { status: OrderStatus.waitReceipt, label: msg`Shipped` },
  { status: OrderStatus.orderOver, label: msg`Completed` },
  { status: OrderStatus.refunded, label: msg`Refunded` },
  { status: OrderStatus.cancelled, label: msg`Cancelled` },
]

/** A payment receipt's state in the timeline. */
export const receiptLabels: Record<number, MessageDescriptor> = {
  [PaymentReceiptStatus.waiting]: msg`Payment receipt sent for review`,
  [PaymentReceiptStatus.rejected]: msg`Payment receipt rejected`,
  [PaymentReceiptStatus.pass]: msg`Payment receipt approved`,
}

type OrderMove = Pick<Order['moves'][number], 'status' | 'auditStatus'>

/**
 * What a move of the order made it. The timeline records both statuses after each move, so the
 * move is told by what changed: a new order status is that status (an approved receipt moves the
 * order to awaiting shipment, then the receipt to approved), else where the receipt's review stands.
 */
export function orderMoveLabel(move: OrderMove, previous: OrderMove | undefined): MessageDescriptor | undefined {
  const receipt = move.auditStatus !== PaymentReceiptStatus.noPayReceipt
  if (receipt && previous?.status === move.status) return receiptLabels[move.auditStatus]
  return orderStatusLabels[move.status]?.label
}
