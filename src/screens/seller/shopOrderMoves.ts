import { OrderStatus } from '../../../contract/lifecycles'
import { allowedEvents } from '../../../machines/lib/lifecycle'
import { orderLifecycle } from '../../../machines/order/lifecycle'

/**
 * The dialogs the shop may open on an order, from the order lifecycle: ship while SHIP is allowed,
 * cancel a paid order not shipped (CANCEL from waitDelivery), a tracking update once shipped and not cancelled.
 */
export function shopOrderMoves(order: { status: number; auditStatus: number; deliveryTime: number | null }) {
  const allowed = allowedEvents(orderLifecycle, order.status, { auditStatus: order.auditStatus })
  return {
    ship: allowed.includes('SHIP'),
    cancel: order.status === OrderStatus.waitDelivery && allowed.includes('CANCEL'),
    track: order.deliveryTime !== null && order.status !== OrderStatus.cancelled,
  }
}
