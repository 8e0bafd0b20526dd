import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AfterSaleDetail, AfterSalePage, AfterSaleRecord, RefundableItem } from '../../../contract/afterSale'
import { openAfterSale } from '../../../machines/afterSale/lifecycle'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { escapeLike } from '../../lib/sql'
import { countOf, type Paging, pageOf } from '../../lib/paging'

/**
 * What the shopper reads of after-sales: an order item with what may still be refunded, the list
 * and the detail with its timeline. Only the shopper's own (tenant and user): any other is not found.
 */

const { afterSales, afterSaleMoves, orders, orderItems, shops, users } = schema

export type Member = Pick<MemberScope, 'tenantId' | 'userId'>

/** The shopper's own orders. */
export const ownOrder = ({ tenantId, userId }: Member) => and(eq(orders.tenantId, tenantId), eq(orders.userId, userId)) as SQL
/** The shopper's own after-sales. */
export const ownAfterSale = ({ tenantId, userId }: Member) => and(eq(afterSales.tenantId, tenantId), eq(afterSales.userId, userId)) as SQL

const openOf = sql<number | null>`(select a.id from ${afterSales} a
  where a.order_item_id = ${orderItems.id} and a.status in (${sql.raw(openAfterSale.join(', '))}) limit 1)`

/** The refundable item of docs/behaviour.md#after-sales: one of the shopper's order items, as the transaction now sees it. */
export async function refundableItem(tx: Tx, scope: Member, { orderItemId }: { orderItemId: number }): Promise<RefundableItem> {
  const [row] = await tx
    .select({ item: orderItems, order: orders, shopName: shops.shopname, openAfterSaleId: openOf })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orderItems.id, orderItemId), ownOrder(scope)))
  const { item, order, shopName, openAfterSaleId } = orNotFound(row)
  return {
    orderItemId: item.id,
    orderId: order.id,
    orderNo: order.no,
    orderStatus: order.status,
    shopId: order.shopId,
    shopName,
    spuId: item.spuId,
    picUrl: item.picUrl,
    brandName: item.brandName,
    spuName: item.spuName,
    properties: item.properties,
    count: item.count,
    price: item.price,
    surplusCount: item.count - item.refundedCount,
    surplusPrice: item.count * item.price - item.refundedPrice,
    afterSaleStatus: item.afterSaleStatus,
    openAfterSaleId: openAfterSaleId === null ? null : Number(openAfterSaleId),
    shipped: order.deliveryTime !== null,
  }
}

const recordColumns = {
  afterSale: afterSales,
  orderNo: orders.no,
  orderStatus: orders.status,
  shopName: shops.shopname,
  item: { picUrl: orderItems.picUrl, brandName: orderItems.brandName, spuName: orderItems.spuName, properties: orderItems.properties },
  itemPrice: orderItems.price,
  itemCount: orderItems.count,
  /** Who applied (the shop's view shows it). */
  email: users.email,
}

const records = (tx: Tx) =>
  tx
    .select(recordColumns)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(orderItems, eq(orderItems.id, afterSales.orderItemId))
    .innerJoin(shops, eq(shops.id, afterSales.shopId))
    .innerJoin(users, eq(users.id, afterSales.userId))

export type Listed = Awaited<ReturnType<typeof records>>[number]

export const recordOf = ({ afterSale: a, orderNo, shopName, item }: Listed): AfterSaleRecord => ({
  id: a.id,
  orderNo,
  orderItemId: a.orderItemId,
  shopName,
  ...item,
  count: a.refundCount,
  refundPrice: a.refundPrice,
  way: a.way,
  status: a.status,
  applyReason: a.applyReason,
  createTime: a.createdAt.getTime(),
})

export interface AfterSalePageQuery {
  pageNo: number
  pageSize: number
  way?: number
  status?: number
  orderNo?: string
}

/** A page of the after-sales meeting `where`, newest first, each mapped by `map` (the record by default). */
export function recordPage<T = AfterSaleRecord>(
  tx: Tx,
  paging: Paging,
  where: SQL | undefined,
  map: (row: Listed) => T = recordOf as (row: Listed) => T,
) {
  const rows = records(tx).where(where).orderBy(desc(afterSales.createdAt), desc(afterSales.id))
  return pageOf(paging, rows, countOf(tx, afterSales, where), map)
}

/** The shopper's after-sales, newest first, filtered by mode, status and part of the order number. */
export async function afterSalePage(tx: Tx, scope: Member, query: AfterSalePageQuery): Promise<AfterSalePage> {
  const no = query.orderNo?.trim()
  const where = and(
    ownAfterSale(scope),
    query.way === undefined ? undefined : eq(afterSales.way, query.way),
    query.status === undefined ? undefined : eq(afterSales.status, query.status),
    no
      ? inArray(
          afterSales.orderId,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(ownOrder(scope), sql`${orders.no} ilike ${`%${escapeLike(no)}%`}`)),
        )
      : undefined,
  )
  return recordPage(tx, query, where)
}

/** One of the shopper's after-sales with its item, application, return, refusal and every move, oldest first. */
export async function afterSaleDetail(tx: Tx, scope: Member, { id }: { id: number }): Promise<AfterSaleDetail> {
  const { email: _own, ...detail } = await detailOf(tx, id, ownAfterSale(scope))
  return detail
}

/** The after-sale `id` meeting `where` (not found otherwise), as its detail shows it, with who applied. */
export async function detailOf(tx: Tx, id: number, where: SQL): Promise<AfterSaleDetail & { email: string }> {
  const [row] = await records(tx).where(and(eq(afterSales.id, id), where))
  orNotFound(row)
  const a = row.afterSale
  const moves = await tx.select().from(afterSaleMoves).where(eq(afterSaleMoves.afterSaleId, id)).orderBy(asc(afterSaleMoves.id))
  return {
    ...recordOf(row),
    email: row.email,
    orderId: a.orderId,
    orderStatus: row.orderStatus,
    shopId: a.shopId,
    price: row.itemPrice,
    itemCount: row.itemCount,
    applyDescription: a.applyDescription,
    applyPicUrls: a.applyPicUrls,
    returnAddress: a.returnAddress,
    logisticsNo: a.logisticsNo,
    auditRemark: a.auditRemark,
    refundTime: a.refundTime ? a.refundTime.getTime() : null,
    moves: moves.map((m) => ({ status: m.status, actor: m.actor, remark: m.remark, createTime: m.createdAt.getTime() })),
  }
}
