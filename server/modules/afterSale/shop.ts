import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { type SellerAfterSale, type SellerAfterSalePage, waitingForShop } from '../../../contract/sellerAfterSale'
import { schema, type Tx } from '../../db/client'
import type { Paging } from '../../lib/paging'
import { type Member, ownShop } from '../seller/public'
import { agree, type MoveInput, type Mover, receive, refund, refuse, refuseReturned } from './platform'
import { detailOf, recordOf, recordPage } from './read'

/**
 * The shop's side of its after-sales (the seller center): the list, the detail, and the moves the
 * platform also makes (./platform.ts), on the caller's open shop's after-sales only. Anyone else,
 * and any other shop's after-sale, gets "not found" (seller/owner.ts).
 */

const { afterSales } = schema

type Shop = { id: number; tenantId: number }
const ofShop = (shop: Shop) => and(eq(afterSales.tenantId, shop.tenantId), eq(afterSales.shopId, shop.id)) as SQL

export async function shopAfterSalePage(
  tx: Tx,
  member: Member,
  query: Paging & { status?: number; waiting: boolean },
): Promise<SellerAfterSalePage> {
  const shop = await ownShop(tx, member)
  const status = query.status === undefined ? undefined : eq(afterSales.status, query.status)
  const where = and(ofShop(shop), status, query.waiting ? inArray(afterSales.status, waitingForShop) : undefined)
  return recordPage(tx, query, where, (row) => ({ ...recordOf(row), email: row.email }))
}

const detail = (tx: Tx, shop: Shop, id: number): Promise<SellerAfterSale> => detailOf(tx, id, ofShop(shop))

export async function shopAfterSale(tx: Tx, member: Member, { id }: { id: number }) {
  return detail(tx, await ownShop(tx, member), id)
}

/** The shop's move, answering the after-sale as it stands after it. */
const byShop = (step: (tx: Tx, by: Mover, input: MoveInput) => Promise<void>) => async (tx: Tx, member: Member, input: MoveInput) => {
  const shop = await ownShop(tx, member)
  await step(tx, { actor: 'shop', shop }, input)
  return detail(tx, shop, input.id)
}

export const shopAgree = byShop(agree)
export const shopRefuse = byShop(refuse)
export const shopReceive = byShop(receive)
export const shopRefuseGoods = byShop(refuseReturned)
export const shopRefund = byShop(refund)
