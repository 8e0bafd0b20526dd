import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { facetAxis, facetGroup } from '../../db/schema/facetCounts'
import type { Scope } from '../../http/scope'
import { withDescendants } from './categories'
import type { ProductFilter } from './filters'

const f = schema.facetCounts

/** How many products of the list each option would show. */
export interface Counts {
  categories: Map<number, number>
  brands: Map<number, number>
  designers: Map<number, number>
  /** By value id; a value's count depends on whether its property has a choice (`ofProperty`). */
  values: Map<number, { all: number; ofProperty: Map<number, number> }>
}

/** A list whose option counts facet_counts keeps: its axis, the lists' ids on it, and the cell conditions. */
export interface KeptList {
  axis: number
  listIds: number[]
  sexes?: number[]
  saleOnly: boolean
}

/** New-in lists are counted by a pass over their products: their window moves with the clock, kept cells do not. */
const keptFlags = new Set(['discountFlag'])

/**
 * The kept list a filter names, or null when no kept list is it: a search, chosen values or a
 * recommendation flag, a price range, or two of category, brand, designer and shop at once.
 */
export async function keptListOf(tx: Tx, scope: Scope, filter: ProductFilter): Promise<KeptList | null> {
  if (filter.terms || filter.valueIds?.length || filter.flags?.some((flag) => !keptFlags.has(flag))) return null
  // Kept cells know no prices: a price range is counted by a pass over its products.
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) return null
  const lists: [number, number[] | undefined][] = [
    [facetAxis.category, filter.categoryIds && (await withDescendants(tx, scope.tenantId, filter.categoryIds))],
    [facetAxis.brand, filter.brandIds],
    [facetAxis.designer, filter.designerId ? [filter.designerId] : undefined],
    [facetAxis.shop, filter.shopId ? [filter.shopId] : undefined],
  ]
  const named = lists.filter(([, ids]) => ids)
  if (named.length > 1) return null
  const [axis, listIds] = named[0] ?? [facetAxis.all, [0]]
  const flags = filter.flags ?? []
  return { axis, listIds: listIds!, sexes: filter.sexes, saleOnly: flags.includes('discountFlag') }
}

/** The list's options with their counts, summed from its cells (no choice applied). */
export async function keptCounts(tx: Tx, scope: Scope, list: KeptList): Promise<Counts> {
  const conditions: (SQL | undefined)[] = [
    eq(f.tenantId, scope.tenantId),
    eq(f.axis, list.axis),
    inArray(f.listId, list.listIds),
    list.sexes && inArray(f.sex, list.sexes),
    list.saleOnly ? eq(f.discountFlag, true) : undefined,
  ]
  const rows = await tx
    .select({ facet: f.facet, optionId: f.optionId, n: sql<number>`sum(${f.n})::int` })
    .from(f)
    .where(and(...conditions))
    .groupBy(f.facet, f.optionId)
    .having(sql`sum(${f.n}) > 0`)
  const counts: Counts = { categories: new Map(), brands: new Map(), designers: new Map(), values: new Map() }
  const columns: Record<number, Map<number, number>> = {
    [facetGroup.category]: counts.categories,
    [facetGroup.brand]: counts.brands,
    [facetGroup.designer]: counts.designers,
  }
  for (const r of rows) {
    if (r.facet === facetGroup.value) counts.values.set(r.optionId, { all: r.n, ofProperty: new Map() })
    else columns[r.facet]?.set(r.optionId, r.n)
  }
  return counts
}
