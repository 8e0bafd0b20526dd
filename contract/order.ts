import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/order'

/**
 * The buying journey's /app-api calls (docs/behaviour.md#orders), one group per server module: the
 * cart and settling it, creating orders (one per shop), choosing how to pay and paying, and following
 * orders. Money is integer US cents on the wire. Paths the API family (docs/behaviour.md#calls) leaves
 * "not shown" are chosen here.
 */

/** server/modules/cart: the cart and settling it. */
export const cartWires = defineWires({
  cartAdd: 'POST /trade/cart/addFirst',
  cartCount: 'GET /trade/cart/get-count',
  cartList: 'GET /trade/cart/listFirst',
  /** Not shown in the API family: set one line's count (1 to the stock). */
  cartUpdateCount: 'PUT /trade/cart/update-count',
  cartDelete: 'POST /trade/cart/deleteFirst',
  /** The "settle check (no payload)" of docs/behaviour.md#calls: what settling needs to know before step 2. */
  settleCheck: 'GET /trade/cart/settleFirst',
})

/** server/modules/checkout: the address dialog, creating orders, paying them. */
export const checkoutWires = defineWires({
  /** Not shown: the checkout address dialog's own create (docs/behaviour.md#checkout, no picture code). */
  checkoutAddress: 'POST /trade/cart/checkout-address',
  createOrders: 'POST /trade/order/createFirst json',
  payChannels: 'GET /pay/channel/getlistFirst',
  changePayType: 'POST /trade/order/changeTradeOrderPayType json',
  pay: 'POST /trade/order/payTradeOrder json',
  /** Not shown: what the pay dialog and /paymentPage need for the given orders (totals, pay type, receipt, deadline). */
  paySummary: 'GET /trade/order/pay-summary',
})

/** server/modules/order: the shopper's orders. */
export const orderWires = defineWires({
  orderPage: 'GET /trade/order/pageFirst',
  orderDetail: 'GET /trade/order/get-detailFirst',
  orderItem: 'GET /trade/order/item/get',
  cancel: 'DELETE /trade/order/cancel',
  confirmReceipt: 'POST /member/address/confirmReceipt',
})
export const orderPaths = /* @__PURE__ */ pathsOf({ ...cartWires, ...checkoutWires, ...orderWires })

/** docs/behaviour.md#orders: checkout and order limits. */
export const orderLimits = {
  /** Order list pages (generic options 10, 20, 50). */
  pageSize: 10,
  /** The year filter starts here (docs/behaviour.md#orders). */
  firstYear: 2020,
  remarkMax: 200,
  /** The carrier's name the operator gives at shipping. */
  carrierMax: 64,
  /** A checkout's lines (one cart holds at most this many). */
  maxLines: 100,
  /** Pieces of one SKU in one order (SPEC.md's count cap), however many lines of the checkout name it. */
  linePiecesMax: 99,
  /** Default minutes to pay before the service cancels an order (ORDER_PAY_MINUTES overrides). */
  payMinutes: 120,
  /** Days after shipping when an order not confirmed completes by itself. */
  autoReceiveDays: 14,
  /** Days after completion before the shop is paid for an order (the return window; SETTLE_DAYS_SETTING per tenant). */
  settleDays: 7,
} as const

/** docs/behaviour.md#orders: deliveryType 1, terminal 20, pointStatus true. */
export const checkoutConstants = { deliveryType: 1, terminal: 20, pointStatus: true } as const

/** An order's evaluation state (commentStatus): not yet evaluated, or evaluated. */
export const CommentStatus = { none: 0, done: 1 } as const

/** docs/behaviour.md#shop-settings: one order's freight, none once its goods reach the shop's free-shipping threshold (null: never free). */
export const orderFreight = (shop: { freight: number; freeShippingFrom: number | null }, goods: number) =>
  shop.freeShippingFrom !== null && goods >= shop.freeShippingFrom ? 0 : shop.freight

export type CartLine = z.output<typeof s.cartLine>
export type Cart = z.output<typeof s.cart>
export type SettleCheck = z.output<typeof s.settleCheck>
export type PayChannel = z.output<typeof s.payChannel>
export type Order = z.output<typeof s.order>
export type OrderItem = z.output<typeof s.orderItem>
export type OrderMove = z.output<typeof s.orderMove>
export type DeliveryOrbit = z.output<typeof s.deliveryOrbit>
export type OrderPage = Page<Order>
export type PaySummary = z.output<typeof s.paySummary>
export type CreateOrdersInput = z.input<typeof s.createOrdersForm>
export type PayInput = z.input<typeof s.payForm>
