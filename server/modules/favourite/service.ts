import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { FavouriteProduct, FavouriteShop } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { ErrorCode } from '../../../contract/codes'
import { AppError, invalidField, orNotFound } from '../../http/errors'
import { onSale } from '../catalog/public'
import type { MemberScope } from '../../http/scope'
import { valueTexts } from '../catalog/public'
import { localized } from '../content/public'
import { shopDescOf } from '../shop/public'
import { countOf, pageOf, type Paging } from '../../lib/paging'

const { spus, brands, shops, productFavourites: favs, shopFavourites } = schema

/** Idempotent: a product already in favourites stays there once. */
type Member = MemberScope

export async function addFavourite(tx: Tx, scope: Member, { spuId, shopId }: { spuId: number; shopId?: number }) {
  const { userId } = scope
  const [spu] = await tx
    .select({ shopId: spus.shopId })
    .from(spus)
    .where(and(eq(spus.id, spuId), onSale(scope)))
  orNotFound(spu)
  if (shopId !== undefined && shopId !== spu.shopId) throw invalidField('shopId')
  await tx.insert(favs).values({ tenantId: scope.tenantId, userId, spuId, shopId: spu.shopId }).onConflictDoNothing()
  return true as const
}

export async function removeFavourite(tx: Tx, { tenantId, userId }: Member, { spuId }: { spuId: number }) {
  await tx.delete(favs).where(and(eq(favs.tenantId, tenantId), eq(favs.userId, userId), eq(favs.spuId, spuId)))
  return true as const
}

/** The user's favourites still on sale (the list and the count agree). */
const favouritesOf = (scope: Member, userId: number) => and(eq(favs.tenantId, scope.tenantId), eq(favs.userId, userId), onSale(scope))

const countedFavourites = (tx: Tx, scope: Member) =>
  tx.select({ total: count() }).from(favs).innerJoin(spus, eq(spus.id, favs.spuId)).where(favouritesOf(scope, scope.userId))

export async function favouriteCount(tx: Tx, scope: Member): Promise<number> {
  const [{ total }] = await countedFavourites(tx, scope)
  return total
}

export async function favouritePage(tx: Tx, scope: Member, paging: Paging): Promise<Page<FavouriteProduct>> {
  const rows = tx
    .select({ spu: spus, brandName: brands.name })
    .from(favs)
    .innerJoin(spus, eq(spus.id, favs.spuId))
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .where(favouritesOf(scope, scope.userId))
    .orderBy(desc(favs.createdAt), desc(favs.id))
  const page = await pageOf(paging, rows, countedFavourites(tx, scope), (row) => row)
  const summaries = await valueTexts(
    tx,
    scope,
    page.list.map((r) => r.spu.valueIds),
    false,
  )
  return {
    list: page.list.map(({ spu, brandName }, i) => ({
      spuId: spu.id,
      shopId: spu.shopId,
      picUrl: spu.images[0] ?? '',
      brandName,
      brandId: spu.brandId,
      spuName: localized(spu.names, scope.lang),
      price: scope.money(spu.price),
      marketPrice: scope.money(spu.marketPrice),
      properties: summaries[i],
    })),
    total: page.total,
  }
}

/** Follows an open shop, not one's own; its favourite count moves only when the follow is new. */
export async function followShop(tx: Tx, { tenantId, userId }: Member, { shopId }: { shopId: number }) {
  const [shop] = await tx
    .select({ ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.id, shopId), eq(shops.status, shopStatus.open)))
  if (orNotFound(shop).ownerUserId === userId) throw new AppError(ErrorCode.ownShop, 'ownShopFollow', {}, 403)
  const added = await tx
    .insert(shopFavourites)
    .values({ tenantId, userId, shopId })
    .onConflictDoNothing()
    .returning({ id: shopFavourites.id })
  if (added.length)
    await tx
      .update(shops)
      .set({ favouriteCount: sql`${shops.favouriteCount} + 1` })
      .where(eq(shops.id, shopId))
  return true as const
}

export async function unfollowShop(tx: Tx, { tenantId, userId }: Member, { shopId }: { shopId: number }) {
  const removed = await tx
    .delete(shopFavourites)
    .where(and(eq(shopFavourites.tenantId, tenantId), eq(shopFavourites.userId, userId), eq(shopFavourites.shopId, shopId)))
    .returning({ id: shopFavourites.id })
  if (removed.length)
    await tx
      .update(shops)
      .set({ favouriteCount: sql`greatest(${shops.favouriteCount} - 1, 0)` })
      .where(eq(shops.id, shopId))
  return true as const
}

export async function followedShops(tx: Tx, { tenantId, userId, lang }: Member, paging: Paging): Promise<Page<FavouriteShop>> {
  const where = and(eq(shopFavourites.tenantId, tenantId), eq(shopFavourites.userId, userId))
  const rows = tx
    .select({ id: shops.id, logo: shops.logo, shopname: shops.shopname, shopDesc: shops.shopDesc, shopDescs: shops.shopDescs })
    .from(shopFavourites)
    .innerJoin(shops, eq(shops.id, shopFavourites.shopId))
    .where(where)
    .orderBy(desc(shopFavourites.createdAt), desc(shopFavourites.id))
  return pageOf(paging, rows, countOf(tx, shopFavourites, where), ({ shopDescs, ...row }) => ({
    ...row,
    shopDesc: shopDescOf({ ...row, shopDescs }, lang),
  }))
}
