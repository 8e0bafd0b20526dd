import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import { ListingStatus, listedStatuses } from '../../../contract/lifecycles'
import type { Language } from '../../../contract/locale'
import { sellerLimits, sellerSort, type SellerProductQuery, type SellerShop } from '../../../contract/seller'
import { thumbnailUrl } from '../../../contract/uploads'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { localized } from '../content/public'
import { listingsNeedReview } from './lifecycle'
import { type Member, ownProduct, ownShop, type OwnShop, type ProductRow, skusOf } from './owner'
import { sellerProductOf } from './product'
import { type ValueKinds, valueKinds } from './values'

/** The seller's reads: their shop with its counts, a page of its products, one product as the editor holds it. */

const { spus, skus } = schema

const ofShop = (shop: OwnShop) => and(eq(spus.tenantId, shop.tenantId), eq(spus.shopId, shop.id)) as SQL
const listed = inArray(spus.listing, [...listedStatuses])
// By tenant and product: the skus_spu index's two columns (by product alone, each lookup walks the whole index).
const lowSku = sql`exists (select 1 from ${skus} where ${skus.tenantId} = ${qualified(spus.tenantId)} and ${skus.spuId} = ${qualified(spus.id)} and ${skus.stock} <= ${sellerLimits.lowStock})`

/** Products per listing status name, and of those on sale: sold out (no stock at all), low stock (a SKU at lowStock or fewer). */
async function countsOf(tx: Tx, shop: OwnShop) {
  const byStatus = await tx
    .select({ listing: spus.listing, count: sql<number>`count(*)::int` })
    .from(spus)
    .where(ofShop(shop))
    .groupBy(spus.listing)
  const [stock] = await tx
    .select({
      soldOut: sql<number>`count(*) filter (where ${spus.stock} = 0)::int`,
      lowStock: sql<number>`count(*) filter (where ${lowSku})::int`,
    })
    .from(spus)
    .where(and(ofShop(shop), listed))
  const counts: Record<string, number> = Object.fromEntries(Object.keys(ListingStatus).map((name) => [name, 0]))
  for (const { listing, count } of byStatus)
    counts[Object.entries(ListingStatus).find(([, code]) => code === listing)?.[0] ?? String(listing)] = count
  return { ...counts, soldOut: stock?.soldOut ?? 0, lowStock: stock?.lowStock ?? 0 }
}

export async function sellerShop(tx: Tx, member: Member): Promise<SellerShop> {
  const shop = await ownShop(tx, member)
  const { tenantId: _t, ...shown } = shop
  return { ...shown, listingsNeedReview: await listingsNeedReview(tx, shop.tenantId), counts: await countsOf(tx, shop) }
}

const orders: Record<number, SQL[]> = {
  [sellerSort.newest]: [desc(spus.createdAt), desc(spus.id)],
  [sellerSort.oldest]: [asc(spus.createdAt), asc(spus.id)],
  [sellerSort.priceLow]: [asc(spus.price), asc(spus.id)],
  [sellerSort.priceHigh]: [desc(spus.price), desc(spus.id)],
  [sellerSort.stockLow]: [asc(spus.stock), asc(spus.id)],
  [sellerSort.name]: [asc(sql`${spus.names} ->> 'en'`), asc(spus.id)],
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The page's SKU prices, once its rows are known: a column subquery would run for every row an offset skips. */
async function pricesOf(tx: Tx, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { min: number; max: number; count: number }>()
  const rows = await tx
    .select({
      id: skus.spuId,
      min: sql<number>`min(${skus.price})`,
      max: sql<number>`max(${skus.price})`,
      count: sql<number>`count(*)::int`,
    })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), inArray(skus.spuId, ids)))
    .groupBy(skus.spuId)
  return new Map(rows.map(({ id, ...r }) => [id, r]))
}

type Query = Required<Pick<SellerProductQuery, 'pageNo' | 'pageSize' | 'sort'>> & SellerProductQuery

export async function sellerProducts(tx: Tx, member: Member, lang: Language, q: Query) {
  const shop = await ownShop(tx, member)
  const where = and(
    ofShop(shop),
    q.listing === undefined ? undefined : eq(spus.listing, q.listing),
    q.categoryId === undefined ? undefined : eq(spus.categoryId, q.categoryId),
    q.name ? ilike(spus.searchName, `%${escapeLike(q.name.toLowerCase())}%`) : undefined,
  )
  const rows = await tx
    .select({
      id: spus.id,
      images: spus.images,
      names: spus.names,
      listing: spus.listing,
      rejectReason: spus.rejectReason,
      categoryId: spus.categoryId,
      stock: spus.stock,
    })
    .from(spus)
    .where(where)
    .orderBy(...orders[q.sort])
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
  const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(spus).where(where)
  const prices = await pricesOf(
    tx,
    shop.tenantId,
    rows.map((r) => r.id),
  )
  const list = rows.map((r) => ({
    id: r.id,
    picUrl: r.images[0] ? thumbnailUrl(r.images[0]) : '',
    name: localized(r.names, lang),
    listing: r.listing,
    rejectReason: r.rejectReason,
    changeInReview: r.listing === ListingStatus.changeReview,
    categoryId: r.categoryId,
    minPrice: prices.get(r.id)?.min ?? 0,
    maxPrice: prices.get(r.id)?.max ?? 0,
    stock: r.stock,
    skuCount: prices.get(r.id)?.count ?? 0,
  }))
  return { list, total }
}

/** The product as the editor holds it. */
export const productContent = async (tx: Tx, row: ProductRow, kinds: ValueKinds) => sellerProductOf(row, await skusOf(tx, row), kinds)

export async function sellerProduct(tx: Tx, member: Member, { id }: { id: number }) {
  const shop = await ownShop(tx, member)
  return productContent(tx, await ownProduct(tx, shop, id), await valueKinds(tx, shop.tenantId))
}
