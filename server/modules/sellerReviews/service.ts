import { and, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import {
  type ReviewReply,
  type SellerReview,
  type SellerReviewPage,
  sellerReviewLimits,
  validateReviewReply,
} from '../../../contract/sellerReviews'
import { schema, type Tx } from '../../db/client'
import { AppError, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import { countOf, pageOf, type Paging } from '../../lib/paging'
import { type EvaluationRow, evaluationRows, toEvaluation } from '../evaluation/public'
import { type Member, type OwnShop, ownShop } from '../seller/public'

const { evaluations: e } = schema

const replyFinal = () => new AppError(ErrorCode.reviewReplyFinal, 'reviewReplyFinal', {}, 409)
const replyChanged = () => new AppError(ErrorCode.statusChanged, 'statusChanged', {}, 409)

const editWindow = sql`make_interval(hours => ${sellerReviewLimits.editHours})`
const hourMs = 3_600_000

const ofShop = (shop: OwnShop) => and(eq(e.tenantId, shop.tenantId), eq(e.shopId, shop.id))

/** A review's stars as contract/sellerReviews.ts `reviewStars` rounds them (half up, as Math.round for positives). */
const stars = sql`floor((${e.serviceAttitudeScore} + ${e.logisticsServiceScore} + ${e.describeScore}) / 3.0 + 0.5)`

const toReview = (row: EvaluationRow): SellerReview => ({
  ...toEvaluation(row),
  editableUntil: row.replyAt ? row.replyAt.getTime() + sellerReviewLimits.editHours * hourMs : null,
})

/** The evaluations of the owner's products, newest first, by stars and unanswered when asked. */
export async function sellerReviews(
  tx: Tx,
  member: Member,
  query: Paging & { stars?: number; unanswered: boolean },
): Promise<SellerReviewPage> {
  const shop = await ownShop(tx, member)
  const filters: (SQL | undefined)[] = [
    ofShop(shop),
    query.stars === undefined ? undefined : sql`${stars} = ${query.stars}`,
    query.unanswered ? isNull(e.replyAt) : undefined,
  ]
  const where = and(...filters)
  return pageOf(query, evaluationRows(tx).where(where).orderBy(desc(e.createdAt), desc(e.id)), countOf(tx, e, where), toReview)
}

/**
 * Writes the shop's reply (`edit` false: only where none was written, so of two first replies one
 * wins and the other is told the review changed) or changes it (`edit`: only within the edit
 * window of its first writing). One conditional update; when it matches nothing, the row read
 * after says why.
 */
export async function replyToReview(tx: Tx, member: Member, input: ReviewReply): Promise<SellerReview> {
  enforce(validateReviewReply(input))
  const shop = await ownShop(tx, member)
  const mine = and(ofShop(shop), eq(e.id, input.id))
  const open = input.edit ? and(isNotNull(e.replyAt), gt(e.replyAt, sql`now() - ${editWindow}`)) : isNull(e.replyAt)
  const [written] = await tx
    .update(e)
    .set({
      reply: input.content.trim(),
      replyAt: sql`coalesce(${e.replyAt}, now())`,
      replyEditedAt: input.edit ? sql`now()` : null,
    })
    .where(and(mine, open))
    .returning({ id: e.id })
  if (!written) {
    const [row] = await tx.select({ replyAt: e.replyAt }).from(e).where(mine)
    orNotFound(row)
    throw input.edit && row.replyAt ? replyFinal() : replyChanged()
  }
  const [row] = await evaluationRows(tx).where(eq(e.id, written.id))
  return toReview(row)
}
