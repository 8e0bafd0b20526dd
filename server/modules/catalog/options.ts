import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FilterOptions } from '../../../contract/catalog'
import { schema, type Tx } from '../../db/client'
import { localized } from '../content/localized'
import { type FilterQueryInput, fromFilterQuery, listCondition } from './filters'
import type { Scope } from '../../http/scope'

const { spus, brands, categories, designers, properties, propertyValues } = schema

/**
 * Products read to find the options. Enough for every option of a real list; on a huge
 * result the rarest options may be left out, and the call stays fast.
 */
const sampleSize = 3000

interface Present {
  categories: number[]
  brands: number[]
  designers: number[]
  values: number[]
}

/** Categories, property values, designers and brands present in the list's products. */
export async function filterOptions(tx: Tx, scope: Scope, query: FilterQueryInput): Promise<FilterOptions> {
  const { where } = await listCondition(tx, scope, fromFilterQuery(query))
  const result = (await tx.execute(sql`
    with r as materialized (select ${spus.categoryId}, ${spus.brandId}, ${spus.designerId}, ${spus.valueIds} from ${spus} where ${where} limit ${sampleSize})
    select
      (select coalesce(array_agg(distinct category_id), '{}') from r) as categories,
      (select coalesce(array_agg(distinct brand_id), '{}') from r) as brands,
      (select coalesce(array_agg(distinct designer_id) filter (where designer_id is not null), '{}') from r) as designers,
      (select coalesce(array_agg(distinct v), '{}') from r, unnest(r.value_ids) as v) as values`)) as unknown as { rows: Present[] } // pglite and node-postgres both answer { rows }
  const present = result.rows[0]
  const lang = scope.lang
  // One after another: a transaction's connection answers one query at a time anyway.
  const categoryRows = present.categories.length
    ? await tx.select().from(categories).where(inArray(categories.id, present.categories)).orderBy(asc(categories.sort), asc(categories.id))
    : []
  const brandRows = present.brands.length
    ? await tx.select().from(brands).where(inArray(brands.id, present.brands)).orderBy(asc(brands.name))
    : []
  const designerRows = present.designers.length
    ? await tx.select().from(designers).where(inArray(designers.id, present.designers)).orderBy(asc(designers.name))
    : []
  const groups = await propertyGroups(tx, scope, present.values)
  return {
    categoryBaseVOList: categoryRows.map((c) => ({ categoryId: c.id, name: localized(c.names, lang) })),
    productPropertyListVos: groups,
    designerSaveReqVOList: designerRows.map((d) => ({ id: d.id, name: d.name })),
    productBrands: brandRows.map((b) => ({ id: b.id, name: b.name })),
  }
}

async function propertyGroups(tx: Tx, scope: Scope, valueIds: number[]): Promise<FilterOptions['productPropertyListVos']> {
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
    group.productPropertyVoList.push({ valueId: r.valueId, valueName: localized(r.valueNames, scope.lang) })
    groups.set(r.propertyId, group)
  }
  return [...groups.values()]
}
