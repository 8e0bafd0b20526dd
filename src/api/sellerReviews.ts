import type { sellerReviewCalls } from '../../contract/schemas/sellerReviews'
import { sellerReviewWires } from '../../contract/sellerReviews'
import { clientOf } from './client'

/** The seller center's reviews (server/modules/sellerReviews). */
export const sellerReviewApi = clientOf<typeof sellerReviewCalls>(sellerReviewWires)
