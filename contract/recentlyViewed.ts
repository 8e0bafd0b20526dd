import type * as z from 'zod/mini'
import { defineWires } from './call'
import type * as s from './schemas/recentlyViewed'

/**
 * Recently viewed products: the last products a shopper opened, newest first. A guest's list
 * lives in the browser's storage; a member's on the account, where a guest's list is merged at
 * login (the storefront sends what it kept, the service answers the merged list).
 *
 * Choices where the product's rules (docs/behaviour.md) are silent:
 * - Paths below /product/recently-viewed; all three calls are for members only.
 * - `record` is an upsert: opening a product again moves it to the front. Only products on sale in
 *   the tenant are kept; the account keeps the newest `recentlyViewedLimit`.
 * - `merge` takes at most `recentlyViewedLimit` entries with the time each was viewed (ms since the
 *   epoch, a future time counts as now); the newer time of a product wins. Unknown products are
 *   skipped. It answers the merged list, as `list` would.
 * - The lists are product cards (prices in the request's currency) with `viewedAt`, products no
 *   longer on sale left out.
 */
export const recentlyViewedWires = defineWires({
  list: 'GET /product/recently-viewed/list',
  record: 'POST /product/recently-viewed/record',
  merge: 'POST /product/recently-viewed/merge json',
})

/** How many products the list keeps, on the account and in the browser. */
export const recentlyViewedLimit = 20

export type RecentlyViewedMerge = z.input<typeof s.mergeInput>
export type ViewedCard = z.output<typeof s.viewedCard>
