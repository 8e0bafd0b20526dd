import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { SellerProduct, SellerSku } from '../../../contract/seller'
import { schema, type Tx } from '../../db/client'
import { type ProductRow, skusOf } from './owner'
import { cellsOf, keyOfSku, storedTexts } from './product'

/**
 * Writing a product's content into its row and SKUs, under the lock lockProduct took, and its
 * summary columns (price and market price of the cheapest SKU, total stock, value ids, pictures)
 * kept in step in the same transaction.
 *
 * Stock is relative (docs/behaviour.md#seller-center): an existing SKU's stock moves by
 * `stock - stockRead`, never below 0, so pieces sold since the owner read it stay sold; a new SKU
 * starts at `stock`. A SKU that left the grid is deleted, or, when an order names it, kept at 0.
 */

const { spus, skus, orderItems } = schema

/** How existing SKUs' stock moves: by the owner's delta (a save), or not at all (a change approved later: its stock moved when saved). */
export type StockMode = 'delta' | 'keep'

const delta = (s: SellerSku, mode: StockMode) => (mode === 'delta' && s.stockRead !== undefined ? s.stock - s.stockRead : 0)

async function moveStock(tx: Tx, id: number, by: number) {
  if (by !== 0)
    await tx
      .update(skus)
      .set({ stock: sql`greatest(${skus.stock} + ${by}, 0)` })
      .where(eq(skus.id, id))
}

async function writeSkus(tx: Tx, row: ProductRow, p: SellerProduct, colourIds: ReadonlySet<number>, mode: StockMode) {
  const existing = new Map(cellsOf(await skusOf(tx, row), colourIds).map((c) => [keyOfSku(c), c]))
  for (const s of p.skus) {
    const cell = existing.get(keyOfSku(s))
    existing.delete(keyOfSku(s))
    const prices = { price: s.price, marketPrice: Math.max(s.marketPrice, s.price) }
    if (!cell) {
      await tx.insert(skus).values({ tenantId: row.tenantId, spuId: row.id, ...prices, stock: s.stock, valueIds: [s.colourId, s.sizeId] })
      continue
    }
    await tx.update(skus).set(prices).where(eq(skus.id, cell.id))
    await moveStock(tx, cell.id, delta(s, mode))
  }
  const gone = [...existing.values()].map((c) => c.id)
  if (gone.length === 0) return
  const ordered = tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.skuId, skus.id))
  await tx.delete(skus).where(and(inArray(skus.id, gone), notExists(ordered)))
  await tx.update(skus).set({ stock: 0 }).where(inArray(skus.id, gone))
}

/** The summary columns from the SKUs as they now are (locked by the caller). */
export async function refreshSummary(tx: Tx, row: ProductRow) {
  const rows = await skusOf(tx, row)
  const cheapest = rows.reduce<(typeof rows)[number] | undefined>((low, s) => (!low || s.price < low.price ? s : low), undefined)
  await tx
    .update(spus)
    .set({ price: cheapest?.price ?? 0, marketPrice: cheapest?.marketPrice ?? 0, stock: rows.reduce((sum, s) => sum + s.stock, 0) })
    .where(eq(spus.id, row.id))
}

/** The product's content written into its row and SKUs. */
export async function writeContent(tx: Tx, row: ProductRow, p: SellerProduct, colourIds: ReadonlySet<number>, mode: StockMode) {
  await writeSkus(tx, row, p, colourIds, mode)
  const colourImages = Object.fromEntries(p.colours.map((c) => [String(c.valueId), c.pictures]))
  await tx
    .update(spus)
    .set({
      sex: p.sex,
      categoryId: p.categoryId,
      brandId: p.brandId,
      designerId: p.designerId,
      names: storedTexts(p.names),
      description: storedTexts(p.descriptions),
      colourImages,
      images: [...new Set(p.colours.flatMap((c) => c.pictures))],
      valueIds: [...new Set([...p.colours.map((c) => c.valueId), ...p.sizes, ...p.otherValueIds])],
    })
    .where(eq(spus.id, row.id))
  await refreshSummary(tx, row)
}

/** A change waiting for review moves only the stock of the SKUs already on sale, at once. */
export async function writeStock(tx: Tx, row: ProductRow, p: SellerProduct, colourIds: ReadonlySet<number>) {
  const existing = new Map(cellsOf(await skusOf(tx, row), colourIds).map((c) => [keyOfSku(c), c]))
  for (const s of p.skus) {
    const cell = existing.get(keyOfSku(s))
    if (cell) await moveStock(tx, cell.id, delta(s, 'delta'))
  }
  await refreshSummary(tx, row)
}
