import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { articleStatus, productStatus, shopStatus } from '../../contract/status'
import { schema, type Tx } from '../db/client'

const { spus, shops, categories, articles, articleTypes } = schema

/** A listed row: its id and when it last changed (products and shops keep only their creation time). */
export interface Dated {
  id: number
  lastmod: Date | null
}

const openShop = (tenantId: number) => and(eq(shops.tenantId, tenantId), eq(shops.status, shopStatus.open))
/** Products a shopper can find: on sale, in an open shop. */
const listedProduct = (tenantId: number) => and(eq(spus.tenantId, tenantId), eq(spus.status, productStatus.onSale), openShop(tenantId))

export async function listedCounts(tx: Tx, tenantId: number) {
  const [products] = await tx.select({ n: count() }).from(spus).innerJoin(shops, eq(shops.id, spus.shopId)).where(listedProduct(tenantId))
  const [open] = await tx.select({ n: count() }).from(shops).where(openShop(tenantId))
  return { products: products.n, shops: open.n }
}

/** The `page`-th slice of `size` listed products, by id: each product is on exactly one page. */
export async function productPageRows(tx: Tx, tenantId: number, page: number, size: number): Promise<Dated[]> {
  return tx
    .select({ id: spus.id, lastmod: spus.createdAt })
    .from(spus)
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(listedProduct(tenantId))
    .orderBy(asc(spus.id))
    .limit(size)
    .offset((page - 1) * size)
}

/** A slice of open shops, each dated by its newest listed product (a shop's page lists them) or its opening. */
export async function shopPageRows(tx: Tx, tenantId: number, page: number, size: number): Promise<Dated[]> {
  const newest = tx
    .select({ at: max(spus.createdAt) })
    .from(spus)
    .where(and(eq(spus.tenantId, tenantId), eq(spus.shopId, shops.id), eq(spus.status, productStatus.onSale)))
  return tx
    .select({ id: shops.id, lastmod: sql<Date>`greatest(${shops.createdAt}, (${newest}))`.mapWith(shops.createdAt) })
    .from(shops)
    .where(openShop(tenantId))
    .orderBy(asc(shops.id))
    .limit(size)
    .offset((page - 1) * size)
}

/** The newest listed product per category, brand, designer and population: one pass over the listed products. */
export async function newestByGroup(tx: Tx, tenantId: number) {
  return tx
    .select({
      categoryId: spus.categoryId,
      brandId: spus.brandId,
      designerId: spus.designerId,
      sex: spus.sex,
      lastmod: max(spus.createdAt).mapWith(spus.createdAt),
    })
    .from(spus)
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(listedProduct(tenantId))
    .groupBy(spus.categoryId, spus.brandId, spus.designerId, spus.sex)
}

export const categoryRows = (tx: Tx, tenantId: number) =>
  tx.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.tenantId, tenantId))

/** Enabled help articles of enabled types. */
export const articleRows = (tx: Tx, tenantId: number) =>
  tx
    .select({ code: articles.code, typeCode: articles.typeCode })
    .from(articles)
    .innerJoin(articleTypes, and(eq(articleTypes.tenantId, articles.tenantId), eq(articleTypes.code, articles.typeCode)))
    .where(and(eq(articles.tenantId, tenantId), eq(articles.status, articleStatus.enabled), eq(articleTypes.status, articleStatus.enabled)))
    .orderBy(asc(articleTypes.sort), asc(articles.sort))
