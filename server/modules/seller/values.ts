import { and, asc, eq, isNull, or } from 'drizzle-orm'
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

async function valueRows(tx: Tx, tenantId: number) {
  return tx
    .select({
      id: propertyValues.id,
      names: propertyValues.names,
      swatch: propertyValues.swatch,
      propertyId: propertyValues.propertyId,
      propertyNames: properties.names,
      limit: properties.limit,
    })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(eq(propertyValues.tenantId, tenantId))
    .orderBy(asc(properties.sort), asc(propertyValues.sort), asc(propertyValues.id))
}

type ValueRow = Awaited<ReturnType<typeof valueRows>>[number]
type KindRow = Pick<ValueRow, 'id' | 'swatch' | 'propertyId' | 'limit'>

function kindsOf<R extends KindRow>(rows: readonly R[]) {
  const colourProperties = new Set(rows.filter((r) => r.swatch).map((r) => r.propertyId))
  const kind = (r: R) => (colourProperties.has(r.propertyId) ? 'colours' : r.limit === null ? 'sizes' : 'others')
  return rows.map((r) => ({ ...r, kind: kind(r) }) as const)
}

/** The tenant's value ids by kind (each save checks its grid against them): the columns that tell kinds apart, no names, no order. */
export async function valueKinds(tx: Tx, tenantId: number): Promise<ValueKinds> {
  const rows = await tx
    .select({ id: propertyValues.id, swatch: propertyValues.swatch, propertyId: propertyValues.propertyId, limit: properties.limit })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(eq(propertyValues.tenantId, tenantId))
  const kinds: ValueKinds = { colours: new Set(), sizes: new Set(), others: new Set() }
  for (const r of kindsOf(rows)) kinds[r.kind].add(r.id)
  return kinds
}

/** Brands the shop may sell under: those shared by shops, and its own. */
export const shopBrands = (shop: OwnShop) => and(eq(brands.tenantId, shop.tenantId), or(isNull(brands.shopId), eq(brands.shopId, shop.id)))

export async function productOptions(tx: Tx, shop: OwnShop, lang: Language): Promise<SellerOptions> {
  const rows = kindsOf(await valueRows(tx, shop.tenantId))
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
