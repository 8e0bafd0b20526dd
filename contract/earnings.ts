import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type * as s from './schemas/earnings'

/**
 * The seller's earnings (docs/behaviour.md#settlement): what the owner's wallet holds, what is
 * pending until each order's return window is over, and the collection and take-back lines of the
 * shop's orders. A seller call: "not found" to anyone but the open shop's owner. Money in USD cents.
 */
export const earningsWires = defineWires({
  earnings: 'GET /seller/earnings',
})
export const earningsPaths = /* @__PURE__ */ pathsOf(earningsWires)

/** How far back the lines and the month totals go. */
export const earningsLimits = { months: 12, linesMax: 500 } as const

/** A line's kind: a collection (type 8, the order settled) or a take-back (type 3, refunded after it). */
export const earningsKinds = ['collection', 'takeBack'] as const
export type EarningsKind = (typeof earningsKinds)[number]

export type Earnings = z.output<typeof s.earnings>
export type PendingOrder = z.output<typeof s.pendingOrder>
export type EarningsLine = z.output<typeof s.earningsLine>
export type EarningsMonth = z.output<typeof s.earningsMonth>
