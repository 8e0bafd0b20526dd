import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Page } from '../../../contract/envelope'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { Order, OrderItem } from '../../../contract/order'
import { payMethodType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { invalidField, notFound, orNotFound } from '../../http/errors'
import { type MessageKey, message } from '../../http/messages'
import type { MemberScope } from '../../http/scope'
import { escapeLike } from '../../lib/sql'
import type { OrderRow } from './lifecycle'
import { cancelOrder, completeOrder, expireOverdue } from './settle'
import { countOf, pageOf, type Paging } from '../../lib/paging'

/**
 * The shopper's side of orders once made: the list, the detail with its timeline and tracking,
 * one item, cancelling and confirming receipt. Only the shopper's own orders: any other is not
 * found. An unpaid order past its deadline is expired when read, so no list or detail shows a
 * countdown for an order the next sweep would cancel.
 */

const { orders, orderItems, orderMoves, orderTracks, shops, evaluations, platformWallets } = schema

type Member = MemberScope

const mine = (scope: Member) => and(eq(orders.tenantId, scope.tenantId), eq(orders.userId, scope.userId)) as SQL

const statusKeys: Record<number, MessageKey> = {
  [OrderStatus.waitPay]: 'orderStatusWaitPay',
  [OrderStatus.waitDelivery]: 'orderStatusWaitDelivery',
  [OrderStatus.waitReceipt]: 'orderStatusWaitReceipt',
  [OrderStatus.orderOver]: 'orderStatusOrderOver',
  [OrderStatus.refunded]: 'orderStatusRefunded',
  [OrderStatus.cancelled]: 'orderStatusCancelled',
}

/** The status's name in the reader's language. */
export const statusName = (status: number, lang: Member['lang']) =>
  statusKeys[status] ? message(statusKeys[status], lang) : String(status)

const millis = (d: Date | null) => (d ? d.getTime() : null)

/** Seconds left to pay: only while waiting for payment with no receipt under review. */
export const secondsToPay = (row: Pick<OrderRow, 'status' | 'auditStatus' | 'payDeadline'>, now = Date.now()) =>
  row.status === OrderStatus.waitPay && row.auditStatus !== PaymentReceiptStatus.waiting
    ? Math.max(0, Math.ceil((row.payDeadline.getTime() - now) / 1000))
    : 0

const orderColumns = { order: orders, shopName: shops.shopname, shopLogo: shops.logo, ownerUserId: shops.ownerUserId }
type Listed = { order: OrderRow; shopName: string; shopLogo: string; ownerUserId: number | null }

async function itemsOf(tx: Tx, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return byOrder
  const rows = await tx
    .select({ item: orderItems, evaluated: sql<boolean>`${evaluations.id} is not null` })
    .from(orderItems)
    .leftJoin(evaluations, eq(evaluations.orderItemId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id))
  for (const { item, evaluated } of rows) byOrder.get(item.orderId)?.push(itemOf(item, evaluated))
  return byOrder
}

const itemOf = (item: typeof orderItems.$inferSelect, evaluated: boolean): OrderItem => ({
  id: item.id,
  spuId: item.spuId,
  skuId: item.skuId,
  picUrl: item.picUrl,
  brandName: item.brandName,
  spuName: item.spuName,
  properties: item.properties,
  count: item.count,
  price: item.price,
  afterSaleStatus: item.afterSaleStatus,
  afterSaleId: item.afterSaleId,
  evaluated: Boolean(evaluated),
})

/** The pay methods' names in the tenant, by type; balance is named in the reader's language. */
async function payNames(tx: Tx, scope: Reader): Promise<Map<number, string>> {
  const rows = await tx
    .select({ type: platformWallets.type, name: platformWallets.name })
    .from(platformWallets)
    .where(eq(platformWallets.tenantId, scope.tenantId))
    .orderBy(desc(platformWallets.sort))
  const names = new Map(rows.map((r) => [r.type, r.name]))
  names.set(payMethodType.balance, message('payNameBalance', scope.lang))
  return names
}

function orderOf(scope: Reader, row: Listed, items: OrderItem[], payName: string): Order {
  const o = row.order
  const waitingToPay = o.status === OrderStatus.waitPay
  return {
    id: o.id,
    no: o.no,
    shopId: o.shopId,
    shopName: row.shopName,
    shopLogo: row.shopLogo,
    status: o.status,
    statusstr: statusName(o.status, scope.lang),
    auditStatus: o.auditStatus,
    auditRemark: o.auditRemark,
    keyTTL: secondsToPay(o),
    payDeadline: waitingToPay ? o.payDeadline.getTime() : null,
    payAppType: o.payType,
    payName,
    payOrderPic: o.payOrderPic,
    payPrice: o.payPrice,
    totalPrice: o.totalPrice,
    deliveryPrice: o.deliveryPrice,
    createTime: o.createdAt.getTime(),
    payTime: millis(o.payTime),
    deliveryTime: millis(o.deliveryTime),
    receiveTime: millis(o.receiveTime),
    cancelTime: millis(o.cancelTime),
    logisticsNo: o.logisticsNo,
    carrier: o.carrier,
    deliveryOrbits: [],
    receiverName: o.receiverName,
    receiverMobile: o.receiverMobile,
    receiverDetailAddress: o.receiverDetailAddress,
    receiverCity: o.receiverCity,
    receiverAreaName: o.receiverAreaName,
    receiverZipcode: o.receiverZipcode,
    userRemark: o.userRemark,
    commentStatus: o.commentStatus,
    shopuser: row.ownerUserId === scope.userId,
    items,
    moves: [],
  }
}

const yearRange = (datestr: string) => {
  if (!/^\d{4}$/.test(datestr)) throw invalidField('datestr')
  const year = Number(datestr)
  return sql`${orders.createdAt} >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
    and ${orders.createdAt} < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')`
}

export interface OrderPageQuery {
  pageNo: number
  pageSize: number
  status?: number
  datestr?: string
  searchName?: string
}

/** The shopper's orders, newest first, with their items; filtered by status tab, year and part of the number. */
export async function orderPage(tx: Tx, scope: Member, query: OrderPageQuery): Promise<Page<Order>> {
  await expireOverdue(tx, mine(scope))
  const search = query.searchName?.trim()
  const where = and(
    mine(scope),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.datestr?.trim() ? yearRange(query.datestr.trim()) : undefined,
    search ? sql`${orders.no} ilike ${`%${escapeLike(search)}%`}` : undefined,
  )
  const page = await ordersWhere(tx, scope, where, query)
  return { list: page.list.map((r) => r.order), total: page.total }
}

/** Who reads an order: its language names the statuses and the balance; `shopuser` says whether they run its shop. */
export type Reader = Pick<Member, 'tenantId' | 'userId' | 'lang'>

/**
 * A page of the orders meeting `where`, newest first, with their items, as `reader` reads them;
 * each with its shopper's id (the seller center adds their email). `total` when the caller counted them already.
 */
export async function ordersWhere(tx: Tx, reader: Reader, where: SQL | undefined, paging: Paging, total?: number) {
  const rows = tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const counted = total === undefined ? countOf(tx, orders, where) : Promise.resolve([{ total }])
  const page = await pageOf(paging, rows, counted, (row) => row)
  const items = await itemsOf(
    tx,
    page.list.map((r) => r.order.id),
  )
  const names = await payNames(tx, reader)
  const list = page.list.map((r) => ({
    userId: r.order.userId,
    order: orderOf(reader, r, items.get(r.order.id) ?? [], names.get(r.order.payType) ?? ''),
  }))
  return { list, total: page.total }
}

/** One order of the shopper's by its number: with its tracking entries and its timeline, oldest first. */
export const orderDetail = async (tx: Tx, scope: Member, { no }: { no: string }): Promise<Order> =>
  (await orderWhere(tx, scope, and(mine(scope), eq(orders.no, no.trim())) as SQL)).order

/** The one order meeting `where` (expired first if overdue), with its tracking entries and timeline; not found otherwise. */
export async function orderWhere(tx: Tx, reader: Reader, where: SQL): Promise<{ userId: number; order: Order }> {
  await expireOverdue(tx, where)
  const [row] = await tx.select(orderColumns).from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).where(where)
  orNotFound(row)
  const id = row.order.id
  const [items, names, tracks, moves] = [
    await itemsOf(tx, [id]),
    await payNames(tx, reader),
    await tx.select().from(orderTracks).where(eq(orderTracks.orderId, id)).orderBy(desc(orderTracks.createdAt), desc(orderTracks.id)),
    await tx.select().from(orderMoves).where(eq(orderMoves.orderId, id)).orderBy(asc(orderMoves.id)),
  ]
  const order = {
    ...orderOf(reader, row, items.get(id) ?? [], names.get(row.order.payType) ?? ''),
    deliveryOrbits: tracks.map((t) => ({ content: t.content, deliveryTime: t.createdAt.getTime() })),
    moves: moves.map((m) => ({
      status: m.status,
      auditStatus: m.auditStatus,
      actor: m.actor,
      remark: m.remark,
      createTime: m.createdAt.getTime(),
    })),
  }
  return { userId: row.order.userId, order }
}

/** One item of the shopper's orders, with its order's number and status. */
export async function orderItem(tx: Tx, scope: Member, { id }: { id: number }) {
  const [row] = await tx
    .select({ item: orderItems, orderNo: orders.no, orderStatus: orders.status, evaluated: sql<boolean>`${evaluations.id} is not null` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(evaluations, eq(evaluations.orderItemId, orderItems.id))
    .where(and(eq(orderItems.id, id), mine(scope)))
  orNotFound(row)
  return { ...itemOf(row.item, row.evaluated), orderId: row.item.orderId, orderNo: row.orderNo, orderStatus: row.orderStatus }
}

/** The shopper's order's id, or not found (another shopper's order is not found either). */
async function ownOrder(tx: Tx, scope: Member, id: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), mine(scope)))
  if (!row) throw notFound()
  return row.id
}

/** The shopper cancels: stock back, and a paid order's money back to the wallet. */
export async function cancel(tx: Tx, scope: Member, { id }: { id: number }) {
  const orderId = await ownOrder(tx, scope, id)
  await cancelOrder(tx, { orderId, event: 'CANCEL', actor: 'shopper', where: mine(scope) })
  return true as const
}

/** The shopper confirms receipt: the order completes and its shop is paid. */
export async function confirmReceipt(tx: Tx, scope: Member, { id }: { id: number }) {
  const orderId = await ownOrder(tx, scope, id)
  await completeOrder(tx, { orderId, event: 'CONFIRM_RECEIPT', actor: 'shopper', where: mine(scope) })
  return true as const
}
