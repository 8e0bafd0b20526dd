/** An order (docs/behaviour.md#orders, status): waitPay, paid (waitDelivery), shipped (waitReceipt), received (orderOver), refunded, cancelled. */
export const OrderStatus = { waitPay: 0, waitDelivery: 10, waitReceipt: 20, orderOver: 30, refunded: 40, cancelled: -1 } as const
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus]
