import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import type { Scope } from '../../http/scope'
import { localized } from '../content/public'

const { properties, propertyValues } = schema

/** The values `ids` of the tenant (placeholders) with their properties' names, in the properties' order. */
const valueRows = prebuilt((qb: QueryBuilder) =>
  qb
    .select({ valueId: propertyValues.id, value: propertyValues.names, property: properties.names })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(and(eq(propertyValues.tenantId, sql.placeholder('tenantId')), sql`${propertyValues.id} = any(${sql.placeholder('ids')}::int[])`))
    .orderBy(asc(properties.sort), asc(properties.id), asc(propertyValues.sort), asc(propertyValues.id)),
)

/**
 * Lists of property value ids as text in the request's language, in the properties' order: a
 * SKU's choice with its properties ("Colour: Black; Size: M", `named`), or a product's values
 * ("Red, Blue, S, M"). One query for every list.
 */
export async function valueTexts(
  tx: Tx,
  { tenantId, lang }: Pick<Scope, 'tenantId' | 'lang'>,
  valueLists: readonly (readonly number[])[],
  named: boolean,
): Promise<string[]> {
  const ids = [...new Set(valueLists.flat())]
  const rows = ids.length ? await valueRows(tx, { tenantId, ids }) : []
  return valueLists.map((list) =>
    valueText(
      rows.filter((r) => list.includes(r.valueId)),
      named,
      lang,
    ),
  )
}

type Names = Record<string, string>

/** Values (in the properties' order) as text: "Colour: Black; Size: M" when `named`, else "Black, M". */
export function valueText(chosen: readonly { property: Names; value: Names }[], named: boolean, lang: Scope['lang']): string {
  return named
    ? chosen.map((r) => `${localized(r.property, lang)}: ${localized(r.value, lang)}`).join('; ')
    : chosen.map((r) => localized(r.value, lang)).join(', ')
}

/**
 * The values of `valueIds` (a column of int[]) with their properties' names, in the properties'
 * order, as one JSON column of a row (for valueText): a statement that reads rows with values
 * carries their names, with no statement more.
 */
export const valueNamesOf = (valueIds: SQLWrapper) =>
  sql<
    { property: Names; value: Names }[]
  >`(select coalesce(jsonb_agg(jsonb_build_object('property', ${properties.names}, 'value', ${propertyValues.names})
      order by ${properties.sort}, ${properties.id}, ${propertyValues.sort}, ${propertyValues.id}), '[]'::jsonb)
    from ${propertyValues} join ${properties} on ${properties.id} = ${propertyValues.propertyId}
    where ${propertyValues.id} = any(${valueIds}))`
