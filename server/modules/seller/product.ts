import { ListingStatus, type ListingStatusValue } from '../../../contract/lifecycles'
import { languages } from '../../../contract/locale'
import type { SellerProduct } from '../../../contract/seller'
import type { schema } from '../../db/client'
import type { ProductRow } from './owner'
import type { ValueKinds } from './values'

/** A product between its rows and the editor's shape (contract/schemas/seller.ts sellerProduct). */

type SkuRow = typeof schema.skus.$inferSelect
type Texts = SellerProduct['names']

/** Stored texts: the languages given, trimmed, empty ones left out (the storefront falls back to English). */
export function storedTexts(texts: Texts): Record<string, string> {
  return Object.fromEntries(languages.map((l) => [l, (texts[l] ?? '').trim()]).filter(([l, v]) => l === 'en' || v))
}

const textsOf = (stored: Record<string, string>): Texts => ({
  en: stored.en ?? '',
  ...Object.fromEntries(languages.filter((l) => l !== 'en' && stored[l]).map((l) => [l, stored[l]])),
})

/** The colour of a SKU's values is the one with pictures or listed as a colour; its size the other. */
const skuKey = (colourId: number, sizeId: number) => `${colourId}:${sizeId}`
export const keyOfSku = (s: { colourId: number; sizeId: number }) => skuKey(s.colourId, s.sizeId)

/** Stored SKUs as grid cells: `[colour, size]` value ids; stock as it is now, read back as stockRead. */
export function cellsOf(rows: readonly SkuRow[], colourIds: ReadonlySet<number>) {
  return rows.map((row) => {
    const colourId = row.valueIds.find((v) => colourIds.has(v)) ?? row.valueIds[0]
    const sizeId = row.valueIds.find((v) => v !== colourId) ?? colourId
    return { id: row.id, colourId, sizeId, price: row.price, marketPrice: row.marketPrice, stock: row.stock, stockRead: row.stock }
  })
}

/** The value ids a product's rows name: what sellerProductOf needs classified. */
export const storedValueIds = (row: Pick<ProductRow, 'valueIds'>, skuRows: readonly Pick<SkuRow, 'valueIds'>[]) => [
  ...new Set([...row.valueIds, ...skuRows.flatMap((s) => s.valueIds)]),
]

/** The value ids the editor's product names. */
export const valueIdsOf = (p: SellerProduct) => [...p.colours.map((c) => c.valueId), ...p.sizes, ...p.otherValueIds]

/**
 * The product as the editor holds it: its waiting change when one exists (with the stock as it is
 * now), else its row. `kinds`: the tenant's colours and sizes, to tell them apart.
 */
export function sellerProductOf(row: ProductRow, skuRows: readonly SkuRow[], kinds: ValueKinds): SellerProduct {
  const state = {
    listing: row.listing as ListingStatusValue,
    rejectReason: row.rejectReason,
    changeInReview: row.listing === ListingStatus.changeReview,
  }
  const cells = cellsOf(skuRows, kinds.colours)
  if (row.revision) {
    const now = new Map(cells.map((c) => [keyOfSku(c), c.stock]))
    const skus = row.revision.skus.map((s) => {
      const stock = now.get(keyOfSku(s))
      return stock === undefined ? { ...s, stockRead: undefined } : { ...s, stock, stockRead: stock }
    })
    return { ...row.revision, id: row.id, skus: skus.map(withoutUndefined), ...state }
  }
  // value_ids keeps the owner's order (jsonb keys do not): colours, then sizes, then the rest.
  const colourOrder = [...new Set([...row.valueIds.filter((v) => kinds.colours.has(v)), ...cells.map((c) => c.colourId)])]
  const colours = colourOrder.map((valueId) => ({ valueId, pictures: row.colourImages[String(valueId)] ?? [] }))
  const sizes = [...new Set([...row.valueIds.filter((v) => kinds.sizes.has(v)), ...cells.map((c) => c.sizeId)])]
  const inGrid = new Set([...colourOrder, ...sizes])
  return {
    id: row.id,
    sex: row.sex as 1 | 2 | 3,
    categoryId: row.categoryId,
    brandId: row.brandId,
    designerId: row.designerId,
    names: textsOf(row.names),
    descriptions: textsOf(row.description),
    colours,
    sizes,
    otherValueIds: row.valueIds.filter((v) => !inGrid.has(v)),
    skus: cells.map(({ id: _id, ...cell }) => cell),
    ...state,
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** What a revision keeps: the product without its id and the read-only listing fields. */
export function revisionOf(p: SellerProduct): SellerProduct {
  const { id: _id, listing: _l, rejectReason: _r, changeInReview: _c, ...content } = p
  return content
}
