import { Hono } from 'hono'
import { sellerReviewCalls as calls } from '../../../contract/schemas/sellerReviews'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { replyToReview, sellerReviews } from './service'

/** The seller center's reviews (contract/sellerReviews.ts), behind the owner guard (../seller/owner.ts). */
export const sellerReviewRoutes = new Hono<AppEnv>()

route(sellerReviewRoutes, calls.page, ({ input, withTx }) => withTx((tx, s) => sellerReviews(tx, s, input)))
route(sellerReviewRoutes, calls.reply, ({ input, withTx }) => withTx((tx, s) => replyToReview(tx, s, input)))
