import { eq, type SQLWrapper, sql } from 'drizzle-orm'
import type { SellerProduct, SellerSku } from '../../../contract/seller'
import { schema, type Tx } from '../../db/client'
import { columnsOf, prebuiltWrite, shapeOf } from '../../db/prebuilt'
import { type ProductRow, type SkuRow, skusOf } from './owner'
import { cellsOf, keyOfSku, storedTexts, valueIdsOf } from './product'

/**
 * Writing a product's content into its row and SKUs, under the lock lockProduct took, and its
 * summary columns (price and market price of the cheapest SKU, value ids, pictures) and its total
 * stock (spu_stocks) kept in step: the SKUs, the product's stock and its row in one statement
 * (every write of `spus` updates its indexes and runs its triggers, so it is written once). A
 * change waiting for review moves only stock, and its caller writes the row.
 *
 * Stock is relative (docs/behaviour.md#seller-center): an existing SKU's stock moves by
 * `stock - stockRead`, never below 0, so pieces sold since the owner read it stay sold; a new SKU
 * starts at `stock`. A SKU that left the grid is deleted, or, when an order names it, kept at 0.
 */

const { spus, skus, spuStocks, orderItems } = schema

type SpuSet = Partial<typeof spus.$inferInsert>
type NewProduct = Pick<typeof spus.$inferInsert, 'tenantId' | 'shopId' | 'listing'>

/** How existing SKUs' stock moves: by the owner's delta (a save), or not at all (a change approved later: its stock moved when saved). */
export type StockMode = 'delta' | 'keep'

const delta = (s: SellerSku, mode: StockMode) => (mode === 'delta' && s.stockRead !== undefined ? s.stock - s.stockRead : 0)

const pricesOf = (s: SellerSku) => ({ price: s.price, marketPrice: Math.max(s.marketPrice, s.price) })

/** Existing SKUs, each moved `by` its delta at its new prices; new cells; ids of SKUs that left the grid. */
interface SkuWrites {
  changed: { id: number; price: number; marketPrice: number; by: number }[]
  added: (SellerSku & { marketPrice: number })[]
  gone: number[]
}

/** The product's summary columns from its SKUs as they now are, in id order: the cheapest SKU's prices. */
function summaryOf(rows: readonly Pick<SkuRow, 'price' | 'marketPrice'>[]) {
  const cheapest = rows.reduce<(typeof rows)[number] | undefined>((low, s) => (!low || s.price < low.price ? s : low), undefined)
  return { price: cheapest?.price ?? 0, marketPrice: cheapest?.marketPrice ?? 0 }
}

/** An int[] placeholder of a save's statements (skuValues fills them). */
const ints = (name: string) => sql`${sql.placeholder(name)}::int[]`

/** New SKUs (the `added` arrays) of the product `spuId` (a placeholder, or the id a sibling statement inserts), in the grid's order: one insert, answering them. */
const insertSkus = (spuId: SQLWrapper) => sql`
  insert into ${skus} (tenant_id, spu_id, price, market_price, stock, value_ids)
  select ${sql.placeholder('skuTenantId')}::int, ${spuId}::int, a.price, a.market_price, a.stock, array[a.colour_id, a.size_id]
  from unnest(${ints('addedColour')}, ${ints('addedSize')}, ${ints('addedPrice')}, ${ints('addedMarket')}, ${ints('addedStock')})
    with ordinality as a(colour_id, size_id, price, market_price, stock, n)
  order by a.n
  returning id, price, market_price, stock`

const addedValues = (tenantId: number, added: SkuWrites['added']) => ({
  skuTenantId: tenantId,
  addedColour: added.map((a) => a.colourId),
  addedSize: added.map((a) => a.sizeId),
  addedPrice: added.map((a) => a.price),
  addedMarket: added.map((a) => a.marketPrice),
  addedStock: added.map((a) => a.stock),
})

/**
 * Every SKU write of a save as the CTEs of one statement: updates, inserts, deletes and the emptying
 * of ordered SKUs are on disjoint rows, so one snapshot serves them all; `after` holds the
 * product's SKUs after it, and their sum is the product's stock (its row written, or made for a
 * product copied without one). Its values: skuValues.
 */
const ordered = sql`exists (select 1 from ${orderItems} o where o.sku_id = s.id)`
const skuWrites = sql`
    with changed as (
      select * from unnest(${ints('changedId')}, ${ints('changedPrice')}, ${ints('changedMarket')}, ${ints('changedBy')})
        as c(id, price, market_price, moved)
    ), updated as (
      update ${skus} s set price = c.price, market_price = c.market_price, stock = greatest(s.stock + c.moved, 0)
      from changed c where s.id = c.id
      returning s.id, s.price, s.market_price, s.stock
    ), inserted as (
      ${insertSkus(sql.placeholder('productId'))}
    ), deleted as (
      delete from ${skus} s where s.id = any(${ints('gone')}) and not ${ordered}
    ), emptied as (
      update ${skus} s set stock = 0 where s.id = any(${ints('gone')}) and ${ordered}
      returning s.id, s.price, s.market_price, s.stock
    ), after as (
      select * from updated union all select * from inserted union all select * from emptied
    ), stocked as (
      insert into ${spuStocks} (spu_id, tenant_id, shop_id, stock)
      select p.id, p.tenant_id, p.shop_id, coalesce((select sum(stock) from after), 0)::int from ${spus} p
      where p.id = ${sql.placeholder('productId')}
      on conflict (tenant_id, spu_id) do update set stock = excluded.stock
    )`

const skuValues = (row: Pick<ProductRow, 'id' | 'tenantId'>, { changed, added, gone }: SkuWrites) => ({
  productId: row.id,
  changedId: changed.map((c) => c.id),
  changedPrice: changed.map((c) => c.price),
  changedMarket: changed.map((c) => c.marketPrice),
  changedBy: changed.map((c) => c.by),
  ...addedValues(row.tenantId, added),
  gone,
})

/** The SKU writes of a save (and the product's stock) in one statement, its row left as it is. */
const skusWritten = prebuiltWrite(() => sql`${skuWrites} select count(*) from after`)

/** summaryOf's columns read from skuWrites' `after`, for the product's row write in the same statement. */
const summaryAfter = {
  price: sql`coalesce((select price from after order by price, id limit 1), 0)`,
  marketPrice: sql`coalesce((select market_price from after order by price, id limit 1), 0)`,
}

/** The grid against the stored SKUs: which cells exist (moved by their delta), which are new, which left. */
function gridWrites(current: readonly SkuRow[], p: SellerProduct, colourIds: ReadonlySet<number>, mode: StockMode): SkuWrites {
  const existing = new Map(cellsOf(current, colourIds).map((c) => [keyOfSku(c), c]))
  const writes: SkuWrites = { changed: [], added: [], gone: [] }
  for (const s of p.skus) {
    const cell = existing.get(keyOfSku(s))
    existing.delete(keyOfSku(s))
    if (cell) writes.changed.push({ id: cell.id, ...pricesOf(s), by: delta(s, mode) })
    else writes.added.push({ ...s, ...pricesOf(s) })
  }
  writes.gone = [...existing.values()].map((c) => c.id)
  return writes
}

/** A value's JSON with an object's keys sorted (jsonb answers its keys in its own order). */
const canonical = (v: unknown) => JSON.stringify(v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v).sort() : v)

/** The columns the search trigger reads (brand, category and values' names) when one of them is written. */
const searchedOf = (p: SellerProduct) => ({
  names: storedTexts(p.names),
  brandId: p.brandId,
  categoryId: p.categoryId,
  valueIds: [...new Set(valueIdsOf(p))],
})

const restOf = (p: SellerProduct) => ({
  sex: p.sex,
  designerId: p.designerId,
  description: storedTexts(p.descriptions),
  colourImages: Object.fromEntries(p.colours.map((c) => [String(c.valueId), c.pictures])),
  images: [...new Set(p.colours.flatMap((c) => c.pictures))],
})

/** The product row's content columns; the searched ones only when they change, so that an edit of prices or pictures skips the trigger. */
function contentOf(p: SellerProduct, row: ProductRow): SpuSet {
  const searched = Object.entries(searchedOf(p)).filter(([key, value]) => canonical(row[key as keyof ProductRow]) !== canonical(value))
  return { ...Object.fromEntries(searched), ...restOf(p) }
}

const productInserted = prebuiltWrite<{ id: number; listing: number }>((on, shape) => {
  const row = on
    .insert(spus)
    .values(columnsOf(shape) as never)
    .returning({ id: spus.id, listing: spus.listing, tenantId: spus.tenantId, shopId: spus.shopId })
  return sql`with p as (${row.getSQL()}), s as (${insertSkus(sql`(select id from p)`)}),
    t as (insert into ${spuStocks} (spu_id, tenant_id, shop_id, stock) select id, tenant_id, shop_id, coalesce((select sum(stock) from s), 0)::int from p)
    select id, listing from p`
})

/**
 * A new product: its row (its content and the summary of its SKUs), its SKUs (each starting at its
 * stock) and its total stock, in one statement; `columns`: the row's other columns. Answers its
 * id and listing.
 */
export async function insertProduct(tx: Tx, columns: NewProduct, p: SellerProduct) {
  const added = p.skus.map((s) => ({ ...s, ...pricesOf(s) }))
  const values = { ...searchedOf(p), ...restOf(p), ...summaryOf(added), ...columns }
  const [made] = await productInserted(tx, { ...values, ...addedValues(columns.tenantId, added) }, shapeOf(values))
  return made
}

const contentWritten = prebuiltWrite((on, shape) => {
  const product = on
    .update(spus)
    .set({ ...columnsOf(shape), ...summaryAfter } as never)
    .where(eq(spus.id, sql.placeholder('productId')))
  return sql`${skuWrites} ${product.getSQL()}`
})

/**
 * The product's content written into its row and SKUs; `current`: its SKUs as read under the lock
 * (read here when not given), `also`: more columns of the same row write (values, not SQL: the write
 * is prebuilt).
 */
export async function writeContent(
  tx: Tx,
  row: ProductRow,
  p: SellerProduct,
  colourIds: ReadonlySet<number>,
  mode: StockMode,
  { current, also = {} }: { current?: readonly SkuRow[]; also?: SpuSet } = {},
) {
  const writes = gridWrites(current ?? (await skusOf(tx, row)), p, colourIds, mode)
  const columns = { ...contentOf(p, row), ...also }
  await contentWritten(tx, { ...columns, ...skuValues(row, writes) }, shapeOf(columns))
}

/**
 * A change waiting for review moves only the stock of the SKUs already on sale (and the product's
 * total), at once. Their prices stay, so the product's row, which summarises prices, is not written.
 */
export async function writeStock(tx: Tx, row: ProductRow, p: SellerProduct, colourIds: ReadonlySet<number>, current: readonly SkuRow[]) {
  const by = new Map(p.skus.map((s) => [keyOfSku(s), delta(s, 'delta')]))
  const changed = cellsOf(current, colourIds).map((c) => ({ ...c, by: by.get(keyOfSku(c)) ?? 0 }))
  await skusWritten(tx, skuValues(row, { changed, added: [], gone: [] }))
}
