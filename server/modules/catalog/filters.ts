import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { productSort, shopSort } from '../../../contract/catalog'
import { schema, type Tx } from '../../db/client'
import { newIn, onSale } from './cards'
import { withDescendants } from './categories'
import type { Parsed } from '../../../contract/call'
import { navigationCodes } from '../../../contract/catalog'
import type { catalogCalls } from '../../../contract/schemas/catalog'
import type { Scope } from '../../http/scope'
import { conditionKey, remember } from '../../lib/memo'
import { fuzzyMatch, searchTerms, textMatch, type SearchTerms } from './search'

const { spus, propertyValues } = schema

type Flag = 'newFlag' | 'discountFlag' | 'recommendHot' | 'recommendBest' | 'recommendBenefit' | 'recommendNew' | 'recommendGood'
export type Order = 'default' | 'priceDesc' | 'priceAsc' | 'newest'
export type ProductQueryInput = Parsed<typeof catalogCalls.productPage>
export type FilterQueryInput = Parsed<typeof catalogCalls.filterOptions>
export type ShopProductQueryInput = Parsed<typeof catalogCalls.shopProducts>

/** Every way the storefront narrows a product list, whichever call it came from. */
export interface ProductFilter {
  sexes?: number[]
  /** Categories of any level; products of their descendants match. */
  categoryIds?: number[]
  /** A category narrowing the list further (the filter drawer's on a category list), with its descendants. */
  subCategoryId?: number
  brandIds?: number[]
  designerId?: number
  /** Property value ids: values of one property OR, different properties AND. */
  valueIds?: number[]
  shopId?: number
  flags?: Flag[]
  terms?: SearchTerms | null
  /** USD cents, both ends included. */
  minPrice?: number
  maxPrice?: number
}

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined)
const typeFlags = (type: string | undefined): Flag[] => (type === 'newGoods' ? ['newFlag'] : type === 'discount' ? ['discountFlag'] : [])
const recommendFlags = ['recommendHot', 'recommendBest', 'recommendBenefit', 'recommendNew', 'recommendGood'] as const

/**
 * The shopper's population narrows a list, except one of a category: a category belongs to one
 * population already, and a link to a men's category (a crumb, a search result, a crawler with
 * the default population) must not come back empty.
 */
const populationOf = (sex: number | undefined, categoryId: number | undefined) => (sex && !categoryId ? [sex] : undefined)

export function fromProductQuery(q: ProductQueryInput): ProductFilter {
  return {
    sexes: populationOf(q.sex, q.categoryId),
    categoryIds: q.categoryId ? [q.categoryId] : undefined,
    subCategoryId: q.subCategoryId,
    brandIds: nonEmpty([...(q.brandIds ?? []), ...(q.brandId ? [q.brandId] : [])]),
    designerId: q.desno,
    valueIds: nonEmpty(q.attributelist ?? []),
    shopId: q.shopId,
    flags: [...typeFlags(q.type), ...recommendFlags.filter((f) => q[f])],
    terms: searchTerms(q.searchparam),
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
  }
}

/** The filter drawer's call names the list by navigation (navigationCodes) or type, and buyid. */
export function fromFilterQuery(q: FilterQueryInput): ProductFilter {
  const navigation = q.navigation ?? (navigationCodes as Record<string, number>)[q.type ?? '']
  const target = q.buyid
  const categoryId = navigation === navigationCodes.category && target ? target : undefined
  return {
    sexes: populationOf(q.sex, categoryId),
    categoryIds: categoryId ? [categoryId] : undefined,
    brandIds: navigation === navigationCodes.brand && target ? [target] : undefined,
    designerId: navigation === navigationCodes.designer ? target : undefined,
    shopId: q.shopId,
    flags: typeFlags(q.type),
    terms: searchTerms(q.searchparam),
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
  }
}

export function fromShopQuery(q: ShopProductQueryInput): ProductFilter {
  return {
    shopId: q.shopId,
    sexes: nonEmpty(q.personCategoryList ?? []),
    categoryIds: nonEmpty(q.categoryIdList ?? []),
    brandIds: nonEmpty(q.brandIdList ?? []),
  }
}

/** The filter, search aside, as one SQL condition over spus (on sale, in the scope's tenant). */
export async function filterCondition(tx: Tx, scope: Scope, f: ProductFilter): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [onSale(scope)]
  if (f.sexes) conditions.push(inArray(spus.sex, f.sexes))
  for (const ids of [f.categoryIds, f.subCategoryId && [f.subCategoryId]])
    if (ids) conditions.push(inOrNothing(spus.categoryId, await withDescendants(tx, scope.tenantId, ids)))
  if (f.brandIds) conditions.push(inArray(spus.brandId, f.brandIds))
  if (f.designerId) conditions.push(eq(spus.designerId, f.designerId))
  if (f.shopId) conditions.push(eq(spus.shopId, f.shopId))
  if (f.minPrice !== undefined) conditions.push(gte(spus.price, f.minPrice))
  if (f.maxPrice !== undefined) conditions.push(lte(spus.price, f.maxPrice))
  for (const flag of f.flags ?? []) conditions.push(flag === 'newFlag' ? newIn : eq(spus[flag], true))
  if (f.valueIds) conditions.push(...(await valueConditions(tx, scope.tenantId, f.valueIds)).values())
  return and(...conditions)!
}

export interface ListCondition {
  /** The filter without the search. */
  base: SQL
  where: SQL
  /** Known when the search had to count to choose between its words and the fuzzy fallback. */
  total?: number
  /** The words matched as words: exact names may go first. */
  ranked: boolean
}

/** The filter with its search: products having every word, or, when none has, the fuzzy fallback. */
export async function listCondition(tx: Tx, scope: Scope, f: ProductFilter): Promise<ListCondition> {
  const base = await filterCondition(tx, scope, f)
  if (!f.terms) return { base, where: base, ranked: false }
  const where = and(base, textMatch(f.terms))!
  const total = await countOf(tx, scope, where)
  if (total > 0) return { base, where, total, ranked: true }
  return { base, where: and(base, fuzzyMatch(f.terms))!, ranked: false }
}

/** The number of products matching; broad lists count every row, so totals are remembered a minute. */
export const countOf = (tx: Tx, scope: Scope, where: SQL) =>
  remember(conditionKey(scope.tenantId, 'count', where), async () => (await tx.select({ total: count() }).from(spus).where(where))[0].total)

export const inOrNothing = (column: typeof spus.categoryId, ids: number[]) => (ids.length ? inArray(column, ids) : sql`false`)

/** One overlap test per property, by property id; value ids the tenant does not have are ignored. */
export async function valueConditions(tx: Tx, tenantId: number, valueIds: number[]): Promise<Map<number, SQL>> {
  const rows = await tx
    .select({ id: propertyValues.id, propertyId: propertyValues.propertyId })
    .from(propertyValues)
    .where(and(eq(propertyValues.tenantId, tenantId), inArray(propertyValues.id, valueIds)))
  const groups = new Map<number, number[]>()
  for (const r of rows) groups.set(r.propertyId, [...(groups.get(r.propertyId) ?? []), r.id])
  return new Map([...groups].map(([propertyId, ids]) => [propertyId, arrayOverlaps(spus.valueIds, ids)]))
}

/** Ties broken by id so that pages never repeat or skip a product. Default is newest first. */
export function orderOf(order: Order): SQL[] {
  if (order === 'priceDesc') return [desc(spus.price), desc(spus.id)]
  if (order === 'priceAsc') return [asc(spus.price), asc(spus.id)]
  return [desc(spus.createdAt), desc(spus.id)]
}

export const productSortOrder = (sort: number | undefined): Order =>
  sort === productSort.maxPrice
    ? 'priceDesc'
    : sort === productSort.minPrice
      ? 'priceAsc'
      : sort === productSort.newGood
        ? 'newest'
        : 'default'
export const shopSortOrder = (sort: number | undefined): Order =>
  sort === shopSort.priceUp ? 'priceAsc' : sort === shopSort.priceDown ? 'priceDesc' : sort === shopSort.latest ? 'newest' : 'default'
