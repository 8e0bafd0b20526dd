import { and, desc, eq, type SQL } from 'drizzle-orm'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'
import { statusChanged } from '../../lib/lifecycle'
import { requireText } from '../../lib/text'
import { readSetting } from '../settings/public'
import { type AfterSaleRow, lockItemOf } from './items'
import { afterSaleRows } from './lifecycle'
import { lockOrder } from './refund'
import { opsWhere } from '../../lib/opsFilter'

/**
 * The moves of after-sales the shopper does not make: agree, refuse, receive the returned goods or
 * refuse them, refund. The platform makes them on any after-sale (the ops command line, through the
 * admin API, across tenants), a shop on its own (the seller center, ./shop.ts), through the same
 * functions. Each in the caller's one transaction, in the lock order of ./items.ts; each move tells
 * the shopper.
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

type MoveEvent = 'AGREE' | 'REFUSE' | 'REFUSE_GOODS' | 'RECEIVE_GOODS' | 'REFUND'

/** Who moves an after-sale: the platform (any, across tenants) or a shop (its own only: another's is not found). */
export type Mover = { actor: 'platform' } | { actor: 'shop'; shop: { id: number; tenantId: number } }
const platform: Mover = { actor: 'platform' }

const ownedBy = (by: Mover) =>
  by.actor === 'shop' ? and(eq(afterSales.tenantId, by.shop.tenantId), eq(afterSales.shopId, by.shop.id)) : undefined

/** What a move takes: the after-sale, a remark for its timeline, and for an agreed return where it goes. */
export interface MoveInput {
  id: number
  remark?: string
  address?: string
}

/** A move of a row read under the item's lock; its effects tell the shopper (./lifecycle.ts). */
const moveAs = (tx: Tx, by: Mover, row: AfterSaleRow, type: MoveEvent, more: { remark?: string; set?: Partial<AfterSaleRow> } = {}) =>
  afterSaleRows.move(tx, {
    id: row.id,
    row,
    event: { type },
    actor: by.actor,
    ...more,
    // The shop offers the moves of the status it was shown: one its status no longer allows was made by someone else first.
    refused: by.actor === 'shop' ? statusChanged : undefined,
  })

const lockFor = (tx: Tx, by: Mover, id: number) => lockItemOf(tx, id, ownedBy(by))

/**
 * Where a return goes when the mover gives no address: the returns address of the shop's
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
export async function agree(tx: Tx, by: Mover, { id, address, remark }: MoveInput) {
  const row = await lockFor(tx, by, id)
  if (row.way !== AfterSaleWay.refundAndReturn) await moveAs(tx, by, row, 'AGREE', { remark })
  else {
    const returnAddress = address?.trim() || (await defaultReturnAddress(tx, row))
    await moveAs(tx, by, row, 'AGREE', { remark: returnAddress, set: { returnAddress } })
  }
}

/** A refusal (of the application, or of the returned goods): the remark kept and told; the item may be applied for again. */
async function refuseAs(tx: Tx, by: Mover, id: number, type: 'REFUSE' | 'REFUSE_GOODS', given: string | undefined) {
  const remark = requireText('remark', given)
  const row = await lockFor(tx, by, id)
  await moveAs(tx, by, row, type, { remark, set: { auditRemark: remark } })
}

export const refuse = (tx: Tx, by: Mover, input: MoveInput) => refuseAs(tx, by, input.id, 'REFUSE', input.remark)
export const refuseReturned = (tx: Tx, by: Mover, input: MoveInput) => refuseAs(tx, by, input.id, 'REFUSE_GOODS', input.remark)

/** The returned goods arrived: the after-sale waits for its refund. */
export async function receive(tx: Tx, by: Mover, { id, remark }: MoveInput) {
  await moveAs(tx, by, await lockFor(tx, by, id), 'RECEIVE_GOODS', { remark })
}

/** Refunds: the order locked before anything (./refund.ts), then the move, whose effects tell the shopper and pay back once. */
export async function refund(tx: Tx, by: Mover, { id, remark }: MoveInput) {
  const [target] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(and(eq(afterSales.id, id), ownedBy(by)))
  if (!target) throw notFound()
  await lockOrder(tx, target.orderId)
  await moveAs(tx, by, await lockFor(tx, by, id), 'REFUND', { remark, set: { refundTime: new Date() } })
}

/** The platform's move, answering the after-sale as it stands after it. */
const byPlatform =
  <I extends MoveInput>(step: (tx: Tx, by: Mover, input: I) => Promise<void>) =>
  async (tx: Tx, input: I) => {
    await step(tx, platform, input)
    return shown(tx, input.id)
  }

export const agreeAfterSale = byPlatform(agree)
export const refuseAfterSale = byPlatform(refuse)
export const refuseGoods = byPlatform(refuseReturned)
export const receiveGoods = byPlatform(receive)
export const refundAfterSale = byPlatform(refund)
