import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, id, none } from '../fields'
import { recentlyViewedLimit, recentlyViewedWires } from '../recentlyViewed'
import { productCard } from './catalog'

/** Request and response schemas of the recently viewed calls (contract/recentlyViewed.ts). */

/** Milliseconds since the epoch, up to the year 2100. */
const epochMs = () => z.int().check(z.gte(0), z.lte(4_102_444_800_000))

export const mergeInput = z.object({
  items: z.array(z.object({ spuId: id(), viewedAt: epochMs() })).check(z.maxLength(recentlyViewedLimit)),
})

/** A product card with the time it was last viewed (ms since the epoch). */
export const viewedCard = z.extend(productCard, { viewedAt: z.number() })
const cards = z.array(viewedCard)

export const recentlyViewedCalls = defineCalls(recentlyViewedWires, {
  list: { summary: "The member's recently viewed products, newest first (at most 20)", auth: 'member', input: none(), output: cards },
  record: {
    summary: 'The member opened this product: it moves to the front of the list',
    auth: 'member',
    input: z.object({ spuId: id() }),
    output: done(),
  },
  merge: {
    summary: "A guest's recently viewed products, merged into the member's at login; answers the merged list",
    auth: 'member',
    input: mergeInput,
    output: cards,
  },
})
