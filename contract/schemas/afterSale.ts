import * as z from 'zod/mini'
import { afterSaleLimits as limits, afterSaleWires } from '../afterSale'
import { defineCalls } from '../call'
import { done, formText, id, int32, optionalText, pageOf, paging, text } from '../fields'

/** Request and response schemas of after-sales (contract/afterSale.ts). Money: integer US cents. */

const cents = () => z.number()
const time = () => z.number()

/**
 * The refundable item of docs/behaviour.md#after-sales: one order item of the shopper's with what may still be
 * refunded. `surplusCount` pieces not yet refunded (the quantity's default and maximum);
 * `surplusPrice` cents not yet refunded (`count` x `price` less what was). `shipped`: the order
 * was shipped, so a return is possible. `openAfterSaleId`: the item's open after-sale, which
 * must end before another is applied for.
 */
export const refundableItem = z.object({
  orderItemId: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  spuId: z.number(),
  picUrl: z.string(),
  brandName: z.string(),
  spuName: z.string(),
  properties: z.string(),
  count: z.number(),
  /** The unit price paid. */
  price: cents(),
  surplusCount: z.number(),
  surplusPrice: cents(),
  afterSaleStatus: z.number(),
  openAfterSaleId: z.nullable(z.number()),
  shipped: z.boolean(),
})

/** The refund record of docs/behaviour.md#after-sales: a row of the list. `status` AfterSaleStatus, `way` AfterSaleWay. */
export const afterSaleRecord = z.object({
  id: z.number(),
  orderNo: z.string(),
  orderItemId: z.number(),
  shopName: z.string(),
  picUrl: z.string(),
  brandName: z.string(),
  spuName: z.string(),
  properties: z.string(),
  /** The pieces this after-sale is for. */
  count: z.number(),
  refundPrice: cents(),
  way: z.number(),
  status: z.number(),
  applyReason: z.number(),
  createTime: time(),
})

/** One move of the after-sale's lifecycle: the status it reached, by whom (shopper, shop, platform, system), when, why. */
export const afterSaleMove = z.object({ status: z.number(), actor: z.string(), remark: z.string(), createTime: time() })

/**
 * The detail: the record with the item's unit price and ordered count, the application's text and
 * images, the return (address to send to once agreed, tracking number once sent), the latest
 * refusal's remark, when it was refunded, and every move oldest first.
 */
export const afterSaleDetail = z.object({
  ...afterSaleRecord.shape,
  orderId: z.number(),
  orderStatus: z.number(),
  shopId: z.number(),
  /** The unit price paid, and the pieces of the order item. */
  price: cents(),
  itemCount: z.number(),
  applyDescription: z.string(),
  applyPicUrls: z.array(z.string()),
  returnAddress: z.string(),
  logisticsNo: z.string(),
  auditRemark: z.string(),
  refundTime: z.nullable(time()),
  moves: z.array(afterSaleMove),
})

/**
 * The create call of docs/behaviour.md#after-sales. The rules of contract/afterSaleForms.ts (validateRefund) name what is
 * wrong in the order docs/behaviour.md#after-sales gives, so numbers not given arrive absent. `applyPicUrls`: the shopper's
 * uploads, as an array or a JSON text.
 */
export const afterSaleForm = z.object({
  orderItemId: id(),
  way: z.optional(int32(0, 20)),
  refundCount: z.optional(int32(0, 100_000)),
  refundPrice: z.optional(int32(0)),
  applyReason: z.optional(int32(0, 4)),
  // A description may run over several lines (a textarea).
  applyDescription: formText(2000, { multiline: true }),
  // The text first: the request's coercion would read a JSON text as a comma list of one.
  applyPicUrls: z._default(z.union([text(8000), z.array(text(512))]), '[]'),
})

export const afterSalePageQuery = z.object({
  ...paging(limits.pageSize, 50),
  /** AfterSaleWay; absent for both. */
  way: z.optional(int32(0, 20)),
  /** AfterSaleStatus; absent for all. */
  status: z.optional(int32(0, 63)),
  /** Part of an order number. */
  orderNo: optionalText(40),
})

const byId = z.object({ id: id() })

export const afterSaleCalls = defineCalls(afterSaleWires, {
  create: {
    summary: 'Apply for a refund, or a refund and return, of one order item; answers the after-sale’s id',
    auth: 'member',
    input: afterSaleForm,
    output: z.number(),
  },
  cancel: {
    summary: 'Withdraw an after-sale (waiting for review, for the goods to be returned or received)',
    auth: 'member',
    input: byId,
    output: done(),
  },
  delivery: {
    summary: 'Enter the tracking number of the goods sent back (an agreed return)',
    auth: 'member',
    input: z.object({ id: id(), logisticsNo: formText(limits.logisticsNoMax) }),
    output: done(),
  },
  page: {
    summary: "The shopper's after-sales, newest first",
    auth: 'member',
    input: afterSalePageQuery,
    output: pageOf(afterSaleRecord),
  },
  detail: { summary: 'One after-sale of the shopper, with its timeline', auth: 'member', input: byId, output: afterSaleDetail },
  refundable: {
    summary: 'One order item of the shopper with what may still be refunded',
    auth: 'member',
    input: z.object({ orderItemId: id() }),
    output: refundableItem,
  },
})
