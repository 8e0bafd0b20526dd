import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { type RecentlyViewedMerge, recentlyViewedLimit, type ViewedCard } from '../../../contract/recentlyViewed'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { qualified } from '../../lib/sql'
import { cardsByIds, onSale } from '../catalog/public'

const { recentlyViewed: rv, spus } = schema

const mine = ({ tenantId, userId }: MemberScope) => and(eq(rv.tenantId, tenantId), eq(rv.userId, userId))
const newestFirst = [desc(rv.viewedAt), desc(rv.spuId)]

/** The member's list as product cards with their times, newest first; products no longer on sale are left out. */
export async function recentlyViewedList(tx: Tx, scope: MemberScope): Promise<ViewedCard[]> {
  const rows = await tx
    .select({ spuId: rv.spuId, viewedAt: rv.viewedAt })
    .from(rv)
    .where(mine(scope))
    .orderBy(...newestFirst)
    .limit(recentlyViewedLimit)
  const viewedAt = new Map(rows.map((r) => [r.spuId, r.viewedAt.getTime()]))
  const cards = await cardsByIds(tx, scope, [...viewedAt.keys()])
  return cards.map((card) => ({ ...card, viewedAt: viewedAt.get(card.productId)! }))
}

/** Opening a product again moves it to the front; a product not on sale is notFound. */
export async function recordView(tx: Tx, scope: MemberScope, { spuId }: { spuId: number }): Promise<true> {
  const [product] = await tx
    .select({ id: spus.id })
    .from(spus)
    .where(and(eq(spus.id, spuId), onSale(scope)))
  if (!product) throw notFound('productUnavailable')
  await upsert(tx, scope, [{ spuId, viewedAt: new Date() }])
  await keepNewest(tx, scope)
  return true
}

/**
 * A guest's list merged into the member's, in the request's one transaction: the newer time of a
 * product wins, a time in the future counts as now, products not on sale in the tenant are skipped.
 */
export async function mergeViews(tx: Tx, scope: MemberScope, { items }: RecentlyViewedMerge): Promise<ViewedCard[]> {
  const now = Date.now()
  const newest = new Map<number, number>()
  for (const { spuId, viewedAt } of items) newest.set(spuId, Math.max(newest.get(spuId) ?? 0, Math.min(viewedAt, now)))
  const known = newest.size
    ? await tx
        .select({ id: spus.id })
        .from(spus)
        .where(and(inArray(spus.id, [...newest.keys()]), onSale(scope)))
    : []
  await upsert(
    tx,
    scope,
    known.map(({ id }) => ({ spuId: id, viewedAt: new Date(newest.get(id)!) })),
  )
  await keepNewest(tx, scope)
  return recentlyViewedList(tx, scope)
}

async function upsert(tx: Tx, scope: MemberScope, views: { spuId: number; viewedAt: Date }[]) {
  if (!views.length) return
  await tx
    .insert(rv)
    .values(views.map((v) => ({ tenantId: scope.tenantId, userId: scope.userId, ...v })))
    .onConflictDoUpdate({
      target: [rv.tenantId, rv.userId, rv.spuId],
      set: { viewedAt: sql`greatest(${qualified(rv.viewedAt)}, excluded.viewed_at)` },
    })
}

/** The account keeps the newest `recentlyViewedLimit` products. */
async function keepNewest(tx: Tx, scope: MemberScope) {
  const kept = tx
    .select({ spuId: rv.spuId })
    .from(rv)
    .where(mine(scope))
    .orderBy(...newestFirst)
    .limit(recentlyViewedLimit)
  await tx.delete(rv).where(and(mine(scope), notInArray(rv.spuId, kept)))
}
