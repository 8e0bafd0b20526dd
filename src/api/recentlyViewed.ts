import { recentlyViewedWires } from '../../contract/recentlyViewed'
import type { recentlyViewedCalls } from '../../contract/schemas/recentlyViewed'
import { clientOf } from './client'

/**
 * Recently viewed products on a member's account: the list, a view, a guest's list merged at
 * login. Apart from calls.ts, so that only the recently viewed list's code (loaded after the page) carries it.
 */
export const recentlyViewedCall = clientOf<typeof recentlyViewedCalls>(recentlyViewedWires)
