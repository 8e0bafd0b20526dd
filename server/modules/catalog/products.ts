import { and, asc, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { ProductCard, ProductDetail, Sku } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'
import { localized } from '../content/public'
import { shopInfo } from '../shop/public'
import { treeOf } from './categories'
import { pageIds } from './bookmarks'
import { cardColumns, cardsByIds, onSale, selectCards, toCard } from './cards'
import {
  countOf,
  fromProductQuery,
  fromShopQuery,
  listCondition,
  type Order,
  type ProductFilter,
  type ProductQueryInput,
  productSortOrder,
  type ShopProductQueryInput,
  shopSortOrder,
} from './filters'
import { exactName } from './search'
import type { Scope } from '../../http/scope'

const { spus, skus, brands, categories, designers, properties, propertyValues } = schema

export interface Slice {
  page: number
  row: number
}

/** The product list calls: a list page's query, or a shop page's. */
export const productList = (tx: Tx, scope: Scope, q: ProductQueryInput) =>
  productPage(tx, scope, fromProductQuery(q), productSortOrder(q.sort), q)
export const shopProductList = (tx: Tx, scope: Scope, q: ShopProductQueryInput) =>
  productPage(tx, scope, fromShopQuery(q), shopSortOrder(q.sort), { page: q.pageNo, row: q.pageSize })

/**
 * One page of the filtered products and the total of the same condition. When searching in
 * the default order, products whose name is exactly the text come first, then the newest.
 */
export async function productPage(tx: Tx, scope: Scope, filter: ProductFilter, order: Order, slice: Slice): Promise<Page<ProductCard>> {
  const condition = await listCondition(tx, scope, filter)
  const offset = (slice.page - 1) * slice.row
  const exact = condition.ranked && order === 'default' ? await exactIds(tx, and(condition.base, exactName(filter.terms!))!) : []
  const first = exact.slice(offset, offset + slice.row)
  const rest = slice.row - first.length
  const where = exact.length ? and(condition.where, notInArray(spus.id, exact))! : condition.where
  // Ids first, cards after: the page is chosen on the narrow index alone, without wide rows or brands.
  const ids = rest ? await pageIds(tx, scope.tenantId, where, order, { limit: rest, offset: Math.max(0, offset - exact.length) }) : []
  const list = await cardsByIds(tx, scope, [...first, ...ids])
  // A short page ends the result, so its total is known without counting.
  const short = list.length < slice.row && (list.length > 0 || slice.page === 1)
  const total = condition.total ?? (short ? offset + list.length : await countOf(tx, scope, condition.where))
  return { list, total }
}

/**
 * Products named exactly so (a handful), newest first, at most 100. Sorted and cut here: an
 * ORDER BY or LIMIT would tempt the planner to scan for a rare name instead of using its index.
 */
async function exactIds(tx: Tx, where: SQL): Promise<number[]> {
  const rows = await tx.select({ id: spus.id, createdAt: spus.createdAt }).from(spus).where(where)
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, 100)
    .map((r) => r.id)
}

/** Same category or brand first, then hot; without a product, the hot ones. */
export async function recommended(tx: Tx, scope: Scope, { spuId, size }: { spuId?: number; size: number }): Promise<ProductCard[]> {
  const [base] = spuId
    ? await tx
        .select({ categoryId: spus.categoryId, brandId: spus.brandId })
        .from(spus)
        .where(and(eq(spus.id, spuId), onSale(scope)))
    : []
  const query = base
    ? selectCards(
        tx,
        scope,
        and(onSale(scope), ne(spus.id, spuId!), or(eq(spus.categoryId, base.categoryId), eq(spus.brandId, base.brandId))),
      ).orderBy(desc(sql`${spus.categoryId} = ${base.categoryId}`), desc(spus.recommendHot), desc(spus.createdAt), desc(spus.id))
    : selectCards(tx, scope, and(onSale(scope), eq(spus.recommendHot, true))).orderBy(desc(spus.createdAt), desc(spus.id))
  return (await query.limit(size)).map((r) => toCard(r, scope))
}

/** The product on sale, with its shop; 404 when there is none, or when it is not the `shopId` asked for. */
export async function productDetail(tx: Tx, scope: Scope, { id, shopId }: { id: number; shopId?: number }): Promise<ProductDetail> {
  const [row] = await tx
    .select({
      ...cardColumns(scope.userId),
      description: spus.description,
      categoryId: spus.categoryId,
      categoryNames: categories.names,
      designerId: spus.designerId,
      designerName: designers.name,
      sex: spus.sex,
      colourImages: spus.colourImages,
    })
    .from(spus)
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .leftJoin(designers, eq(designers.id, spus.designerId))
    .where(and(eq(spus.id, id), onSale(scope)))
  if (!row || (shopId && row.shopId !== shopId)) throw notFound()
  const shop = await shopInfo(tx, scope, { shopId: row.shopId })
  const variants = await productSkus(tx, scope, id)
  return {
    ...toCard(row, scope),
    description: localized(row.description, scope.lang),
    categoryId: row.categoryId,
    categoryName: localized(row.categoryNames, scope.lang),
    designerId: row.designerId,
    designerName: row.designerName,
    sex: row.sex as 1 | 2 | 3,
    ...variants,
    colourImages: picturesPerColour(row.colourImages, variants.properties),
    shop,
  }
}

/** The pictures of the product's colours, in the order its values are offered. */
function picturesPerColour(pictures: Record<string, string[]>, offered: ProductDetail['properties']): ProductDetail['colourImages'] {
  return offered.flatMap((p) =>
    p.values.flatMap((v) => (pictures[v.valueId]?.length ? [{ valueId: v.valueId, imglist: pictures[v.valueId] }] : [])),
  )
}

/** The SKUs and the properties their values belong to, in the properties' order. */
async function productSkus(tx: Tx, scope: Scope, spuId: number): Promise<Pick<ProductDetail, 'skus' | 'properties'>> {
  const rows = await tx
    .select()
    .from(skus)
    .where(and(eq(skus.tenantId, scope.tenantId), eq(skus.spuId, spuId)))
    .orderBy(asc(skus.id))
  const valueIds = [...new Set(rows.flatMap((r) => r.valueIds))]
  const values = valueIds.length
    ? await tx
        .select({
          valueId: propertyValues.id,
          valueNames: propertyValues.names,
          swatch: propertyValues.swatch,
          propertyId: properties.id,
          propertyNames: properties.names,
        })
        .from(propertyValues)
        .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
        .where(and(eq(propertyValues.tenantId, scope.tenantId), inArray(propertyValues.id, valueIds)))
        .orderBy(asc(properties.sort), asc(properties.id), asc(propertyValues.sort), asc(propertyValues.id))
    : []
  const byValue = new Map(values.map((v) => [v.valueId, v]))
  const grouped = new Map<number, ProductDetail['properties'][number]>()
  for (const v of values) {
    const group = grouped.get(v.propertyId) ?? { propertyId: v.propertyId, name: localized(v.propertyNames, scope.lang), values: [] }
    group.values.push({ valueId: v.valueId, name: localized(v.valueNames, scope.lang), swatch: v.swatch })
    grouped.set(v.propertyId, group)
  }
  const toSku = (r: (typeof rows)[number]): Sku => ({
    id: r.id,
    properties: r.valueIds.flatMap((valueId) => {
      const v = byValue.get(valueId)
      return v
        ? [
            {
              propertyId: v.propertyId,
              propertyName: localized(v.propertyNames, scope.lang),
              valueId,
              valueName: localized(v.valueNames, scope.lang),
            },
          ]
        : []
    }),
    price: scope.money(r.price),
    marketPrice: scope.money(r.marketPrice),
    stock: r.stock,
  })
  return { skus: rows.map(toSku), properties: [...grouped.values()] }
}

/** The categories a shop has products on sale in, as a tree. */
export async function shopCategoryTree(tx: Tx, scope: Scope, { shopId }: { shopId: number }) {
  const rows = await tx
    .selectDistinct({ id: spus.categoryId })
    .from(spus)
    .where(and(onSale(scope), eq(spus.shopId, shopId)))
  return treeOf(
    tx,
    scope.tenantId,
    scope.lang,
    rows.map((r) => r.id),
  )
}
