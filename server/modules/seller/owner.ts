import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { notFound, orNotFound } from '../../http/errors'

/**
 * The one owner guard of the seller center (docs/behaviour.md#seller-center): the caller's shop in
 * this tenant, open. A shopper without a shop, the owner of a closed shop, and anyone asking for
 * another shop's product all get the same "not found"; RLS keeps other tenants out beneath it.
 */

const { shops, spus, skus } = schema

export type Member = { tenantId: number; userId: number }
export type OwnShop = { id: number; tenantId: number; shopname: string; logo: string }
export type ProductRow = typeof spus.$inferSelect
export type SkuRow = typeof skus.$inferSelect

export async function ownShop(tx: Tx, member: Member): Promise<OwnShop> {
  const [shop] = await tx
    .select({ id: shops.id, tenantId: shops.tenantId, shopname: shops.shopname, logo: shops.logo })
    .from(shops)
    .where(openShopOf(member))
  return orNotFound(shop)
}

/** The open shop the member runs in their tenant (a condition on `shops`). */
export const openShopOf = ({ tenantId, userId }: Member) =>
  and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, userId), eq(shops.status, shopStatus.open))

/** The shop's product `id` as it stands (no lock: reads). */
export async function ownProduct(tx: Tx, shop: OwnShop, id: number): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(spus)
    .where(and(eq(spus.id, id), eq(spus.tenantId, shop.tenantId), eq(spus.shopId, shop.id)))
  return orNotFound(row)
}

/**
 * Locks a product for a change, in the order the checkout and the order sweep take their locks
 * (its SKUs by id, then the product), so a save racing a sale waits instead of deadlocking.
 * `shop` narrows to the owner's shop; without it (the platform) any product of any tenant.
 * Answers the row and its SKUs (in id order) as locked.
 */
export async function lockProduct(tx: Tx, id: number, shop?: OwnShop): Promise<{ row: ProductRow; skus: SkuRow[] }> {
  const owned = shop ? and(eq(spus.tenantId, shop.tenantId), eq(spus.shopId, shop.id)) : undefined
  const locked = await tx
    .select(getTableColumns(skus))
    .from(skus)
    .innerJoin(spus, and(eq(spus.id, skus.spuId), eq(spus.tenantId, skus.tenantId)))
    .where(and(eq(spus.id, id), owned))
    .orderBy(asc(skus.id))
    .for('update', { of: skus })
  const [row] = await tx
    .select()
    .from(spus)
    .where(and(eq(spus.id, id), owned))
    .for('update')
  if (!row) throw notFound()
  return { row, skus: locked }
}

/** The product's SKUs, in id order (by tenant and product: the skus_spu index's two columns). */
export const skusOf = (tx: Tx, { id, tenantId }: { id: number; tenantId: number }) =>
  tx
    .select()
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), eq(skus.spuId, id)))
    .orderBy(asc(skus.id))
