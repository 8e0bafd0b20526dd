import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type * as s from './schemas/sellerReviews'
import { firstError } from './validation'

/**
 * The seller center's reviews (docs/behaviour.md#reviews): the evaluations of the owner's products
 * and the shop's one reply to each, editable for `editHours` after it was first written. Both calls
 * answer "not found" to anyone but the open shop's owner, as every seller call (contract/seller.ts).
 */
export const sellerReviewWires = defineWires({
  page: 'GET /seller/review/page',
  reply: 'POST /seller/review/reply json',
})
export const sellerReviewPaths = /* @__PURE__ */ pathsOf(sellerReviewWires)

export const sellerReviewLimits = {
  pageSize: 20,
  replyMax: 1000,
  /** A reply may be changed this long after it was first written; then it is final. */
  editHours: 24,
} as const

/** A review's stars: the mean of its three ratings, rounded (what the filter by stars matches). */
export const reviewStars = (e: { serviceAttitudeScore: number; logisticsServiceScore: number; describeScore: number }) =>
  Math.round((e.serviceAttitudeScore + e.logisticsServiceScore + e.describeScore) / 3)

/** Whether a reply first written at `replyAt` (epoch ms) may still be changed at `now`. */
export const replyEditable = (replyAt: number, now: number) => now - replyAt < sellerReviewLimits.editHours * 3_600_000

/** The reply form's one rule, shared by the storefront's machine and the service. */
export const validateReviewReply = ({ content }: { content: string }) =>
  firstError<'content'>([
    ['content', content.trim() ? (content.trim().length > sellerReviewLimits.replyMax ? 'replyTooLong' : null) : 'replyRequired'],
  ])

export type SellerReviewQuery = z.input<typeof s.sellerReviewQuery>
export type SellerReview = z.output<typeof s.sellerReview>
export type SellerReviewPage = z.output<typeof s.sellerReviewPage>
export type ReviewReplyInput = z.input<typeof s.reviewReplyInput>
export type ReviewReply = z.output<typeof s.reviewReplyInput>
