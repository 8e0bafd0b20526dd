import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/afterSale'

/**
 * After-sale (docs/behaviour.md#after-sales): the shopper applies for a refund, or a
 * refund and return, of one order item; cancels; enters the return's tracking number; follows the
 * list and the detail. The shop's moves are the seller center's (contract/sellerAfterSale.ts), the platform's the ops command line's. Money is integer
 * US cents (the wallet's currency). Paths the API family (docs/behaviour.md#calls) leaves "not shown" are chosen here.
 */
export const afterSaleWires = defineWires({
  create: 'POST /trade/after-sale/create json',
  cancel: 'POST /trade/after-sale/cancel',
  delivery: 'PUT /trade/after-sale/delivery',
  page: 'GET /trade/after-sale/afterSalePage',
  detail: 'GET /trade/after-sale/afterSaleDetail',
  /** Not shown: the refundable item of docs/behaviour.md#after-sales, what the /refund page needs before the shopper applies. */
  refundable: 'GET /trade/after-sale/refundable-item',
})
export const afterSalePaths = /* @__PURE__ */ pathsOf(afterSaleWires)

/** docs/behaviour.md#after-sales: refunds pages of 20, description up to 500, up to 6 images (first 3 previewed with +N). */
export const afterSaleLimits = {
  pageSize: 20,
  descriptionMax: 500,
  maxImages: 6,
  previewImages: 3,
  /** The return's tracking number. */
  logisticsNoMax: 64,
  /** The platform's or shop's remark on a refusal. */
  remarkMax: 500,
  /** docs/behaviour.md#after-sales: the application is reviewed within this many hours. */
  reviewHours: 24,
} as const

export type RefundableItem = z.output<typeof s.refundableItem>
export type AfterSaleRecord = z.output<typeof s.afterSaleRecord>
export type AfterSaleDetail = z.output<typeof s.afterSaleDetail>
export type AfterSaleMove = z.output<typeof s.afterSaleMove>
export type AfterSalePage = Page<AfterSaleRecord>
export type AfterSaleCreateInput = z.input<typeof s.afterSaleForm>
export type AfterSalePageQuery = z.input<typeof s.afterSalePageQuery>
