import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { MyShop, ShopCard, ShopInfo } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import type { Language } from '../../../contract/locale'
import { productStatus, shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { qualified } from '../../lib/sql'
import { hasWalletBalance } from '../../lib/wallet'
import { localized } from '../content/public'
import { countOf, pageOf, type Paging } from '../../lib/paging'
import { holidayShown } from './holiday'

const { shops, spus, shopFavourites, orders } = schema

export interface Who {
  tenantId: number
  userId: number | null
  lang: Language
}

const open = (tenantId: number) => and(eq(shops.tenantId, tenantId), eq(shops.status, shopStatus.open))

/** A seeded shop's description in the shopper's language; an owner's own text as written. */
export const shopDescOf = (r: Pick<typeof shops.$inferSelect, 'shopDesc' | 'shopDescs'>, lang: Language) =>
  localized(r.shopDescs, lang) || r.shopDesc

export const toShopCard = (r: typeof shops.$inferSelect, lang: Language): ShopCard => ({
  id: r.id,
  shopname: r.shopname,
  logo: r.logo,
  shopDesc: shopDescOf(r, lang),
  favoriteCount: r.favouriteCount,
  storeReputation: reputationOf(r),
})

/**
 * The shop's mean star over its evaluations (three ratings each), one decimal; the seeded score
 * until it has any.
 */
const reputationOf = (r: Pick<typeof shops.$inferSelect, 'ratingPoints' | 'ratingCount' | 'storeReputation'>) =>
  r.ratingCount > 0 ? meanStar(r.ratingPoints, r.ratingCount) : r.storeReputation

/** The mean star of `evaluated` evaluations of three ratings whose stars add up to `points`, to one decimal; 0 without any. */
export const meanStar = (points: number, evaluated: number) => (evaluated > 0 ? Math.round((points * 10) / (3 * evaluated)) / 10 : 0)

/**
 * Open shops, those whose name contains or closely resembles `name` when given (best match first).
 * With `exact`, only the shop whose name equals `name` (case aside), whatever its status: a
 * merchant application's name check (a name no shop of the tenant may share).
 */
export async function shopPage(
  tx: Tx,
  { tenantId, lang }: Pick<Who, 'tenantId' | 'lang'>,
  paging: Paging & { shopname?: string; exact?: boolean },
): Promise<Page<ShopCard>> {
  const wanted = paging.shopname?.trim().toLowerCase()
  const lowerName = sql`lower(${shops.shopname})`
  const where = paging.exact
    ? and(eq(shops.tenantId, tenantId), sql`${lowerName} = ${wanted ?? ''}`)
    : and(open(tenantId), wanted ? or(like(lowerName, `%${escapeLike(wanted)}%`), sql`${wanted} <% ${lowerName}`) : undefined)
  const order: SQL[] = wanted
    ? [
        sql`${lowerName} = ${wanted} desc`,
        sql`${lowerName} like ${`${escapeLike(wanted)}%`} desc`,
        sql`word_similarity(${wanted}, ${lowerName}) desc`,
        asc(shops.id),
      ]
    : [asc(shops.id)]
  const rows = tx
    .select()
    .from(shops)
    .where(where)
    .orderBy(...order)
  return pageOf(paging, rows, countOf(tx, shops, where), (r) => toShopCard(r, lang))
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The shop page's header; 404 when the shop is not open in this tenant. */
export async function shopInfo(tx: Tx, who: Who, { shopId }: { shopId: number }): Promise<ShopInfo> {
  const followed =
    who.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${shopFavourites} f where f.user_id = ${who.userId} and f.shop_id = ${qualified(shops.id)})`
  const products = sql<number>`(select count(*)::int from ${spus} s where s.tenant_id = ${who.tenantId} and s.shop_id = ${qualified(shops.id)} and s.status = ${productStatus.onSale})`
  const [row] = await tx
    .select({ shop: shops, followed, products })
    .from(shops)
    .where(and(open(who.tenantId), eq(shops.id, shopId)))
  if (!row) throw notFound()
  return {
    ...toShopCard(row.shop, who.lang),
    favoriteFlag: row.followed ? 1 : 0,
    mno: row.shop.mno,
    shopComment: row.shop.shopComment === 1 ? 1 : 0,
    productCount: Number(row.products),
    holiday: holidayShown(row.shop),
  }
}

/** The shop whose own domain is the host of `url` (an origin, or a bare host). */
export async function shopByDomain(
  tx: Tx,
  { tenantId }: Pick<Who, 'tenantId'>,
  { url }: { url: string },
): Promise<{ id: number; shopname: string } | null> {
  const host = hostOf(url)
  if (!host) return null
  const [row] = await tx
    .select({ id: shops.id, shopname: shops.shopname })
    .from(shops)
    .where(and(open(tenantId), eq(shops.domain, host)))
    .limit(1)
  return row ?? null
}

function hostOf(url: string): string | null {
  const text = url.trim().toLowerCase()
  if (!text) return null
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname || null
  } catch {
    return null
  }
}

/** The user's own shop, whatever its status, or nulls. */
type Member = Pick<MemberScope, 'tenantId' | 'userId'>

export async function myShop(tx: Tx, { tenantId, userId }: Member): Promise<MyShop> {
  const [row] = await tx
    .select({ id: shops.id, shopname: shops.shopname, status: shops.status })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, userId)))
    .orderBy(desc(shops.id))
    .limit(1)
  return row ? { status: row.status, data: { id: row.id, shopname: row.shopname } } : { status: null, data: null }
}

/**
 * A shopper may write to a shop when the shop allows comment without an order, when they hold a
 * wallet balance, or when they have an order with the shop (any order, whatever its status).
 */
export async function canShopComment(tx: Tx, { tenantId, userId }: Member, { shopId }: { shopId: number }): Promise<boolean> {
  const hasOrder = sql<boolean>`exists (select 1 from ${orders} o where o.tenant_id = ${tenantId} and o.user_id = ${userId} and o.shop_id = ${shopId})`
  const [shop] = await tx
    .select({ shopComment: shops.shopComment, hasOrder })
    .from(shops)
    .where(and(open(tenantId), eq(shops.id, shopId)))
  if (!shop) return false
  return shop.shopComment === 1 || shop.hasOrder || (await hasWalletBalance(tx, tenantId, userId))
}
