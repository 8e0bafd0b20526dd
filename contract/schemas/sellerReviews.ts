import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { flag, formText, int32, pageOf, paging } from '../fields'
import { sellerReviewLimits as limits, sellerReviewWires } from '../sellerReviews'
import { evaluation } from './evaluation'

/** Request and response schemas of the seller's reviews (contract/sellerReviews.ts). */

export const sellerReviewQuery = z.object({
  ...paging(limits.pageSize, limits.pageSize),
  /** Only reviews of these stars (reviewStars). */
  stars: z.optional(int32(1, 5)),
  /** Only reviews the shop has not answered. */
  unanswered: z._default(flag(), false),
})

/** An evaluation as the owner sees it: the storefront's, with when its reply stops being editable (null without a reply). */
export const sellerReview = z.object({
  ...evaluation.shape,
  editableUntil: z.nullable(z.number()),
})

export const sellerReviewPage = pageOf(sellerReview)

export const reviewReplyInput = z.object({
  id: int32(1),
  /** Checked by validateReviewReply (a few characters over the limit are named, not cut). */
  content: formText(limits.replyMax + 100, { multiline: true }),
  /** Changing the reply already written; without it, the first reply (refused when one exists). */
  edit: z._default(flag(), false),
})

export const sellerReviewCalls = defineCalls(sellerReviewWires, {
  page: {
    summary: "A page of the evaluations of the shop's products, newest first",
    auth: 'member',
    input: sellerReviewQuery,
    output: sellerReviewPage,
  },
  reply: {
    summary: 'Write or change the shop’s reply to an evaluation (changes allowed for 24 hours after the first)',
    auth: 'member',
    input: reviewReplyInput,
    output: sellerReview,
  },
})
