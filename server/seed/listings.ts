import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm'
import { ListingStatus } from '../../contract/lifecycles'
import type { SellerProduct } from '../../contract/seller'
import { schema, type Tx } from '../db/client'
import { listingRows, productContent, valueKinds, writeContent } from '../modules/seller/public'
import { userId } from './orderMaking'
import { demoOwner } from './orders'
import type { TenantSeeder } from './tenant'

/**
 * The demo owner's shop in every listing state (docs/behaviour.md#seller-center), besides its live
 * pieces (some with low-stock SKUs, as seeded): new products copied from its own (a draft, one in
 * review, one rejected with a reason, one unlisted), one of its live pieces with a change waiting
 * for review, and one sold out. Only pieces no order, bag or favourite names are changed. Runs last.
 */

const { shops, spus, orderItems, cartItems, productFavourites } = schema

/** The owner's live pieces nobody has ordered, put in a bag or liked, oldest first. */
async function quietPieces(tx: Tx, shopId: number) {
  const named = (table: typeof orderItems | typeof cartItems | typeof productFavourites) =>
    tx.select({ one: sql`1` }).from(table).where(eq(table.spuId, spus.id))
  return tx
    .select()
    .from(spus)
    .where(
      and(
        eq(spus.shopId, shopId),
        eq(spus.listing, ListingStatus.live),
        notExists(named(orderItems)),
        notExists(named(cartItems)),
        notExists(named(productFavourites)),
      ),
    )
    .orderBy(asc(spus.id))
    .limit(6)
}

async function copyOf(tx: Tx, source: typeof spus.$inferSelect, content: SellerProduct, colours: ReadonlySet<number>) {
  const [row] = await tx
    .insert(spus)
    .values({ ...source, id: undefined, listing: ListingStatus.draft, createdAt: new Date() })
    .returning()
  await writeContent(tx, row, { ...content, skus: content.skus.map(({ stockRead: _r, ...s }) => s) }, colours, 'delta')
  return row.id
}

export const seedListings: TenantSeeder = async (tx, tenantId) => {
  const ownerId = await userId(tx, tenantId, demoOwner.email)
  if (!ownerId) return
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), isNotNull(shops.ownerUserId), eq(shops.ownerUserId, ownerId)))
  if (!shop) return
  const pieces = await quietPieces(tx, shop.id)
  if (pieces.length < 6) return
  const kinds = await valueKinds(tx, tenantId)
  // One after another: a transaction is one connection, which runs one query at a time.
  const contents = []
  for (const p of pieces) contents.push(await productContent(tx, p, kinds))
  const move = (id: number, event: Parameters<typeof listingRows.move>[1]['event'], set = {}) =>
    listingRows.move(tx, { id, event, actor: event.type === 'APPROVE' || event.type === 'REJECT' ? 'platform' : 'shop', set })
  const copies = []
  for (const i of [0, 1, 2, 3]) copies.push(await copyOf(tx, pieces[i], contents[i], kinds.colours))
  const [, review, rejected, unlisted] = copies
  for (const id of [review, rejected, unlisted]) await move(id, { type: 'SUBMIT', review: true })
  await move(
    rejected,
    { type: 'REJECT' },
    { rejectReason: 'The pictures do not show the piece clearly: please add a picture in daylight.' },
  )
  await move(unlisted, { type: 'APPROVE' })
  await move(unlisted, { type: 'UNLIST' })
  // A live piece whose owner raised the price and renamed it: the change waits, the approved version stays on sale.
  const changed = contents[4]
  const revision = {
    ...changed,
    names: { ...changed.names, en: `${changed.names.en} – new season` },
    skus: changed.skus.map((s) => ({ ...s, price: s.price + 1000 })),
  }
  await move(pieces[4].id, { type: 'EDIT', review: true }, { revision })
  // Sold out: every SKU at 0, still shown.
  await writeContent(tx, pieces[5], { ...contents[5], skus: contents[5].skus.map((s) => ({ ...s, stock: 0 })) }, kinds.colours, 'delta')
}
