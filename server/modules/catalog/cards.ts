import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { cardColours, newInDays, type ProductCard } from '../../../contract/catalog'
import { productStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { localized } from '../content/public'
import { settingDays } from '../settings/public'
import type { Scope } from '../../http/scope'

const { spus, brands, productFavourites, propertyValues } = schema

/** 1 when the scope's user has the product in favourites; always 0 for guests. */
export const collectFlag = (userId: number | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${productFavourites} f where f.user_id = ${userId} and f.spu_id = ${qualified(spus.id)})`

interface ColourRow {
  valueId: number
  names: Record<string, string>
  swatch: string
  picUrl: string | null
}

/** The product's colours (its values with a swatch) in its own order, each with its first picture in that colour. */
const colours = sql<ColourRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('valueId', v.id, 'names', v.names, 'swatch', v.swatch,
    'picUrl', ${qualified(spus.colourImages)} -> (v.id::text) ->> 0) order by array_position(${qualified(spus.valueIds)}, v.id)), '[]'::jsonb)
  from ${propertyValues} v where v.id = any(${qualified(spus.valueIds)}) and v.swatch is not null)`

/** The tenant's new-in window in days (NEW_IN_SETTING, newInDays when unset), for the tenant the transaction serves. */
const newInWindow = settingDays('NEW_IN_SETTING', newInDays, sql`nullif(current_setting('app.tenant_id', true), '')::int`)

/** Marked new and listed within the tenant's new-in window: the card's mark and the new-in lists. */
export const newIn = sql<boolean>`(${spus.newFlag} and ${spus.listedAt} > now() - make_interval(days => ${newInWindow}))`

/** The columns of a product card; select from spus joined with brands. */
export const cardColumns = (userId: number | null) => ({
  id: spus.id,
  shopId: spus.shopId,
  names: spus.names,
  brandId: spus.brandId,
  brandName: brands.name,
  images: spus.images,
  price: spus.price,
  marketPrice: spus.marketPrice,
  newFlag: newIn,
  discountFlag: spus.discountFlag,
  collected: collectFlag(userId),
  colours,
})

export type CardRow = {
  id: number
  shopId: number
  names: Record<string, string>
  brandId: number
  brandName: string
  images: string[]
  price: number
  marketPrice: number
  newFlag: boolean
  discountFlag: boolean
  collected: boolean
  colours: ColourRow[]
}

export function toCard(row: CardRow, scope: Scope): ProductCard {
  return {
    productId: row.id,
    shopId: row.shopId,
    producctName: localized(row.names, scope.lang),
    brandName: row.brandName,
    brandId: row.brandId,
    imglist: row.images,
    marketPrice: scope.money(row.marketPrice),
    price: scope.money(row.price),
    collectflag: row.collected ? 1 : 0,
    newFlag: row.newFlag,
    discountFlag: row.discountFlag,
    colours: row.colours.slice(0, cardColours).map((c) => ({
      valueId: c.valueId,
      name: localized(c.names, scope.lang),
      swatch: c.swatch,
      picUrl: c.picUrl ?? row.images[0] ?? '',
    })),
    colourCount: row.colours.length,
  }
}

/** On-sale product cards matching `where`, in the given order. */
export function selectCards(tx: Tx, scope: Scope, where: SQL | undefined) {
  return tx.select(cardColumns(scope.userId)).from(spus).innerJoin(brands, eq(brands.id, spus.brandId)).where(where)
}

/** Cards for these ids, in the order asked; unknown or hidden ids are left out. */
export async function cardsByIds(tx: Tx, scope: Scope, ids: number[]): Promise<ProductCard[]> {
  if (!ids.length) return []
  const rows = await selectCards(tx, scope, and(inArray(spus.id, ids), onSale(scope)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toCard(row, scope)] : []
  })
}

/** Products shoppers may see; the tenant is explicit so that the (tenant_id, ...) indexes serve. */
export const onSale = (scope: Scope) => and(eq(spus.tenantId, scope.tenantId), eq(spus.status, productStatus.onSale))
