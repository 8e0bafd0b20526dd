import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { flag, id, int32, optionalText, pageOf, paging } from '../fields'
import { AfterSaleStatus } from '../lifecycles'
import { sellerAfterSaleLimits as limits, sellerAfterSaleWires } from '../sellerAfterSale'
import { afterSaleDetail, afterSaleRecord } from './afterSale'

/** Request and response schemas of the shop's after-sales (contract/sellerAfterSale.ts). */

export const sellerAfterSaleQuery = z.object({
  ...paging(limits.pageSize, limits.pageSize),
  /** AfterSaleStatus; absent for all. */
  status: z.optional(int32(AfterSaleStatus.waitReview, AfterSaleStatus.returnRefused)),
  /** Only those whose next move is the shop's (waitingForShop); with `status`, both hold. */
  waiting: z._default(flag(), false),
})

/** A row of the shop's list: the shopper's record of the after-sale, and who applied. */
export const sellerAfterSaleRow = z.object({ ...afterSaleRecord.shape, email: z.string() })

/** The detail: what the shopper sees of it, and who applied. */
export const sellerAfterSale = z.object({ ...afterSaleDetail.shape, email: z.string() })

/** A move: `remark` is required to refuse (the application or the goods); `address` is where an agreed return goes. */
export const sellerAfterSaleMove = z.object({
  id: id(),
  remark: optionalText(limits.remarkMax),
  address: optionalText(limits.addressMax),
})

const byId = z.object({ id: id() })
const move = (summary: string) => ({ summary, auth: 'member' as const, input: sellerAfterSaleMove, output: sellerAfterSale })

export const sellerAfterSaleCalls = defineCalls(sellerAfterSaleWires, {
  page: {
    summary: "A page of the shop's after-sales, newest first, by status, or those waiting for the shop",
    auth: 'member',
    input: sellerAfterSaleQuery,
    output: pageOf(sellerAfterSaleRow),
  },
  get: { summary: 'One after-sale of the shop, with its timeline', auth: 'member', input: byId, output: sellerAfterSale },
  agree: move(
    "Agree to an application: a refund only waits for the refund, a return for the goods (sent to `address` or the shop's returns address)",
  ),
  refuse: move('Refuse an application waiting for review (`remark` required); the item may be applied for again'),
  receive: move('The returned goods arrived: the after-sale waits for its refund'),
  refuseGoods: move('Refuse the returned goods (`remark` required); the item may be applied for again'),
  refund: move("Refund into the shopper's wallet, once; the order is refunded once every item is"),
})
