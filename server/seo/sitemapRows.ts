import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { sexOf } from '../../contract/locale'
import { articleStatus, productStatus, shopStatus } from '../../contract/status'
import { schema, type Tx } from '../db/client'

const { spus, shops, categories, brands, designers, articles, articleTypes } = schema

/** A listed row: its id and when it last changed (products and shops keep only their creation time). */
export interface Dated {
  id: number
  lastmod: Date | null
}

const openShop = (tenantId: number) => and(eq(shops.tenantId, tenantId), eq(shops.status, shopStatus.open))
const onSale = (tenantId: number) => and(eq(spus.tenantId, tenantId), eq(spus.status, productStatus.onSale))

const closedShopProducts = alias(spus, 'closed_shop_products')

/**
 * Products a shopper can open: on sale, and not of a shop that is closed (its products answer not
 * found). Those few are left out by id, a hashed list: ids and dates still come from the
 * spus_newest index alone, so 100,000 rows are never visited.
 */
const listed = (tx: Tx, tenantId: number) => {
  const closedShops = tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), ne(shops.status, shopStatus.open)))
  const ofClosedShops = tx
    .select({ id: closedShopProducts.id })
    .from(closedShopProducts)
    .where(and(eq(closedShopProducts.tenantId, tenantId), inArray(closedShopProducts.shopId, closedShops)))
  return and(onSale(tenantId), notInArray(spus.id, ofClosedShops))
}

export async function listedCounts(tx: Tx, tenantId: number) {
  const [products] = await tx.select({ n: count() }).from(spus).where(listed(tx, tenantId))
  const [open] = await tx.select({ n: count() }).from(shops).where(openShop(tenantId))
  return { products: products.n, shops: open.n }
}

/**
 * The `page`-th slice of `size` products, oldest first (each product on exactly one page, new
 * ones joining the last), as sitemap `<url>` elements made by the database in one string:
 * 50,000 rows never cross into JavaScript one by one. `prefix` is the product address before
 * its id, XML-escaped.
 */
export async function productUrls(tx: Tx, tenantId: number, page: number, size: number, prefix: string) {
  const slice = tx
    .select({ id: spus.id, at: spus.createdAt })
    .from(spus)
    .where(listed(tx, tenantId))
    .orderBy(asc(spus.createdAt), asc(spus.id))
    .limit(size)
    .offset((page - 1) * size)
    .as('slice')
  const date = sql`to_char(${slice.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const [row] = await tx
    .select({
      count: count(),
      xml: sql<
        string | null
      >`string_agg('<url><loc>' || ${prefix} || ${slice.id} || '</loc><lastmod>' || ${date} || '</lastmod></url>', chr(10) order by ${slice.at}, ${slice.id})`,
    })
    .from(slice)
  return { count: row.count, xml: row.xml ?? '' }
}

/** The newest product on sale matching `match`: one step down an index that ends in created_at. */
const newest = (tenantId: number, match: SQL) =>
  sql<Date | null>`(select ${spus.createdAt} from ${spus} where ${spus.tenantId} = ${tenantId} and ${match} and ${spus.status} = ${productStatus.onSale} order by ${spus.createdAt} desc limit 1)`.mapWith(
    spus.createdAt,
  )

/** A slice of open shops, each dated by its newest product (a shop's page lists them) or its opening. */
export async function shopPageRows(tx: Tx, tenantId: number, page: number, size: number): Promise<Dated[]> {
  return tx
    .select({
      id: shops.id,
      lastmod: sql<Date>`greatest(${shops.createdAt}, ${newest(tenantId, sql`${spus.shopId} = ${shops.id}`)})`.mapWith(shops.createdAt),
    })
    .from(shops)
    .where(openShop(tenantId))
    .orderBy(asc(shops.id))
    .limit(size)
    .offset((page - 1) * size)
}

/** The newest product on sale of each population (sex code): one index step each. */
export async function newestBySex(tx: Tx, tenantId: number): Promise<Map<number, Date>> {
  const dates = new Map<number, Date>()
  for (const sex of Object.values(sexOf)) {
    const [row] = await tx
      .select({ at: spus.createdAt })
      .from(spus)
      .where(and(onSale(tenantId), eq(spus.sex, sex)))
      .orderBy(desc(spus.createdAt))
      .limit(1)
    if (row) dates.set(sex, row.at)
  }
  return dates
}

/** Each category (with its parent), brand and designer with the date of its newest product; null when it has none. */
export const categoryDates = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: categories.id, parentId: categories.parentId, lastmod: newest(tenantId, sql`${spus.categoryId} = ${categories.id}`) })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))

export const brandDates = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: brands.id, lastmod: newest(tenantId, sql`${spus.brandId} = ${brands.id}`) })
    .from(brands)
    .where(eq(brands.tenantId, tenantId))

export const designerDates = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: designers.id, lastmod: newest(tenantId, sql`${spus.designerId} = ${designers.id}`) })
    .from(designers)
    .where(eq(designers.tenantId, tenantId))

/** Enabled help articles of enabled types. */
export const articleRows = (tx: Tx, tenantId: number) =>
  tx
    .select({ code: articles.code, typeCode: articles.typeCode })
    .from(articles)
    .innerJoin(articleTypes, and(eq(articleTypes.tenantId, articles.tenantId), eq(articleTypes.code, articles.typeCode)))
    .where(and(eq(articles.tenantId, tenantId), eq(articles.status, articleStatus.enabled), eq(articleTypes.status, articleStatus.enabled)))
    .orderBy(asc(articleTypes.sort), asc(articles.sort))
