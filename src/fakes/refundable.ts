import type { RefundableItem } from '../../contract/afterSale'
import { AfterSaleItemStatus, OrderStatus } from '../../contract/lifecycles'
import { picture } from './catalog'

/** Refundable items for the refund application's stories: three pieces of a coat at $189.00. */

export const refundableCoat: RefundableItem = {
  orderItemId: 41,
  orderId: 7,
  orderNo: 'O20261120000123',
  orderStatus: OrderStatus.orderOver,
  shopId: 3,
  shopName: 'Maison Sakura',
  spuId: 101,
  picUrl: picture('#b8864e'),
  brandName: 'Maison Sakura',
  spuName: 'Wool wrap coat',
  properties: 'Colour: Camel; Size: M',
  count: 3,
  price: 18_900,
  surplusCount: 3,
  surplusPrice: 56_700,
  afterSaleStatus: AfterSaleItemStatus.none,
  openAfterSaleId: null,
  shipped: true,
}

/** One piece refunded already: two left. */
export const partlyRefunded: RefundableItem = {
  ...refundableCoat,
  surplusCount: 2,
  surplusPrice: 37_800,
  afterSaleStatus: AfterSaleItemStatus.partial,
}
/** Shipped, not yet received: a return is possible. */
export const inTransit: RefundableItem = { ...refundableCoat, orderStatus: OrderStatus.waitReceipt }
/** Paid, not yet shipped: a return is not (the service would not offer the page; the rules still say why). */
export const notShipped: RefundableItem = { ...refundableCoat, orderStatus: OrderStatus.waitReceipt, shipped: false }
export const withOpenAfterSale: RefundableItem = { ...refundableCoat, afterSaleStatus: AfterSaleItemStatus.apply, openAfterSaleId: 12 }
export const waitingForDelivery: RefundableItem = { ...refundableCoat, orderStatus: OrderStatus.waitDelivery, shipped: false }
export const fullyRefunded: RefundableItem = {
  ...refundableCoat,
  orderStatus: OrderStatus.refunded,
  surplusCount: 0,
  surplusPrice: 0,
  afterSaleStatus: AfterSaleItemStatus.success,
}
