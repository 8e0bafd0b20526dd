import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import { OrderStatus } from './orderStatus'
import type * as s from './schemas/sellerOrder'

/**
 * The shop's orders in the seller center (docs/behaviour.md#seller-orders): a page with the status
 * tabs' counts, one order, and the shop's moves (ship, a tracking update, cancel before shipping).
 * Every call is `member` and answers "not found" to anyone but the owner of the order's open shop.
 * The moves go through the order's lifecycle with the platform's effects; a move that lost a race
 * (or whose order changed since it was read) answers "the order has changed".
 */
export const sellerOrderWires = defineWires({
  page: 'GET /seller/order/page',
  /** One order of the shop's, by its number. */
  get: 'GET /seller/order/get',
  ship: 'POST /seller/order/ship json',
  track: 'POST /seller/order/track json',
  cancel: 'POST /seller/order/cancel json',
})
export const sellerOrderPaths = /* @__PURE__ */ pathsOf(sellerOrderWires)

export const sellerOrderLimits = {
  pageSize: 20,
  /** An order number or part of the shopper's email. */
  searchMax: 60,
  logisticsNoMax: 64,
  trackMax: 200,
  reasonMax: 300,
} as const

/** The carriers the ship dialog lists; "other" lets the owner type another (the service takes any name). */
export const carriers = [
  'DHL',
  'UPS',
  'FedEx',
  'USPS',
  'Royal Mail',
  'Colissimo',
  'China Post',
  'SF Express',
  'Japan Post',
  'Korea Post',
] as const

/** The status tabs (SPEC.md: the order statuses, plus all), in the order shown. */
export const orderTabs = ['all', 'waitPay', 'waitDelivery', 'waitReceipt', 'orderOver', 'refunded', 'cancelled'] as const
export type OrderTab = (typeof orderTabs)[number]
export const tabStatus = (tab: OrderTab) => (tab === 'all' ? undefined : OrderStatus[tab])

export type SellerOrderQuery = z.input<typeof s.sellerOrderQuery>
export type SellerOrderPage = z.output<typeof s.sellerOrderPage>
export type SellerOrder = z.output<typeof s.sellerOrder>
export type SellerOrderCounts = z.output<typeof s.tabCounts>
export type ShipInput = z.input<typeof s.shipInput>
export type TrackInput = z.input<typeof s.trackInput>
export type CancelInput = z.input<typeof s.cancelInput>
