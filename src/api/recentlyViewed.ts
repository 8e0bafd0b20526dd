import { recentlyViewedWires } from '../../contract/recentlyViewed'
import type { recentlyViewedCalls } from '../../contract/schemas/recentlyViewed'
import { clientOf } from './client'

/** Recently viewed products on a member's account: the list, a view, a guest's list merged at login (server/modules/recentlyViewed). */
export const recentlyViewedApi = clientOf<typeof recentlyViewedCalls>(recentlyViewedWires)
