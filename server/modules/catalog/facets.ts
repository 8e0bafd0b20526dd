import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import type { Scope } from '../../http/scope'
import { conditionKey, remember } from '../../lib/memo'
import { withDescendants } from './categories'
import { type FilterQueryInput, inOrNothing, valueConditions } from './filters'

const { spus } = schema

/** A group of the filter drawer: a column's options, or one property's values (by the property's id). */
export type Group = 'category' | 'brand' | 'designer' | number

/** How many products of the list each option would show. */
export interface Counts {
  categories: Map<number, number>
  brands: Map<number, number>
  designers: Map<number, number>
  /** By value id; a value's count depends on whether its property has a choice (`ofProperty`). */
  values: Map<number, { all: number; ofProperty: Map<number, number> }>
}

/** The drawer's applied choices, one condition per group. */
export async function chosenGroups(tx: Tx, scope: Scope, q: FilterQueryInput): Promise<Map<Group, SQL>> {
  const chosen = new Map<Group, SQL>()
  if (q.categoryId) chosen.set('category', inOrNothing(spus.categoryId, await withDescendants(tx, scope.tenantId, [q.categoryId])))
  if (q.brandIds?.length) chosen.set('brand', inArray(spus.brandId, q.brandIds))
  if (q.desno) chosen.set('designer', eq(spus.designerId, q.desno))
  if (q.attributelist?.length)
    for (const [propertyId, c] of await valueConditions(tx, scope.tenantId, q.attributelist)) chosen.set(propertyId, c)
  return chosen
}

/** Every choice but the group's own: a group's values are alternatives, so its counts ignore its own choice. */
const otherThan = (chosen: Map<Group, SQL>, group: Group | null): SQL =>
  and(...[...chosen].filter(([g]) => g !== group).map(([, c]) => c)) ?? sql`true`

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows // PGlite and node-postgres both answer { rows }

/**
 * The counts of every option present among the list's products (`where`), each narrowed by the
 * other groups' choices (0: present, but not with those choices). One pass over the list for the
 * columns (grouping sets) and one over its value ids; remembered a minute like a list's total.
 */
export function facetCounts(tx: Tx, scope: Scope, where: SQL, chosen: Map<Group, SQL>): Promise<Counts> {
  const properties = [...chosen.keys()].filter((g): g is number => typeof g === 'number')
  const key = and(where, ...chosen.values()) ?? where
  return remember(conditionKey(scope.tenantId, `facets ${[...chosen.keys()].join(',')}`, key), async () => ({
    ...(await columnCounts(tx, where, chosen)),
    values: await valueCounts(tx, where, chosen, properties),
  }))
}

async function columnCounts(tx: Tx, where: SQL, chosen: Map<Group, SQL>) {
  const rows = await rowsOf<{ category: number | null; brand: number | null; designer: number | null; kind: number; n: number }>(
    tx.execute(sql`
      select category_id as category, brand_id as brand, designer_id as designer, grouping(category_id, brand_id) as kind,
        (case grouping(category_id, brand_id)
          when 1 then count(*) filter (where ${otherThan(chosen, 'category')})
          when 2 then count(*) filter (where ${otherThan(chosen, 'brand')})
          else count(*) filter (where ${otherThan(chosen, 'designer')}) end)::int as n
      from ${spus} where ${where}
      group by grouping sets ((category_id), (brand_id), (designer_id))`),
  )
  const counts = { categories: new Map<number, number>(), brands: new Map<number, number>(), designers: new Map<number, number>() }
  for (const r of rows) {
    // grouping(category_id, brand_id): 1 when grouped by category (brand aggregated), 2 by brand, 3 by designer.
    if (r.kind === 1 && r.category !== null) counts.categories.set(r.category, r.n)
    else if (r.kind === 2 && r.brand !== null) counts.brands.set(r.brand, r.n)
    else if (r.kind === 3 && r.designer !== null) counts.designers.set(r.designer, r.n)
  }
  return counts
}

/** Value ids unnested in the select list (a ProjectSet): several times cheaper than a lateral unnest per row. */
async function valueCounts(tx: Tx, where: SQL, chosen: Map<Group, SQL>, properties: number[]) {
  const flags = properties.map((p, i) => sql`, (${otherThan(chosen, p)}) as ${sql.identifier(`f${i}`)}`)
  const counts = properties.map((_, i) => sql`, (count(*) filter (where ${sql.identifier(`f${i}`)}))::int as ${sql.identifier(`n${i}`)}`)
  const rows = await rowsOf<Record<string, number>>(
    tx.execute(sql`
      select value_id, (count(*) filter (where f))::int as n${sql.join(counts)}
      from (select unnest(${spus.valueIds}) as value_id, (${otherThan(chosen, null)}) as f${sql.join(flags)} from ${spus} where ${where}) s
      group by value_id`),
  )
  return new Map(rows.map((r) => [r.value_id, { all: r.n, ofProperty: new Map(properties.map((p, i) => [p, r[`n${i}`]])) }]))
}

/** A value's count: of the list with every choice but its own property's. */
export const valueCount = (counts: Counts, valueId: number, propertyId: number) => {
  const c = counts.values.get(valueId)
  return c ? (c.ofProperty.get(propertyId) ?? c.all) : 0
}
