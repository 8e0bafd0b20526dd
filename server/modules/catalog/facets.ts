import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import type { Scope } from '../../http/scope'
import { conditionKey, remember } from '../../lib/memo'
import { withDescendants } from './categories'
import { type FilterQueryInput, inOrNothing, valueConditions } from './filters'
import { facetAxis } from '../../db/schema/facetCounts'
import { type Counts, type KeptList, keptCounts } from './keptCounts'

const { spus } = schema

/** A group of the filter drawer: a column's options, or one property's values (by the property's id). */
export type Group = 'category' | 'brand' | 'designer' | number

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

/** The list the drawer counts: its condition, and its kept counts when facet_counts keeps them. */
export interface CountedList {
  where: SQL
  kept: KeptList | null
  /** The one property value chosen, when it is the drawer's only choice. */
  soleValue: number | null
}

/**
 * The counts of every option present among the list's products, each narrowed by the other
 * groups' choices (0: present, but not with those choices). A kept list's options and counts
 * without choices are summed from facet_counts; with choices, one pass over the products that
 * pass some group's other choices counts the rest. Any other list (a search) is one pass over
 * all its products. Remembered a minute like a list's total.
 */
export function facetCounts(tx: Tx, scope: Scope, list: CountedList, chosen: Map<Group, SQL>): Promise<Counts> {
  const key = and(list.where, ...chosen.values()) ?? list.where
  return remember(conditionKey(scope.tenantId, `facets ${[...chosen.keys()].join(',')}`, key), async () => {
    if (!list.kept) return scannedCounts(tx, list.where, chosen)
    const kept = await keptCounts(tx, scope, list.kept)
    if (!chosen.size) return kept
    return withKeptOptions(kept, await chosenCounts(tx, scope, { ...list, kept: list.kept }, chosen), chosen)
  })
}

/**
 * The counts of the products passing some group's other choices: kept too when the list is not
 * narrowed (every product, a population, new-in, sale) and its only choice is one value; else a
 * pass over those products. With one group chosen, its own counts are the list's (withKeptOptions).
 */
function chosenCounts(tx: Tx, scope: Scope, list: CountedList & { kept: KeptList }, chosen: Map<Group, SQL>) {
  if (list.soleValue && list.kept.axis === facetAxis.all)
    return keptCounts(tx, scope, { ...list.kept, axis: facetAxis.value, listIds: [list.soleValue] })
  const passing = chosen.size === 1 ? otherThan(chosen, null) : or(...[...chosen.keys()].map((g) => otherThan(chosen, g)))!
  return scannedCounts(tx, and(list.where, passing)!, chosen)
}

const scannedCounts = async (tx: Tx, where: SQL, chosen: Map<Group, SQL>): Promise<Counts> => ({
  ...(await columnCounts(tx, where, chosen)),
  values: await valueCounts(
    tx,
    where,
    chosen,
    [...chosen.keys()].filter((g): g is number => typeof g === 'number'),
  ),
})

/** The kept options, counted by the scan (0 when it met none), but the only chosen group's by the kept counts. */
function withKeptOptions(kept: Counts, scanned: Counts, chosen: Map<Group, SQL>): Counts {
  const only = chosen.size === 1 ? [...chosen.keys()][0] : null
  const column = (group: Group, keptCounts: Map<number, number>, scannedCounts: Map<number, number>) =>
    new Map([...keptCounts].map(([id, n]) => [id, group === only ? n : (scannedCounts.get(id) ?? 0)]))
  const chosenProperties = [...chosen.keys()].filter((g): g is number => typeof g === 'number')
  return {
    categories: column('category', kept.categories, scanned.categories),
    brands: column('brand', kept.brands, scanned.brands),
    designers: column('designer', kept.designers, scanned.designers),
    values: new Map(
      [...kept.values].map(([id, { all }]) => {
        const seen = scanned.values.get(id)
        const ofProperty = new Map(chosenProperties.map((p) => [p, p === only ? all : (seen?.ofProperty.get(p) ?? 0)]))
        return [id, { all: seen?.all ?? 0, ofProperty }]
      }),
    ),
  }
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
