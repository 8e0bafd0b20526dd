import { type SellerColour, type SellerSku, sellerLimits as limits } from '../../contract/seller'

const key = (colourId: number, sizeId: number) => `${colourId}:${sizeId}`

/**
 * The SKU grid of colour x size (docs/behaviour.md#seller-center), colours in rows and sizes in
 * columns in the order chosen. A SKU whose colour and size both stay keeps its price, market price
 * and stock (and what was read of its stock); a new one starts at 0.
 */
export function skuGrid(colours: readonly SellerColour[], sizes: readonly number[], skus: readonly SellerSku[]): SellerSku[] {
  const kept = new Map(skus.map((sku) => [key(sku.colourId, sku.sizeId), sku]))
  return colours.flatMap(({ valueId: colourId }) =>
    sizes.map((sizeId) => kept.get(key(colourId, sizeId)) ?? { colourId, sizeId, price: 0, marketPrice: 0, stock: 0 }),
  )
}

/** A column of the grid the owner edits for every SKU at once. */
export type SkuColumn = 'price' | 'marketPrice' | 'stock'

/** One bulk edit: set every SKU's value, or add to it (a negative amount takes away). */
export type BulkEdit = { column: SkuColumn; set: number } | { column: SkuColumn; add: number }

const ceiling: Record<SkuColumn, number> = { price: limits.priceMax, marketPrice: limits.priceMax, stock: limits.stockMax }
const clamp = (value: number, column: SkuColumn) => Math.min(ceiling[column], Math.max(0, Math.round(value)))

/** Every SKU with the column set or moved, kept within 0 and the column's limit ("add 5 to every stock", "set every price"). */
export function bulkEdit(skus: readonly SellerSku[], edit: BulkEdit): SellerSku[] {
  return skus.map((sku) => ({ ...sku, [edit.column]: clamp('set' in edit ? edit.set : sku[edit.column] + edit.add, edit.column) }))
}

/** One cell of the grid changed. */
export function editSku(skus: readonly SellerSku[], at: { colourId: number; sizeId: number }, column: SkuColumn, value: number) {
  return skus.map((sku) => (sku.colourId === at.colourId && sku.sizeId === at.sizeId ? { ...sku, [column]: clamp(value, column) } : sku))
}

/** A colour's picture moved from one place to another (by drag, or by keyboard one step at a time); the first is the colour's main picture. */
export function movePicture(colours: readonly SellerColour[], colourId: number, from: number, to: number): SellerColour[] {
  return colours.map((colour) => {
    if (colour.valueId !== colourId || to < 0 || to >= colour.pictures.length || from === to) return colour
    const pictures = [...colour.pictures]
    const [moved] = pictures.splice(from, 1)
    pictures.splice(to, 0, moved)
    return { ...colour, pictures }
  })
}

/** A colour's picture taken out. */
export const removePicture = (colours: readonly SellerColour[], colourId: number, url: string): SellerColour[] =>
  colours.map((colour) => (colour.valueId === colourId ? { ...colour, pictures: colour.pictures.filter((p) => p !== url) } : colour))
