import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { AfterSaleStatus, OrderStatus } from '../../../contract/lifecycles'
import type { SellerDashboard, SellerSales } from '../../../contract/seller'
import { waitingForShop } from '../../../contract/sellerAfterSale'
import { schema, type Tx } from '../../db/client'
import type { MemberScope } from '../../http/scope'
import { cappedCount, unreadOf } from '../chat/public'
import { type OwnShop, ownShop } from './owner'

/**
 * The seller dashboard (docs/behaviour.md#seller-center): what waits for the shop, and its sales of
 * the last 30 days in the owner's time zone. Sales are paid orders by the day they were placed;
 * refunds are after-sales paid back and paid orders the shop cancelled, by the day of the refund.
 */

const { orders, afterSales, evaluations } = schema

const chartDays = 30
const before = sql.raw(String(chartDays - 1))

/** An IANA zone both Node and PostgreSQL know; anything else counts in UTC rather than failing the call. */
export function timeZoneOf(tz: string | undefined): string {
  if (!tz) return 'UTC'
  try {
    return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone === tz ? tz : 'UTC'
  } catch {
    return 'UTC'
  }
}

/** What waits for the shop, in one statement: orders to ship, after-sales, reviews and chats as scalar subqueries. */
async function toDo(tx: Tx, shop: OwnShop) {
  const ofShop = (t: typeof afterSales | typeof evaluations) => sql`${t.tenantId} = ${shop.tenantId} and ${t.shopId} = ${shop.id}`
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${orders.payTime})`,
      afterSales: sql<number>`(select count(*)::int from ${afterSales} where ${ofShop(afterSales)} and ${inArray(afterSales.status, waitingForShop)})`,
      unread: cappedCount(unreadOf(shop.tenantId, { shopId: shop.id })),
      reviews: sql<number>`(select count(*)::int from ${evaluations} where ${ofShop(evaluations)} and ${evaluations.reply} is null)`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenantId), eq(orders.shopId, shop.id), eq(orders.status, OrderStatus.waitDelivery)))
  return {
    toShip: { count: row.count, oldestPaidAt: row.oldest ? new Date(row.oldest).getTime() : null },
    afterSales: Number(row.afterSales),
    reviewsUnanswered: Number(row.reviews),
    unreadChats: Number(row.unread),
  }
}

type DayRow = { day: string; orders: number; pieces: number; revenue: number; refunds: number }

/** One row per day of the chart, oldest first, zeros where nothing happened. */
async function salesByDay(tx: Tx, shop: OwnShop, tz: string): Promise<DayRow[]> {
  const local = (at: unknown) => sql`(${at} at time zone ${tz})::date`
  const since = sql`((now() at time zone ${tz})::date - ${before})::timestamp at time zone ${tz}`
  const ofShop = (t: typeof orders | typeof afterSales) => sql`${t.tenantId} = ${shop.tenantId} and ${t.shopId} = ${shop.id}`
  const result = await tx.execute(sql`
    with days as (
      select generate_series((now() at time zone ${tz})::date - ${before}, (now() at time zone ${tz})::date, interval '1 day')::date as day
    ), sold as (
      select ${local(orders.createdAt)} as day, count(*)::int as orders, sum(${orders.payPrice})::bigint as revenue, sum(${orders.pieces})::int as pieces
      from ${orders}
      where ${ofShop(orders)} and ${orders.createdAt} >= ${since} and ${isNotNull(orders.payTime)}
      group by 1
    ), refunds as (
      select day, sum(amount)::bigint as refunds from (
        select ${local(afterSales.refundTime)} as day, ${afterSales.refundPrice} as amount from ${afterSales}
        where ${ofShop(afterSales)} and ${afterSales.status} = ${AfterSaleStatus.refunded} and ${afterSales.refundTime} >= ${since}
        union all
        select ${local(orders.cancelTime)}, ${orders.payPrice} from ${orders}
        where ${ofShop(orders)} and ${orders.status} = ${OrderStatus.cancelled} and ${isNotNull(orders.payTime)} and ${orders.cancelTime} >= ${since}
      ) refunded group by day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sold.orders, 0)::int as orders, coalesce(sold.pieces, 0)::int as pieces,
      coalesce(sold.revenue, 0)::bigint as revenue, coalesce(refunds.refunds, 0)::bigint as refunds
    from days left join sold on sold.day = days.day left join refunds on refunds.day = days.day
    order by days.day`)
  const { rows } = result as unknown as { rows: DayRow[] }
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue), refunds: Number(r.refunds) }))
}

function salesOf(days: DayRow[], money: MemberScope['money']): SellerSales {
  const sum = (key: keyof Omit<DayRow, 'day'>) => days.reduce((total, day) => total + day[key], 0)
  const revenueUsd = sum('revenue')
  const refundsUsd = sum('refunds')
  return { orders: sum('orders'), pieces: sum('pieces'), revenue: money(revenueUsd), revenueUsd, refunds: money(refundsUsd), refundsUsd }
}

export async function sellerDashboard(tx: Tx, scope: MemberScope, { tz }: { tz?: string }): Promise<SellerDashboard> {
  const shop = await ownShop(tx, scope)
  const days = await salesByDay(tx, shop, timeZoneOf(tz))
  return {
    ...(await toDo(tx, shop)),
    currencyCode: scope.money.code,
    sales: { today: salesOf(days.slice(-1), scope.money), week: salesOf(days.slice(-7), scope.money), month: salesOf(days, scope.money) },
    days: days.map((day) => ({ day: day.day, ...salesOf([day], scope.money) })),
  }
}
