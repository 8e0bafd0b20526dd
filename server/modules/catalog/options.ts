import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FilterOptions } from '../../../contract/catalog'
import { schema, type Tx } from '../../db/client'
import type { Scope } from '../../http/scope'
import { localized } from '../content/localized'
import { chosenGroups, facetCounts, valueCount } from './facets'
import { type FilterQueryInput, fromFilterQuery, listCondition } from './filters'
import { type Counts, keptListOf } from './keptCounts'

const { brands, categories, designers, properties, propertyValues } = schema

const present = (counts: Map<number, number>) => [...counts.keys()]

/** Categories, property values, designers and brands of every product of the list, with their counts. */
export async function filterOptions(tx: Tx, scope: Scope, query: FilterQueryInput): Promise<FilterOptions> {
  const filter = fromFilterQuery(query)
  const { where } = await listCondition(tx, scope, filter)
  const list = { where, kept: await keptListOf(tx, scope, filter) }
  const counts = await facetCounts(tx, scope, list, await chosenGroups(tx, scope, query))
  const lang = scope.lang
  // One after another: a transaction's connection answers one query at a time anyway.
  const categoryIds = present(counts.categories)
  const categoryRows = categoryIds.length
    ? await tx.select().from(categories).where(inArray(categories.id, categoryIds)).orderBy(asc(categories.sort), asc(categories.id))
    : []
  const brandIds = present(counts.brands)
  const brandRows = brandIds.length ? await tx.select().from(brands).where(inArray(brands.id, brandIds)).orderBy(asc(brands.name)) : []
  const designerIds = present(counts.designers)
  const designerRows = designerIds.length
    ? await tx.select().from(designers).where(inArray(designers.id, designerIds)).orderBy(asc(designers.name))
    : []
  return {
    categoryBaseVOList: categoryRows.map((c) => ({
      categoryId: c.id,
      name: localized(c.names, lang),
      count: counts.categories.get(c.id)!,
    })),
    productPropertyListVos: await propertyGroups(tx, scope, counts),
    designerSaveReqVOList: designerRows.map((d) => ({ id: d.id, name: d.name, count: counts.designers.get(d.id)! })),
    productBrands: brandRows.map((b) => ({ id: b.id, name: b.name, count: counts.brands.get(b.id)! })),
  }
}

async function propertyGroups(tx: Tx, scope: Scope, counts: Counts): Promise<FilterOptions['productPropertyListVos']> {
  const valueIds = [...counts.values.keys()]
  if (!valueIds.length) return []
  const rows = await tx
    .select({
      valueId: propertyValues.id,
      valueNames: propertyValues.names,
      propertyId: properties.id,
      propertyNames: properties.names,
      limit: properties.limit,
    })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(and(eq(propertyValues.tenantId, scope.tenantId), inArray(propertyValues.id, valueIds)))
    .orderBy(asc(properties.sort), asc(properties.id), asc(propertyValues.sort), asc(propertyValues.id))
  const groups = new Map<number, FilterOptions['productPropertyListVos'][number]>()
  for (const r of rows) {
    const group = groups.get(r.propertyId) ?? {
      title: localized(r.propertyNames, scope.lang),
      propertyId: r.propertyId,
      limit: r.limit,
      productPropertyVoList: [],
    }
    const count = valueCount(counts, r.valueId, r.propertyId)
    group.productPropertyVoList.push({ valueId: r.valueId, valueName: localized(r.valueNames, scope.lang), count })
    groups.set(r.propertyId, group)
  }
  return [...groups.values()]
}
