import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { shopAdminCalls as calls } from '../../../contract/admin/shop'
import { schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { orNotFound } from '../../http/errors'
import { route } from '../../http/route'

/**
 * The platform's catalog action (contract/admin/shop.ts) (merchant product screens are out of scope):
 * a product moves to another shop of its tenant, with the bag lines and favourites that name its
 * shop, in one transaction. A new shop gets its first products this way.
 */
export const shopAdmin = new Hono<AppEnv>()

const { spus, shops, cartItems, productFavourites } = schema

export async function moveProduct(tx: Tx, { spuId, shopId }: { spuId: number; shopId: number }) {
  const product = orNotFound((await tx.select({ tenantId: spus.tenantId }).from(spus).where(eq(spus.id, spuId)))[0])
  const shop = orNotFound(
    (
      await tx
        .select({ id: shops.id, shopname: shops.shopname })
        .from(shops)
        .where(and(eq(shops.id, shopId), eq(shops.tenantId, product.tenantId)))
    )[0],
  )
  await tx.update(spus).set({ shopId }).where(eq(spus.id, spuId))
  await tx.update(cartItems).set({ shopId }).where(eq(cartItems.spuId, spuId))
  await tx.update(productFavourites).set({ shopId }).where(eq(productFavourites.spuId, spuId))
  return { spuId, shop }
}

route(shopAdmin, calls.moveProduct, ({ input, withTx }) => withTx((tx) => moveProduct(tx, input)))
