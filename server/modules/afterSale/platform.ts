import { desc, eq, type SQL } from 'drizzle-orm'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import { requireText } from '../../lib/text'
import { readSetting } from '../settings/public'
import { type AfterSaleRow, lockItemOf } from './items'
import { afterSaleRows } from './lifecycle'
import { lockOrder } from './refund'
import { opsWhere } from '../../lib/opsFilter'

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
  return rows.map((r) => ({ ...r, wayName: wayName(r.way), statusName: afterSaleRows.name(r.status) }))
}

/** Newest first, with the shopper's email, the order, the shop, the item and the names of mode and status. */
export const listAfterSales = (tx: Tx, filter: AfterSaleFilter) =>
  listed(tx, opsWhere(filter, afterSales.status, afterSales.tenantId), filter.limit ?? 100)

const shown = async (tx: Tx, id: number) => ({ afterSale: (await listed(tx, eq(afterSales.id, id), 1))[0] })

type PlatformEvent = 'AGREE' | 'REFUSE' | 'REFUSE_GOODS' | 'RECEIVE_GOODS' | 'REFUND'

/** The platform's move of a row read under the item's lock; its effects tell the shopper (./lifecycle.ts). */
const platformMove = (tx: Tx, row: AfterSaleRow, type: PlatformEvent, more: { remark?: string; set?: Partial<AfterSaleRow> } = {}) =>
  afterSaleRows.move(tx, { id: row.id, row, event: { type }, actor: 'platform', ...more })

/**
 * Where a return goes when the operator gives no address: the returns address of the shop's
 * settings (docs/behaviour.md#shop-settings), else the shop's own address when it has one (shops
 * opened by a merchant application keep theirs), else its returns desk through the tenant's
 * customer service.
 */
async function defaultReturnAddress(tx: Tx, row: AfterSaleRow) {
  const [names] = await tx
    .select({ shop: shops.shopname, returns: shops.returnsAddress, address: shops.address, tenant: tenants.name })
    .from(shops)
    .innerJoin(tenants, eq(tenants.id, shops.tenantId))
    .where(eq(shops.id, row.shopId))
  const address = names.returns.trim() || names.address.trim()
  if (address) return `${names.shop}, ${address}. Write after-sale ${row.id} on the parcel.`
  const contact = await readSetting(tx, row.tenantId, 'CONTACT_US_SETTING')
  const email = contact?.email ? ` (${contact.email})` : ''
  return `${names.shop} returns desk, care of ${names.tenant} customer service${email}. Write after-sale ${row.id} on the parcel.`
}

/** Agrees: a refund only waits for the refund; a return waits for the goods, sent to `address` (or the default). */
export async function agreeAfterSale(tx: Tx, { id, address }: { id: number; address?: string }) {
  const row = await lockItemOf(tx, id)
  if (row.way !== AfterSaleWay.refundAndReturn) await platformMove(tx, row, 'AGREE')
  else {
    const returnAddress = address?.trim() || (await defaultReturnAddress(tx, row))
    await platformMove(tx, row, 'AGREE', { remark: returnAddress, set: { returnAddress } })
  }
  return shown(tx, id)
}

/** A refusal (of the application, or of the returned goods): the remark kept and told; the item may be applied for again. */
async function refuse(tx: Tx, id: number, type: 'REFUSE' | 'REFUSE_GOODS', given: string | undefined) {
  const remark = requireText('remark', given)
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, type, { remark, set: { auditRemark: remark } })
  return shown(tx, id)
}

export const refuseAfterSale = (tx: Tx, input: { id: number; remark?: string }) => refuse(tx, input.id, 'REFUSE', input.remark)
export const refuseGoods = (tx: Tx, input: { id: number; remark?: string }) => refuse(tx, input.id, 'REFUSE_GOODS', input.remark)

/** The returned goods arrived: the after-sale waits for its refund. */
export async function receiveGoods(tx: Tx, { id }: { id: number }) {
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, 'RECEIVE_GOODS')
  return shown(tx, id)
}

/** Refunds: the order locked before anything (./refund.ts), then the move, whose effects tell the shopper and pay back once. */
export async function refundAfterSale(tx: Tx, { id }: { id: number }) {
  const [target] = await tx.select({ orderId: afterSales.orderId }).from(afterSales).where(eq(afterSales.id, id))
  if (target) await lockOrder(tx, target.orderId)
  const row = await lockItemOf(tx, id)
  await platformMove(tx, row, 'REFUND', { set: { refundTime: new Date() } })
  return shown(tx, id)
}
