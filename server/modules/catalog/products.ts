import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { ProductCard, ProductDetail, Sku } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { schema, type Tx } from '../../db/client'
import { localized } from '../content/localized'
import { shopInfo } from '../shop/service'
import { cardColumns, onSale, selectCards, toCard } from './cards'
import { filterCondition, orderOf, type Order, type ProductFilter } from './filters'
import type { Scope } from './scope'

const { spus, skus, brands, categories, designers, properties, propertyValues } = schema

export interface Slice { page: number; row: number }

/** One page of the filtered products and the filter's total, both from the same condition. */
export async function productPage(tx: Tx, scope: Scope, filter: ProductFilter, order: Order, slice: Slice): Promise<Page<ProductCard>> {
  const where = await filterCondition(tx, scope, filter)
  const rows = await selectCards(tx, scope, where)
    .orderBy(...orderOf(order, filter.terms, scope.lang))
    .limit(slice.row)
    .offset((slice.page - 1) * slice.row)
  // A short page ends the result, so its total is known without counting.
  const total = rows.length < slice.row && (rows.length || slice.page === 1) ? (slice.page - 1) * slice.row + rows.length : await countOf(tx, where)
  return { list: rows.map((r) => toCard(r, scope)), total }
}

const countOf = async (tx: Tx, where: SQL) => (await tx.select({ total: count() }).from(spus).where(where))[0].total

/** Same category or brand first, then hot; without a product, the hot ones. */
export async function recommended(tx: Tx, scope: Scope, spuId: number | undefined, size: number): Promise<ProductCard[]> {
  const [base] = spuId ? await tx.select({ categoryId: spus.categoryId, brandId: spus.brandId }).from(spus).where(and(eq(spus.id, spuId), onSale(scope))) : []
  const query = base
    ? selectCards(tx, scope, and(onSale(scope), ne(spus.id, spuId!), or(eq(spus.categoryId, base.categoryId), eq(spus.brandId, base.brandId))))
        .orderBy(desc(sql`${spus.categoryId} = ${base.categoryId}`), desc(spus.recommendHot), desc(spus.createdAt), desc(spus.id))
    : selectCards(tx, scope, and(onSale(scope), eq(spus.recommendHot, true))).orderBy(desc(spus.createdAt), desc(spus.id))
  return (await query.limit(size)).map((r) => toCard(r, scope))
}

export async function productDetail(tx: Tx, scope: Scope, id: number): Promise<ProductDetail | null> {
  const [row] = await tx
    .select({
      ...cardColumns(scope.userId),
      description: spus.description,
      categoryId: spus.categoryId,
      categoryNames: categories.names,
      designerId: spus.designerId,
      designerName: designers.name,
      sex: spus.sex,
    })
    .from(spus)
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .leftJoin(designers, eq(designers.id, spus.designerId))
    .where(and(eq(spus.id, id), onSale(scope)))
  if (!row) return null
  const shop = await shopInfo(tx, scope, row.shopId)
  if (!shop) return null
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
    shop,
  }
}

/** The SKUs and the properties their values belong to, in the properties' order. */
async function productSkus(tx: Tx, scope: Scope, spuId: number): Promise<Pick<ProductDetail, 'skus' | 'properties'>> {
  const rows = await tx.select().from(skus).where(and(eq(skus.tenantId, scope.tenantId), eq(skus.spuId, spuId))).orderBy(asc(skus.id))
  const valueIds = [...new Set(rows.flatMap((r) => r.valueIds))]
  const values = valueIds.length
    ? await tx
        .select({ valueId: propertyValues.id, valueNames: propertyValues.names, swatch: propertyValues.swatch, propertyId: properties.id, propertyNames: properties.names })
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
      return v ? [{ propertyId: v.propertyId, propertyName: localized(v.propertyNames, scope.lang), valueId, valueName: localized(v.valueNames, scope.lang) }] : []
    }),
    price: scope.money(r.price),
    marketPrice: scope.money(r.marketPrice),
    stock: r.stock,
  })
  return { skus: rows.map(toSku), properties: [...grouped.values()] }
}

/** The (leaf) categories a shop has products on sale in. */
export async function shopCategoryIds(tx: Tx, scope: Scope, shopId: number): Promise<number[]> {
  const rows = await tx.selectDistinct({ id: spus.categoryId }).from(spus).where(and(onSale(scope), eq(spus.shopId, shopId)))
  return rows.map((r) => r.id)
}
