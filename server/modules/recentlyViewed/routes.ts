import { Hono } from 'hono'
import { recentlyViewedCalls as calls } from '../../../contract/schemas/recentlyViewed'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { mergeViews, recentlyViewedList, recordView } from './service'

export const recentlyViewedRoutes = new Hono<AppEnv>()

route(recentlyViewedRoutes, calls.list, ({ withTx }) => withTx((tx, s) => recentlyViewedList(tx, s)))
route(recentlyViewedRoutes, calls.record, ({ input, withTx }) => withTx((tx, s) => recordView(tx, s, input)))
route(recentlyViewedRoutes, calls.merge, ({ input, withTx }) => withTx((tx, s) => mergeViews(tx, s, input)))
