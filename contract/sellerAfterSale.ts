import type * as z from 'zod/mini'
import type { Page } from './envelope'
import { defineWires, pathsOf } from './call'
import { AfterSaleStatus } from './lifecycles'
import type * as s from './schemas/sellerAfterSale'

/**
 * The shop's after-sales in the seller center (docs/behaviour.md#seller-after-sales): the list and
 * the detail of its own shop's after-sales, and the moves the after-sale lifecycle gives the shop
 * (agree, refuse, goods received, refuse goods, refund), the same moves and effects as the
 * platform's (`ops aftersale:*`). Every call is `member` and answers "not found" to anyone but the
 * owner of the after-sale's open shop in this tenant. A move the after-sale no longer allows (someone
 * moved it first) answers "status changed". Money: integer US cents.
 */
export const sellerAfterSaleWires = defineWires({
  page: 'GET /seller/after-sale/page',
  get: 'GET /seller/after-sale/get',
  /** A return goes to `address`, else the shop's returns address (its settings). */
  agree: 'POST /seller/after-sale/agree',
  refuse: 'POST /seller/after-sale/refuse',
  receive: 'POST /seller/after-sale/receive',
  refuseGoods: 'POST /seller/after-sale/refuse-goods',
  refund: 'POST /seller/after-sale/refund',
})
export const sellerAfterSalePaths = /* @__PURE__ */ pathsOf(sellerAfterSaleWires)

export const sellerAfterSaleLimits = { pageSize: 20, remarkMax: 500, addressMax: 300 } as const

/** After-sales whose next move is the shop's: the dashboard counts them, and the list shows them alone when asked (`waiting`). */
export const waitingForShop: readonly number[] = [AfterSaleStatus.waitReview, AfterSaleStatus.waitReceive, AfterSaleStatus.waitRefund]

export type SellerAfterSaleRow = z.output<typeof s.sellerAfterSaleRow>
export type SellerAfterSale = z.output<typeof s.sellerAfterSale>
export type SellerAfterSalePage = Page<SellerAfterSaleRow>
export type SellerAfterSaleQuery = z.input<typeof s.sellerAfterSaleQuery>
export type SellerAfterSaleMoveInput = z.input<typeof s.sellerAfterSaleMove>
