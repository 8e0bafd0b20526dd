import { and, asc, eq, sql } from 'drizzle-orm'
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
  return valueLists.map((list) => {
    const chosen = rows.filter((r) => list.includes(r.valueId))
    return named
      ? chosen.map((r) => `${localized(r.property, lang)}: ${localized(r.value, lang)}`).join('; ')
      : chosen.map((r) => localized(r.value, lang)).join(', ')
  })
}
