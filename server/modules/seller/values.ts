import { and, asc, eq, isNull, or, type SQLWrapper, sql } from 'drizzle-orm'
import type { Language } from '../../../contract/locale'
import type { SellerOptions } from '../../../contract/seller'
import { schema, type Tx } from '../../db/client'
import { localized } from '../content/public'
import type { OwnShop } from './owner'

/**
 * What a product is made of, as the tenant defines it: colours are the property values with a
 * swatch; sizes the values of the property without swatches that a filter may hold several of
 * (`limit` null); every other value (material...) is an "other" value.
 */

const { properties, propertyValues, brands } = schema

export interface ValueKinds {
  colours: Set<number>
  sizes: Set<number>
  others: Set<number>
}

type Kind = keyof ValueKinds

/**
 * Each value's kind, the rule above in one expression of the value's row (a property is a colour
 * one when any of its values has a swatch), so that it holds for a few values as for all.
 */
const kindOf = sql<Kind>`case
  when exists (select 1 from ${propertyValues} o where o.tenant_id = ${propertyValues.tenantId}
    and o.property_id = ${propertyValues.propertyId} and o.swatch <> '') then 'colours'
  when ${properties.limit} is null then 'sizes' else 'others' end`

async function valueRows(tx: Tx, tenantId: number) {
  return tx
    .select({
      id: propertyValues.id,
      names: propertyValues.names,
      swatch: propertyValues.swatch,
      propertyNames: properties.names,
      kind: kindOf,
    })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(eq(propertyValues.tenantId, tenantId))
    .orderBy(asc(properties.sort), asc(propertyValues.sort), asc(propertyValues.id))
}

type ValueRow = Awaited<ReturnType<typeof valueRows>>[number]

/**
 * The tenant's value ids by kind, as one row of three arrays (not a row per value): all of them, or
 * only those of `ids` (what one product names) that are the tenant's. A subquery, for a statement
 * that asks more; read its row with kindsOf. `offset 0` keeps the inner select a subquery of its
 * own: pulled up, each of the three filters would evaluate the kind (a scan of the values) again.
 */
export function valueKindsQuery(tenantId: number | SQLWrapper, ids?: SQLWrapper) {
  const some = ids ? sql` and ${propertyValues.id} = any(${ids})` : sql``
  return sql`select coalesce(array_agg(id) filter (where kind = 'colours'), '{}') as colours,
      coalesce(array_agg(id) filter (where kind = 'sizes'), '{}') as sizes,
      coalesce(array_agg(id) filter (where kind = 'others'), '{}') as others
    from (
      select ${propertyValues.id} as id, ${kindOf} as kind
      from ${propertyValues} join ${properties} on ${properties.id} = ${propertyValues.propertyId}
      where ${propertyValues.tenantId} = ${tenantId}${some}
      offset 0
    ) k`
}

export const kindsOf = (row: Record<Kind, number[]>): ValueKinds => ({
  colours: new Set(row.colours),
  sizes: new Set(row.sizes),
  others: new Set(row.others),
})

/** The tenant's value ids by kind (of `ids` only, when given). */
export async function valueKinds(tx: Tx, tenantId: number, ids?: readonly number[]): Promise<ValueKinds> {
  const result = await tx.execute(valueKindsQuery(tenantId, ids && sql`${sql.param([...ids])}::int[]`))
  return kindsOf((result as unknown as { rows: Record<Kind, number[]>[] }).rows[0])
}

/** Brands the shop may sell under: those shared by shops, and its own. */
export const shopBrands = (shop: { tenantId: number | SQLWrapper; id: number | SQLWrapper }) =>
  and(eq(brands.tenantId, shop.tenantId), or(isNull(brands.shopId), eq(brands.shopId, shop.id)))

export async function productOptions(tx: Tx, shop: OwnShop, lang: Language): Promise<SellerOptions> {
  const rows = await valueRows(tx, shop.tenantId)
  const named = (r: ValueRow) => ({ id: r.id, name: localized(r.names, lang) })
  const brandRows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(shopBrands(shop))
    .orderBy(asc(brands.sort), asc(brands.id))
  return {
    colours: rows.filter((r) => r.kind === 'colours').map((r) => ({ ...named(r), swatch: r.swatch ?? '' })),
    sizes: rows.filter((r) => r.kind === 'sizes').map(named),
    others: rows.filter((r) => r.kind === 'others').map((r) => ({ ...named(r), propertyName: localized(r.propertyNames, lang) })),
    brands: brandRows,
  }
}
