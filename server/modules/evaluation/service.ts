import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { Evaluation, EvaluationItemInput, ProductEvaluations } from '../../../contract/evaluation'
import { OrderStatus } from '../../../contract/lifecycles'
import { CommentStatus } from '../../../contract/order'
import { validateEvaluationItem } from '../../../contract/orderForms'
import { schema, type Tx } from '../../db/client'
import { AppError, notFound, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import type { MemberScope, Scope } from '../../http/scope'
import { claimOwnUploads, picturesOf } from '../../lib/ownUploads'
import { meanStar } from '../shop/public'
import type { Paging } from '../../lib/paging'

const { evaluations, orders, orderItems, shops, users } = schema

type Member = Pick<MemberScope, 'tenantId' | 'userId'>

const notCompleted = () => new AppError(ErrorCode.moveRefused, 'evaluationNotCompleted', {}, 409)
const alreadyEvaluated = () => new AppError(ErrorCode.alreadyEvaluated, 'alreadyEvaluated', {}, 409)

/**
 * Evaluates items of the shopper's completed orders, all or nothing (docs/behaviour.md#evaluations): each
 * item once (the unique index decides between concurrent requests), its pictures claimed, the order
 * marked evaluated once all its items are, and each shop's rating totals raised in place.
 */
export async function createEvaluations(tx: Tx, scope: MemberScope, { list }: { list: EvaluationItemInput[] }): Promise<true> {
  const { tenantId, userId } = scope
  const items = list.map((item) => ({ ...item, pictures: picturesOf(item.picUrls, 'picUrls') }))
  for (const item of items) enforce(validateEvaluationItem({ ...item, picUrls: item.pictures }))

  const itemIds = [...new Set(items.map((i) => i.itemId))]
  const found = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, spuId: orderItems.spuId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), inArray(orderItems.id, itemIds)))
  if (found.length !== itemIds.length) throw notFound()
  const orderIds = [...new Set(found.map((i) => i.orderId))]
  // Locked in id order: no order moves (a refund) while it is evaluated, and concurrent evaluations of one order wait in turn.
  const locked = await tx
    .select({ id: orders.id, status: orders.status, shopId: orders.shopId })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id))
    .for('update')
  if (locked.some((o) => o.status !== OrderStatus.orderOver)) throw notCompleted()

  const pictures = await claimOwnUploads(
    tx,
    scope,
    items.flatMap((i) => i.pictures),
    { field: 'picUrls' },
  )
  const byId = new Map(found.map((i) => [i.id, i]))
  const shopOf = new Map(locked.map((o) => [o.id, o.shopId]))
  const rows = items.map((item) => {
    const { orderId, spuId } = byId.get(item.itemId)!
    return {
      tenantId,
      orderItemId: item.itemId,
      orderId,
      spuId,
      shopId: shopOf.get(orderId)!,
      userId,
      serviceAttitudeScore: item.serviceAttitudeScore,
      logisticsServiceScore: item.logisticsServiceScore,
      describeScore: item.describeScore,
      remark: item.remark.trim(),
      picUrls: item.pictures.map((url) => pictures.get(url) ?? url),
    }
  })
  const inserted = await tx
    .insert(evaluations)
    .values(rows)
    .onConflictDoNothing({ target: evaluations.orderItemId })
    .returning({
      shopId: evaluations.shopId,
      points: sql<number>`${evaluations.serviceAttitudeScore} + ${evaluations.logisticsServiceScore} + ${evaluations.describeScore}`,
    })
  // An item evaluated before (or twice in this list): the transaction rolls back, nothing of the list is kept.
  if (inserted.length !== rows.length) throw alreadyEvaluated()

  const everyItemDone = sql`not exists (
    select 1 from ${orderItems} i where i.order_id = ${orders.id}
    and not exists (select 1 from ${evaluations} e where e.order_item_id = i.id))`
  await tx
    .update(orders)
    .set({ commentStatus: CommentStatus.done })
    .where(and(inArray(orders.id, orderIds), eq(orders.commentStatus, CommentStatus.none), everyItemDone))

  const perShop = new Map<number, { points: number; count: number }>()
  for (const row of inserted) {
    const shop = perShop.get(row.shopId) ?? { points: 0, count: 0 }
    perShop.set(row.shopId, { points: shop.points + Number(row.points), count: shop.count + 1 })
  }
  for (const [shopId, { points, count: n }] of [...perShop].sort(([a], [b]) => a - b)) {
    await tx
      .update(shops)
      .set({ ratingPoints: sql`${shops.ratingPoints} + ${points}`, ratingCount: sql`${shops.ratingCount} + ${n}` })
      .where(eq(shops.id, shopId))
  }
  return true
}

/** The writer as others see them: "d***@vitrine.test". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

const columns = {
  id: evaluations.id,
  itemId: evaluations.orderItemId,
  orderNo: orders.no,
  spuId: evaluations.spuId,
  spuName: orderItems.spuName,
  picUrl: orderItems.picUrl,
  properties: orderItems.properties,
  serviceAttitudeScore: evaluations.serviceAttitudeScore,
  logisticsServiceScore: evaluations.logisticsServiceScore,
  describeScore: evaluations.describeScore,
  remark: evaluations.remark,
  picUrls: evaluations.picUrls,
  email: users.email,
  createdAt: evaluations.createdAt,
  reply: evaluations.reply,
  replyAt: evaluations.replyAt,
}

/** Evaluations with their item, order and writer, to filter and order (mapped by `toEvaluation`). */
export const joined = (tx: Tx) =>
  tx
    .select(columns)
    .from(evaluations)
    .innerJoin(orderItems, eq(orderItems.id, evaluations.orderItemId))
    .innerJoin(orders, eq(orders.id, evaluations.orderId))
    .innerJoin(users, eq(users.id, evaluations.userId))

export type EvaluationRow = Awaited<ReturnType<typeof joined>>[number]

export const toEvaluation = ({ email, createdAt, reply, replyAt, ...row }: EvaluationRow): Evaluation => ({
  ...row,
  nickname: maskEmail(email),
  createTime: createdAt.getTime(),
  reply: reply !== null && replyAt ? { content: reply, createTime: replyAt.getTime() } : null,
})

/** The evaluations of one of the shopper's orders, in item order; 404 when the order is not theirs. */
export async function orderEvaluations(tx: Tx, { tenantId, userId }: Member, { orderNo }: { orderNo: string }): Promise<Evaluation[]> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.no, orderNo.trim())))
  orNotFound(order)
  const rows = await joined(tx).where(eq(evaluations.orderId, order.id)).orderBy(asc(evaluations.orderItemId))
  return rows.map(toEvaluation)
}

/** A product's evaluations, newest first, with the average of all their ratings (one decimal) and their count. */
export async function productEvaluations(
  tx: Tx,
  { tenantId }: Pick<Scope, 'tenantId'>,
  { spuId, pageNo, pageSize }: Paging & { spuId: number },
): Promise<ProductEvaluations> {
  const ofProduct = and(eq(evaluations.tenantId, tenantId), eq(evaluations.spuId, spuId))
  const [summary] = await tx
    .select({
      total: count(),
      points: sql<
        string | null
      >`sum(${evaluations.serviceAttitudeScore} + ${evaluations.logisticsServiceScore} + ${evaluations.describeScore})`,
    })
    .from(evaluations)
    .where(ofProduct)
  const rows = await joined(tx)
    .where(ofProduct)
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
  return { average: meanStar(Number(summary.points ?? 0), summary.total), total: summary.total, list: rows.map(toEvaluation) }
}
