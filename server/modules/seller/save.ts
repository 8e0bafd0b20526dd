import { eq } from 'drizzle-orm'
import { ListingStatus, listedStatuses } from '../../../contract/lifecycles'
import type { SellerProduct } from '../../../contract/seller'
import { validateListing, validateSellerDraft } from '../../../contract/sellerForms'
import { directlyEditable } from '../../../machines/lifecycles/listing'
import { schema, type Tx } from '../../db/client'
import { enforce } from '../../http/input'
import { moveRefused } from '../../lib/lifecycle'
import { checkProduct } from './checks'
import { cleared, listingRows, listingsNeedReview } from './lifecycle'
import { lockProduct, type Member, type OwnShop, type ProductRow, ownShop, skusOf } from './owner'
import { revisionOf, sellerProductOf, storedTexts } from './product'
import { writeContent, writeStock } from './write'

/**
 * productSave (docs/behaviour.md#seller-center). Without an id: a new draft. A draft, a rejected or
 * an unlisted product: its content is written at once (nobody sees it). A product on sale: the
 * owner's change is checked as a submission and waits for review as the product's revision, the
 * approved version staying on sale; stock alone never waits (a stock-only save changes nothing
 * else). While the product or its change is in review it is locked. The tenant without review
 * publishes a change at once.
 */

const { spus } = schema

type Checked = Awaited<ReturnType<typeof checkProduct>>

/** What review looks at: the content without stock, as it would be stored. */
function reviewed(p: SellerProduct) {
  const content = revisionOf(p)
  return JSON.stringify({
    ...content,
    names: storedTexts(content.names),
    descriptions: storedTexts(content.descriptions),
    skus: content.skus.map((s) => [s.colourId, s.sizeId, s.price, Math.max(s.marketPrice, s.price)]),
  })
}

async function createDraft(tx: Tx, member: Member, shop: OwnShop, input: SellerProduct) {
  const { product, kinds } = await checkProduct(tx, member, shop, input)
  const [row] = await tx
    .insert(spus)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      brandId: product.brandId,
      categoryId: product.categoryId,
      sex: product.sex,
      names: storedTexts(product.names),
      price: 0,
      marketPrice: 0,
      listing: ListingStatus.draft,
    })
    .returning()
  await writeContent(tx, row, product, kinds.colours, 'delta')
  return { id: row.id, listing: row.listing }
}

/** A change to a product on sale. */
async function saveChange(tx: Tx, row: ProductRow, { product, kinds }: Checked) {
  enforce(validateListing(product))
  const current = sellerProductOf(row, await skusOf(tx, row), kinds)
  if (row.listing === ListingStatus.live && reviewed(current) === reviewed(product)) {
    await writeStock(tx, row, product, kinds.colours)
    return { id: row.id, listing: row.listing }
  }
  const review = await listingsNeedReview(tx, row.tenantId)
  if (!review) {
    await writeContent(tx, row, product, kinds.colours, 'delta')
    if (row.listing === ListingStatus.live) return { id: row.id, listing: row.listing }
    const moved = await listingRows.move(tx, {
      id: row.id,
      row,
      event: { type: 'EDIT', review },
      actor: 'shop',
      set: { ...cleared, revision: null },
    })
    return { id: row.id, listing: moved.to }
  }
  await writeStock(tx, row, product, kinds.colours)
  const set = { revision: revisionOf(product), rejectReason: '' }
  const moved = await listingRows.move(tx, { id: row.id, row, event: { type: 'EDIT', review }, actor: 'shop', set })
  return { id: row.id, listing: moved.to }
}

export async function saveProduct(tx: Tx, member: Member, input: SellerProduct) {
  const shop = await ownShop(tx, member)
  if (input.id === undefined) {
    enforce(validateSellerDraft(input))
    return createDraft(tx, member, shop, input)
  }
  const row = await lockProduct(tx, input.id, shop)
  enforce(validateSellerDraft(input))
  const checked = await checkProduct(tx, member, shop, input, row)
  if (directlyEditable.includes(row.listing)) {
    const before = reviewed(sellerProductOf(row, await skusOf(tx, row), checked.kinds))
    await writeContent(tx, row, checked.product, checked.kinds.colours, 'delta')
    const edited = row.listing === ListingStatus.unlisted && before !== reviewed(checked.product)
    if (edited) await tx.update(spus).set({ edited: true }).where(eq(spus.id, row.id))
    return { id: row.id, listing: row.listing }
  }
  if (row.listing === ListingStatus.changeReview || !listedStatuses.includes(row.listing)) throw moveRefused()
  return saveChange(tx, row, checked)
}
