import { and, desc, eq, type SQL } from 'drizzle-orm'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { type AfterSaleEvent, afterSaleLifecycle } from '../../../machines/afterSale/lifecycle'
import { schema, type Tx } from '../../db/client'
import type { MessageKey } from '../../http/messages'
import { type MessageParams, sendSystemMessage } from '../../lib/systemMessages'
import { refusedIn, requireText } from '../order/platform'
import { dollars } from '../order/settle'
import { readSetting } from '../settings/service'
import { type AfterSaleRow, closeItem, lockItemOf } from './items'
import { type AfterSaleMoveRequest, moveAfterSale } from './moves'
import { lockOrder, settleRefund } from './refund'

/**
 * The platform's side of after-sales (the ops command line, through the admin API), across
 * tenants: list, agree, refuse, receive the returned goods or refuse them, refund. Each in the
 * caller's one transaction, in the lock order of ./items.ts; each move tells the shopper.
 */

const { afterSales, orders, orderItems, users, shops, tenants } = schema

export interface AfterSaleFilter {
  status?: number
  tenant?: number
  limit?: number
}

const statusName = (status: number) => afterSaleLifecycle.names.get(status) ?? String(status)
const wayName = (way: number) => (way === AfterSaleWay.refundAndReturn ? 'refundAndReturn' : 'refundOnly')

async function listed(tx: Tx, where: SQL | undefined, limit: number) {
  const rows = await tx
    .select({
      id: afterSales.id,
      tenantId: afterSales.tenantId,
      email: users.email,
      orderNo: orders.no,
      orderStatus: orders.status,
      shopname: shops.shopname,
      spuName: orderItems.spuName,
      properties: orderItems.properties,
      way: afterSales.way,
      status: afterSales.status,
      refundCount: afterSales.refundCount,
      refundPrice: afterSales.refundPrice,
      applyReason: afterSales.applyReason,
      applyDescription: afterSales.applyDescription,
      applyPicUrls: afterSales.applyPicUrls,
      returnAddress: afterSales.returnAddress,
      logisticsNo: afterSales.logisticsNo,
      auditRemark: afterSales.auditRemark,
      refundTime: afterSales.refundTime,
      createdAt: afterSales.createdAt,
    })
    .from(afterSales)
    .innerJoin(users, eq(users.id, afterSales.userId))
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(orderItems, eq(orderItems.id, afterSales.orderItemId))
    .innerJoin(shops, eq(shops.id, afterSales.shopId))
    .where(where)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(limit)
  return rows.map((r) => ({ ...r, wayName: wayName(r.way), statusName: statusName(r.status) }))
}

/** Newest first, with the shopper's email, the order, the shop, the item and the names of mode and status. */
export const listAfterSales = (tx: Tx, filter: AfterSaleFilter) =>
  listed(
    tx,
    and(
      filter.status === undefined ? undefined : eq(afterSales.status, filter.status),
      filter.tenant ? eq(afterSales.tenantId, filter.tenant) : undefined,
    ),
    filter.limit ?? 100,
  )

const shown = async (tx: Tx, id: number) => ({ afterSale: (await listed(tx, eq(afterSales.id, id), 1))[0] })

/** The order's number and the product, for the shopper's message. */
async function tell(tx: Tx, row: AfterSaleRow, what: AfterSaleTold, params: MessageParams = {}) {
  const [facts] = await tx
    .select({ orderNo: orders.no, product: orderItems.spuName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, row.orderItemId))
  await sendSystemMessage(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    title: `${what}Title` as MessageKey,
    content: `${what}Content` as MessageKey,
    params: { ...facts, amount: dollars(row.refundPrice), ...params },
  })
  return facts
}
type AfterSaleTold =
  | 'afterSaleAgreed'
  | 'afterSaleReturnAgreed'
  | 'afterSaleRefused'
  | 'afterSaleGoodsReceived'
  | 'afterSaleGoodsRefused'
  | 'afterSaleRefunded'

/** The platform's move of a row read under the item's lock; refused with the name of the state it is in. */
const platformMove = (tx: Tx, row: AfterSaleRow, type: AfterSaleEvent['type'], more: Partial<AfterSaleMoveRequest> = {}) =>
  moveAfterSale(tx, { afterSaleId: row.id, event: { type }, actor: 'platform', refused: refusedIn(statusName(row.status)), ...more })

/**
 * Where a return goes when the operator gives no address: the shop's own address when it has one
 * (shops opened by a merchant application keep theirs), else its returns desk through the tenant's
 * customer service.
 */
async function defaultReturnAddress(tx: Tx, row: AfterSaleRow) {
  const [names] = await tx
    .select({ shop: shops.shopname, address: shops.address, tenant: tenants.name })
    .from(shops)
    .innerJoin(tenants, eq(tenants.id, shops.tenantId))
    .where(eq(shops.id, row.shopId))
  if (names.address.trim()) return `${names.shop}, ${names.address.trim()}. Write after-sale ${row.id} on the parcel.`
  const contact = await readSetting(tx, row.tenantId, 'CONTACT_US_SETTING')
  const email = contact?.email ? ` (${contact.email})` : ''
  return `${names.shop} returns desk, care of ${names.tenant} customer service${email}. Write after-sale ${row.id} on the parcel.`
}

/** Agrees: a refund only waits for the refund; a return waits for the goods, sent to `address` (or the default). */
export async function agreeAfterSale(tx: Tx, { id, address }: { id: number; address?: string }) {
  const row = await lockItemOf(tx, id)
  if (row.way !== AfterSaleWay.refundAndReturn) {
    await platformMove(tx, row, 'AGREE')
    await tell(tx, row, 'afterSaleAgreed')
    return shown(tx, id)
  }
  const returnAddress = address?.trim() || (await defaultReturnAddress(tx, row))
  await platformMove(tx, row, 'AGREE', { remark: returnAddress, set: { returnAddress } })
  await tell(tx, row, 'afterSaleReturnAgreed', { address: returnAddress })
  return shown(tx, id)
}

/** A refusal (of the application, or of the returned goods): the remark kept and told; the item may be applied for again. */
async function refuse(tx: Tx, id: number, type: 'REFUSE' | 'REFUSE_GOODS', given: string | undefined) {
  const remark = requireText('remark', given)
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, type, { remark, set: { auditRemark: remark } })
  await closeItem(tx, row.orderItemId, 'fail')
  await tell(tx, row, type === 'REFUSE' ? 'afterSaleRefused' : 'afterSaleGoodsRefused', { remark })
  return shown(tx, id)
}

export const refuseAfterSale = (tx: Tx, input: { id: number; remark?: string }) => refuse(tx, input.id, 'REFUSE', input.remark)
export const refuseGoods = (tx: Tx, input: { id: number; remark?: string }) => refuse(tx, input.id, 'REFUSE_GOODS', input.remark)

/** The returned goods arrived: the after-sale waits for its refund. */
export async function receiveGoods(tx: Tx, { id }: { id: number }) {
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, 'RECEIVE_GOODS')
  await tell(tx, row, 'afterSaleGoodsReceived')
  return shown(tx, id)
}

/** Refunds: the order locked before anything (./refund.ts), then the move, the shopper told, the money back once. */
export async function refundAfterSale(tx: Tx, { id }: { id: number }) {
  const [target] = await tx.select({ orderId: afterSales.orderId }).from(afterSales).where(eq(afterSales.id, id))
  if (target) await lockOrder(tx, target.orderId)
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, 'REFUND', { set: { refundTime: new Date() } })
  const { orderNo } = await tell(tx, row, 'afterSaleRefunded')
  await settleRefund(tx, row, orderNo)
  return shown(tx, id)
}
