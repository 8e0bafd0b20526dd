import { and, eq, gte, ilike, inArray, like, lt, type SQL, sql } from 'drizzle-orm'
import { OrderStatus } from '../../../contract/lifecycles'
import { orderTabs, type SellerOrderCounts, type SellerOrderPage } from '../../../contract/sellerOrder'
import { schema, type Tx } from '../../db/client'
import { invalidField } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { escapeLike } from '../../lib/sql'
import { expireOverdue, orderWhere, ordersWhere } from '../order/public'
import { type OwnShop, ownShop } from './owner'

/**
 * The shop's orders as its owner reads them (docs/behaviour.md#seller-orders): a page with the
 * status tabs' counts, and one order with its timeline. Another shop's order is not found.
 */

const { orders, users } = schema

export type SellerOrderQuery = {
  pageNo: number
  pageSize: number
  status?: number
  search?: string
  from?: string
  to?: string
}

/** The shop's orders (by the orders_shop index's leading columns). */
export const ofShop = (shop: OwnShop) => and(eq(orders.tenantId, shop.tenantId), eq(orders.shopId, shop.id)) as SQL

/** The day's first moment (UTC), `plusDays` later; a day that is not in the calendar is refused. */
function dayStart(field: string, day: string, plusDays = 0) {
  const start = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) throw invalidField(field)
  return new Date(start.getTime() + plusDays * 86_400_000)
}

/**
 * The shop's orders whose number or shopper's email holds the text, as an array the outer statement
 * reads by primary key. Order numbers are digits and capitals, so the number is matched by LIKE on
 * the text in capitals: LIKE is leakproof, so under row-level security it may use the trigram index
 * (orders_no_trgm), where ILIKE read every order of the shop.
 */
const matching = (shop: OwnShop, search: string) => sql`${orders.id} = any(array(
  select ${orders.id} from ${orders} where ${ofShop(shop)} and ${like(orders.no, `%${escapeLike(search.toUpperCase())}%`)}
  union all
  select ${orders.id} from ${orders} where ${ofShop(shop)} and ${orders.userId} in (
    select ${users.id} from ${users} where ${users.tenantId} = ${shop.tenantId} and ${ilike(users.email, `%${escapeLike(search)}%`)})))`

/** Part of the order number or of the shopper's email; days made, both ends included (UTC). */
function filtered(shop: OwnShop, q: Omit<SellerOrderQuery, 'pageNo' | 'pageSize' | 'status'>) {
  return and(
    ofShop(shop),
    q.search ? matching(shop, q.search) : undefined,
    q.from ? gte(orders.createdAt, dayStart('from', q.from)) : undefined,
    q.to ? lt(orders.createdAt, dayStart('to', q.to, 1)) : undefined,
  ) as SQL
}

/** The tabs' counts, and the total of the page asked for (one status, or all): one grouped statement. */
async function countsOf(tx: Tx, where: SQL, status: number | undefined) {
  const rows = await tx
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where)
    .groupBy(orders.status)
  const counts = Object.fromEntries(orderTabs.map((tab) => [tab, 0])) as SellerOrderCounts
  for (const { status, count } of rows) {
    const tab = orderTabs.find((t) => t !== 'all' && OrderStatus[t] === status)
    if (tab) counts[tab] = count
    counts.all += count
  }
  const total = status === undefined ? counts.all : (rows.find((r) => r.status === status)?.count ?? 0)
  return { counts, total }
}

/** Emails of the shoppers, by user id. */
async function emailsOf(tx: Tx, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>()
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))
  return new Map(rows.map((r) => [r.id, r.email]))
}

export async function sellerOrders(tx: Tx, member: MemberScope, q: SellerOrderQuery): Promise<SellerOrderPage> {
  const shop = await ownShop(tx, member)
  await expireOverdue(tx, ofShop(shop))
  const where = filtered(shop, q)
  const { counts, total } = await countsOf(tx, where, q.status)
  const page = await ordersWhere(tx, member, and(where, q.status === undefined ? undefined : eq(orders.status, q.status)), q, total)
  const emails = await emailsOf(tx, [...new Set(page.list.map((r) => r.userId))])
  return { list: page.list.map((r) => ({ ...r.order, email: emails.get(r.userId) ?? '' })), total: page.total, counts }
}

export async function sellerOrder(tx: Tx, member: MemberScope, { no }: { no: string }) {
  const shop = await ownShop(tx, member)
  const { userId, order } = await orderWhere(tx, member, and(ofShop(shop), eq(orders.no, no.trim())) as SQL)
  return { ...order, email: (await emailsOf(tx, [userId])).get(userId) ?? '' }
}
