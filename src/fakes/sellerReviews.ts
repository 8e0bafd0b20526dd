import type { SellerReview, SellerReviewPage } from '../../contract/sellerReviews'
import { someReviews } from './evaluation'

/** Reviews as the seller's list shows them (stories and machine tests): unanswered, answered and still editable, answered and final. */
const hour = 3_600_000
const [first, second, third] = someReviews.list

export const unansweredReview: SellerReview = { ...first, reply: null, editableUntil: null }

/** Answered at `repliedAt` (epoch ms): editable for 24 hours from then. */
export const answeredReview = (repliedAt: number, content = 'Thank you! The coat is cut to be worn over knitwear.'): SellerReview => ({
  ...second,
  reply: { content, createTime: repliedAt },
  editableUntil: repliedAt + 24 * hour,
})

export const finalReview: SellerReview = {
  ...third,
  reply: { content: 'Thank you for choosing us.', createTime: third.createTime + hour },
  editableUntil: third.createTime + 25 * hour,
}

export const sellerReviewPage = (now: number): SellerReviewPage => ({
  list: [unansweredReview, answeredReview(now - 2 * hour), finalReview],
  total: 3,
})
