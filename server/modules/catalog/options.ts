import { asc, eq } from 'drizzle-orm'
import type { FilterOptions } from '../../../contract/catalog'
import { schema, type Tx } from '../../db/client'
import type { Scope } from '../../http/scope'
import { remember } from '../../lib/memo'
import { localized } from '../content/public'
import { chosenGroups, facetCounts, valueCount } from './facets'
import { type FilterQueryInput, fromFilterQuery, listCondition } from './filters'
import { type Counts, keptListOf } from './keptCounts'

const { brands, categories, designers, properties, propertyValues } = schema

/** Categories, property values, designers and brands of every product of the list, with their counts. */
export async function filterOptions(tx: Tx, scope: Scope, query: FilterQueryInput): Promise<FilterOptions> {
  const filter = fromFilterQuery(query)
  const { where } = await listCondition(tx, scope, filter)
  const chosen = await chosenGroups(tx, scope, query)
  const onlyProperty = chosen.size === 1 && typeof [...chosen.keys()][0] === 'number'
  const soleValue = onlyProperty && query.attributelist?.length === 1 ? query.attributelist[0] : null
  const counts = await facetCounts(tx, scope, { where, kept: await keptListOf(tx, scope, filter), soleValue }, chosen)
  const names = await optionNames(tx, scope)
  const counted = <T extends { id: number }>(options: T[], of: Map<number, number>) =>
    options.filter((o) => of.has(o.id)).map((o) => ({ ...o, count: of.get(o.id)! }))
  return {
    categoryBaseVOList: counted(names.categories, counts.categories).map(({ id, ...c }) => ({ categoryId: id, ...c })),
    productPropertyListVos: propertyGroups(names.values, counts),
    designerSaveReqVOList: counted(names.designers, counts.designers),
    productBrands: counted(names.brands, counts.brands),
  }
}

type ValueName = { valueId: number; valueName: string; propertyId: number; title: string; limit: number | null }

/**
 * Every option's name in the scope's language, in the drawer's order: a filter drawer shows a
 * few of them, and asking for those few by id cost a query a group. Remembered a minute.
 */
const optionNames = (tx: Tx, { tenantId, lang }: Scope) =>
  remember(`option names\u0000${tenantId}\u0000${lang}`, async () => {
    const named = (r: { id: number; name: string }) => ({ id: r.id, name: r.name })
    const categoryRows = await tx
      .select()
      .from(categories)
      .where(eq(categories.tenantId, tenantId))
      .orderBy(asc(categories.sort), asc(categories.id))
    const brandRows = await tx.select().from(brands).where(eq(brands.tenantId, tenantId)).orderBy(asc(brands.name))
    const designerRows = await tx.select().from(designers).where(eq(designers.tenantId, tenantId)).orderBy(asc(designers.name))
    const valueRows = await tx
      .select({
        valueId: propertyValues.id,
        valueNames: propertyValues.names,
        propertyId: properties.id,
        propertyNames: properties.names,
        limit: properties.limit,
      })
      .from(propertyValues)
      .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
      .where(eq(propertyValues.tenantId, tenantId))
      .orderBy(asc(properties.sort), asc(properties.id), asc(propertyValues.sort), asc(propertyValues.id))
    return {
      categories: categoryRows.map((c) => ({ id: c.id, name: localized(c.names, lang) })),
      brands: brandRows.map(named),
      designers: designerRows.map(named),
      values: valueRows.map(
        (r): ValueName => ({
          valueId: r.valueId,
          valueName: localized(r.valueNames, lang),
          propertyId: r.propertyId,
          title: localized(r.propertyNames, lang),
          limit: r.limit,
        }),
      ),
    }
  })

function propertyGroups(values: ValueName[], counts: Counts): FilterOptions['productPropertyListVos'] {
  const groups = new Map<number, FilterOptions['productPropertyListVos'][number]>()
  for (const r of values.filter((v) => counts.values.has(v.valueId))) {
    const group = groups.get(r.propertyId) ?? { title: r.title, propertyId: r.propertyId, limit: r.limit, productPropertyVoList: [] }
    const count = valueCount(counts, r.valueId, r.propertyId)
    group.productPropertyVoList.push({ valueId: r.valueId, valueName: r.valueName, count })
    groups.set(r.propertyId, group)
  }
  return [...groups.values()]
}
