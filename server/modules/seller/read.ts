import { and, asc, desc, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { ListingStatus, listedStatuses } from '../../../contract/lifecycles'
import type { Language } from '../../../contract/locale'
import { sellerLimits, sellerSort, type SellerProductQuery, type SellerShop } from '../../../contract/seller'
import { thumbnailUrl } from '../../../contract/uploads'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { localized } from '../content/public'
import { type Member, ownProduct, ownShop, type OwnShop, type ProductRow, skusOf } from './owner'
import { sellerProductOf } from './product'
import { listingsNeedReview } from './review'
import { type ValueKinds, valueKinds } from './values'

/** The seller's reads: their shop with its counts, a page of its products, one product as the editor holds it. */

const { spus, skus, spuStocks } = schema

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
      soldOut: sql<number>`count(*) filter (where ${spuStocks.stock} = 0)::int`,
      lowStock: sql<number>`count(*) filter (where ${lowSku})::int`,
    })
    .from(spus)
    .innerJoin(spuStocks, and(eq(spuStocks.tenantId, spus.tenantId), eq(spuStocks.spuId, spus.id)))
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

/** What a page sorts by: the product's columns inside the page's query, the page's own outside it. */
type Sortable = { [K in 'createdAt' | 'id' | 'price' | 'stock' | 'names']: SQLWrapper }

const sortedBy = (t: Omit<Sortable, 'stock'>) => ({ createdAt: t.createdAt, id: t.id, price: t.price, names: t.names })
// By tenant and shop too, so that the stock sort walks spu_stocks_seller.
const stockOfShop = and(eq(spuStocks.tenantId, spus.tenantId), eq(spuStocks.shopId, spus.shopId), eq(spuStocks.spuId, spus.id))

const ordersOf = (t: Sortable): Record<number, SQL[]> => ({
  [sellerSort.newest]: [desc(t.createdAt), desc(t.id)],
  [sellerSort.oldest]: [asc(t.createdAt), asc(t.id)],
  [sellerSort.priceLow]: [asc(t.price), asc(t.id)],
  [sellerSort.priceHigh]: [desc(t.price), desc(t.id)],
  [sellerSort.stockLow]: [asc(t.stock), asc(t.id)],
  [sellerSort.name]: [asc(sql`${t.names} ->> 'en'`), asc(t.id)],
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

type Query = Required<Pick<SellerProductQuery, 'pageNo' | 'pageSize' | 'sort'>> & SellerProductQuery

/**
 * One statement: the page (each sort walks an index of the shop's products, migration 0027, or of
 * their stock, spu_stocks_seller, so an offset reads only the rows it skips), the total (counted
 * once, when the first row is answered), and each row's SKU prices and stock, read for the page's
 * rows only (outside the limit: inside, they would be for every row an offset skips).
 */
function pageOf(tx: Tx, where: SQL | undefined, q: Query) {
  const total = sql<number>`(${tx.select({ n: sql`count(*)` }).from(spus).where(where)})::int`.as('total')
  const rows = tx
    .select({
      id: spus.id,
      tenantId: spus.tenantId,
      images: spus.images,
      names: spus.names,
      listing: spus.listing,
      rejectReason: spus.rejectReason,
      categoryId: spus.categoryId,
      price: spus.price,
      createdAt: spus.createdAt,
      total,
    })
    .from(spus)
    .$dynamic()
  const byStock = q.sort === sellerSort.stockLow
  const page = (byStock ? rows.innerJoin(spuStocks, stockOfShop) : rows)
    .where(where)
    .orderBy(...ordersOf({ ...sortedBy(spus), stock: spuStocks.stock })[q.sort])
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .as('page')
  const stocked = tx
    .select({ stock: spuStocks.stock })
    .from(spuStocks)
    .where(and(eq(spuStocks.tenantId, page.tenantId), eq(spuStocks.spuId, page.id)))
    .as('stocked')
  const prices = tx
    .select({
      min: sql<number | null>`min(${skus.price})`.as('min'),
      max: sql<number | null>`max(${skus.price})`.as('max'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(skus)
    .where(and(eq(skus.tenantId, page.tenantId), eq(skus.spuId, page.id)))
    .as('prices')
  return tx
    .select()
    .from(page)
    .leftJoinLateral(prices, sql`true`)
    .leftJoinLateral(stocked, sql`true`)
    .orderBy(...ordersOf({ ...sortedBy(page), stock: stocked.stock })[q.sort])
}

export async function sellerProducts(tx: Tx, member: Member, lang: Language, q: Query) {
  const shop = await ownShop(tx, member)
  const where = and(
    ofShop(shop),
    q.listing === undefined ? undefined : eq(spus.listing, q.listing),
    q.categoryId === undefined ? undefined : eq(spus.categoryId, q.categoryId),
    q.name ? ilike(spus.searchName, `%${escapeLike(q.name.toLowerCase())}%`) : undefined,
  )
  const rows = await pageOf(tx, where, q)
  // Past the last page there is no row to carry the total.
  const total = rows[0]?.page.total ?? (await tx.$count(spus, where))
  const list = rows.map(({ page: r, prices, stocked }) => ({
    id: r.id,
    picUrl: r.images[0] ? thumbnailUrl(r.images[0]) : '',
    name: localized(r.names, lang),
    listing: r.listing,
    rejectReason: r.rejectReason,
    changeInReview: r.listing === ListingStatus.changeReview,
    categoryId: r.categoryId,
    minPrice: prices?.min ?? 0,
    maxPrice: prices?.max ?? 0,
    stock: stocked?.stock ?? 0,
    skuCount: prices?.count ?? 0,
  }))
  return { list, total }
}

/** The product as the editor holds it. */
export const productContent = async (tx: Tx, row: ProductRow, kinds: ValueKinds) => sellerProductOf(row, await skusOf(tx, row), kinds)

export async function sellerProduct(tx: Tx, member: Member, { id }: { id: number }) {
  const shop = await ownShop(tx, member)
  return productContent(tx, await ownProduct(tx, shop, id), await valueKinds(tx, shop.tenantId))
}
