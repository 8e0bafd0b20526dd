import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, id, optionalText, paging, requiredText, text } from '../fields'
import { orderLimits } from '../order'
import { OrderStatus } from '../orderStatus'
import { sellerOrderLimits as limits, orderTabs, sellerOrderWires } from '../sellerOrder'
import { order } from './order'

/** Request and response schemas of the shop's orders (contract/sellerOrder.ts). */

/** A day, YYYY-MM-DD (UTC). */
const day = () =>
  z.optional(
    z.pipe(
      text(10).check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)),
      z.transform((v) => v || undefined),
    ),
  )

export const sellerOrderQuery = z.object({
  ...paging(limits.pageSize, limits.pageSize),
  /** OrderStatus; absent for all. */
  status: z.optional(z.literal(Object.values(OrderStatus))),
  /** Part of an order number or of the shopper's email. */
  search: optionalText(limits.searchMax),
  /** Made on or after this day. */
  from: day(),
  /** Made on or before this day. */
  to: day(),
})

/** The shop's orders per status tab, under the page's search and dates. */
export const tabCounts = z.object(
  Object.fromEntries(orderTabs.map((tab) => [tab, z.number()])) as Record<(typeof orderTabs)[number], z.ZodMiniNumber>,
)

/** The shopper's order as the shop reads it: with the shopper's email (the timeline and tracks in `get` only). */
export const sellerOrder = z.object({ ...order.shape, email: z.string() })

export const sellerOrderPage = z.object({ list: z.array(sellerOrder), total: z.number(), counts: tabCounts })

export const shipInput = z.object({
  id: id(),
  carrier: requiredText(orderLimits.carrierMax),
  logisticsNo: requiredText(limits.logisticsNoMax),
})
export const trackInput = z.object({ id: id(), content: requiredText(limits.trackMax) })
export const cancelInput = z.object({ id: id(), reason: requiredText(limits.reasonMax) })

/** The order's status after the move. */
const moved = z.object({ id: z.number(), status: z.number() })

export const sellerOrderCalls = defineCalls(sellerOrderWires, {
  page: {
    summary: 'The shop’s orders, newest first, with the status tabs’ counts',
    auth: 'member',
    input: sellerOrderQuery,
    output: sellerOrderPage,
  },
  get: {
    summary: 'One order of the shop, by its number: items, receiver, payment, tracking and timeline',
    auth: 'member',
    input: z.object({ no: requiredText(40) }),
    output: sellerOrder,
  },
  ship: {
    summary: 'Ship an order waiting for delivery with its carrier and tracking number; the shopper is told',
    auth: 'member',
    input: shipInput,
    output: moved,
  },
  track: { summary: 'Add a tracking update to a shipped order', auth: 'member', input: trackInput, output: done() },
  cancel: {
    summary: 'Cancel a paid order before shipping, with the reason the shopper reads: stock back, the payment refunded to their wallet',
    auth: 'member',
    input: cancelInput,
    output: moved,
  },
})
