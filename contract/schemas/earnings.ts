import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { none } from '../fields'
import { earningsKinds, earningsWires } from '../earnings'

/** Request and response schemas of the seller's earnings (contract/earnings.ts). Times are epoch milliseconds. */

const time = () => z.number()

/** A completed order not settled yet: what it will pay (paid less refunded) and when its window ends. */
export const pendingOrder = z.object({
  orderId: z.number(),
  no: z.string(),
  amount: z.number(),
  completedAt: time(),
  settlesAt: time(),
  /** An after-sale of the order is open: it settles once that ends, not before `settlesAt`. */
  held: z.boolean(),
})

/** A collection (+) or a take-back (-) of one of the shop's orders, from the owner's wallet log. */
export const earningsLine = z.object({
  id: z.number(),
  kind: z.enum(earningsKinds),
  orderNo: z.string(),
  amount: z.number(),
  createTime: time(),
})

/** A calendar month (UTC, `YYYY-MM`): what settled in it and what was taken back. */
export const earningsMonth = z.object({ month: z.string(), collected: z.number(), takenBack: z.number() })

export const earnings = z.object({
  /** The wallet's balance: what the owner may withdraw now. */
  available: z.number(),
  /** Withdrawals under review. */
  frozen: z.number(),
  /** The sum of the pending orders' amounts. */
  pending: z.number(),
  pendingOrders: z.array(pendingOrder),
  /** Newest first, the last months' (earningsLimits). */
  settlements: z.array(earningsLine),
  /** Newest first, months with a line only. */
  months: z.array(earningsMonth),
})

export const earningsCalls = defineCalls(earningsWires, {
  earnings: {
    summary:
      "The shop owner's earnings: available balance, pending settlements with their dates, collection and take-back lines, totals per month",
    auth: 'member',
    input: none(),
    output: earnings,
  },
})
