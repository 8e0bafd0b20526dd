import { and, asc, eq, sql } from 'drizzle-orm'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import { skuPicture } from '../../../contract/catalog'
import { productStatus, shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import type { MemberScope } from '../../http/scope'
import { valueNamesOf, valueText } from '../catalog/public'
import { localized } from '../content/public'
import { onHolidayNow } from '../shop/public'

const { skus, spus, shops, brands } = schema

type Reader = Pick<MemberScope, 'tenantId' | 'lang'>

/** The SKUs `skuIds` of the tenant (placeholders) with their product, brand, shop and values' names, in SKU order. */
const factRows = prebuilt((qb: QueryBuilder) =>
  qb
    .select({
      skuId: skus.id,
      price: skus.price,
      stock: skus.stock,
      valueIds: skus.valueIds,
      spuId: spus.id,
      names: spus.names,
      images: spus.images,
      colourImages: spus.colourImages,
      spuStatus: spus.status,
      brandName: brands.name,
      shopId: shops.id,
      shopName: shops.shopname,
      freight: shops.freight,
      freeShippingFrom: shops.freeShippingFrom,
      onHoliday: onHolidayNow,
      holidayTo: shops.holidayTo,
      shopStatus: shops.status,
      ownerUserId: shops.ownerUserId,
      valueNames: valueNamesOf(skus.valueIds),
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .where(and(eq(skus.tenantId, sql.placeholder('tenantId')), sql`${skus.id} = any(${sql.placeholder('skuIds')}::int[])`))
    .orderBy(asc(skus.id)),
)

/**
 * What the bag shows and a checkout copies of each SKU, in SKU order: its price (USD cents) and
 * stock, its product's name, brand and its colour's picture, its values ("Colour: Black; Size: M"), its shop
 * (name, freight and free-shipping threshold, who runs it, the day it reopens while on holiday), and
 * whether it is on sale (product on sale, shop open and not on holiday).
 */
export async function skuFacts(tx: Tx, scope: Reader, skuIds: readonly number[]) {
  const rows = skuIds.length ? await factRows(tx, { tenantId: scope.tenantId, skuIds: [...new Set(skuIds)] }) : []
  return rows.map(
    ({ names, images, colourImages, spuStatus, shopStatus: shopState, valueIds, valueNames, onHoliday, holidayTo, ...r }) => ({
      ...r,
      name: localized(names, scope.lang),
      picUrl: skuPicture(images, colourImages, valueIds),
      properties: valueText(valueNames, true, scope.lang),
      /** The day the shop reopens while it is on holiday, else null. */
      reopens: onHoliday ? holidayTo : null,
      onSale: spuStatus === productStatus.onSale && shopState === shopStatus.open && !onHoliday,
    }),
  )
}

export type SkuFacts = Awaited<ReturnType<typeof skuFacts>>[number]
