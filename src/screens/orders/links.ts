import { linkOptions } from '@tanstack/react-router'
import type { Order, OrderItem } from '../../../contract/order'

/** Where the order and item buttons go (docs/behaviour.md#orders). */
export const orderLinks = {
  detail: (order: Pick<Order, 'no'>) => linkOptions({ to: '/orderDetails', search: { no: order.no } }),
  payNow: (order: Pick<Order, 'id'>) => linkOptions({ to: '/paymentPage/$id', params: { id: String(order.id) } }),
  uploadProof: (order: Pick<Order, 'id'>) =>
    linkOptions({ to: '/paymentPage/$id', params: { id: String(order.id) }, search: { onlyPayOrderPic: true } }),
  evaluate: (order: Pick<Order, 'no'>) => linkOptions({ to: '/evaluate', search: { orderNo: order.no } }),
  viewEvaluation: (order: Pick<Order, 'no' | 'id'>) => linkOptions({ to: '/evaluateDetail', search: { orderNo: order.no, id: order.id } }),
  applyRefund: (item: Pick<OrderItem, 'id'>) => linkOptions({ to: '/refund', search: { orderItemId: item.id } }),
  viewAfterSale: (afterSalesId: number) => linkOptions({ to: '/refundDetail', search: { afterSalesId } }),
  shop: (order: Pick<Order, 'shopId' | 'shopName'>) =>
    linkOptions({ to: '/shopProduct', search: { no: order.shopId, name: order.shopName } }),
}
