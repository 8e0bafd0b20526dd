import { ListingStatus, listedStatuses } from '../../../contract/lifecycles'
import type { SellerProduct } from '../../../contract/seller'
import { validateListing } from '../../../contract/sellerForms'
import { directlyEditable } from '../../../machines/lifecycles/listing'
import type { Tx } from '../../db/client'
import { enforce } from '../../http/input'
import { moveRefused } from '../../lib/lifecycle'
import { checkProduct } from './checks'
import { cleared, listingRows } from './lifecycle'
import { lockProduct, type Member } from './owner'
import { revisionOf, sellerProductOf, storedTexts } from './product'
import { insertProduct, writeContent, writeStock } from './write'

/**
 * productSave (docs/behaviour.md#seller-center). Without an id: a new draft. A draft, a rejected or
 * an unlisted product: its content is written at once (nobody sees it). A product on sale: the
 * owner's change is checked as a submission and waits for review as the product's revision, the
 * approved version staying on sale; stock alone never waits (a stock-only save changes nothing
 * else). While the product or its change is in review it is locked. The tenant without review
 * publishes a change at once.
 */

type Checked = Awaited<ReturnType<typeof checkProduct>>
type Locked = Awaited<ReturnType<typeof lockProduct>>

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

async function createDraft(tx: Tx, member: Member, input: SellerProduct) {
  const { product, shop } = await checkProduct(tx, member, input)
  return insertProduct(tx, { tenantId: shop.tenantId, shopId: shop.id, listing: ListingStatus.draft }, product)
}

/** A change to a product on sale; `skus`: its SKUs as read under the lock, `review`: whether the tenant's listings need review. */
async function saveChange(tx: Tx, { row, skus, review }: Locked, { product, kinds }: Checked) {
  enforce(validateListing(product))
  if (row.listing === ListingStatus.live && reviewed(sellerProductOf(row, skus, kinds)) === reviewed(product)) {
    await writeStock(tx, row, product, kinds.colours, skus)
    return { id: row.id, listing: row.listing }
  }
  if (!review) {
    await writeContent(tx, row, product, kinds.colours, 'delta', { current: skus })
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
  await writeStock(tx, row, product, kinds.colours, skus)
  const set = { revision: revisionOf(product), rejectReason: '' }
  const moved = await listingRows.move(tx, { id: row.id, row, event: { type: 'EDIT', review }, actor: 'shop', set })
  return { id: row.id, listing: moved.to }
}

export async function saveProduct(tx: Tx, member: Member, input: SellerProduct) {
  if (input.id === undefined) return createDraft(tx, member, input)
  const locked = await lockProduct(tx, input.id, member)
  const { row, skus } = locked
  const checked = await checkProduct(tx, member, input, locked)
  if (directlyEditable.includes(row.listing)) {
    const before = reviewed(sellerProductOf(row, skus, checked.kinds))
    const edited = row.listing === ListingStatus.unlisted && before !== reviewed(checked.product)
    await writeContent(tx, row, checked.product, checked.kinds.colours, 'delta', { current: skus, also: edited ? { edited } : {} })
    return { id: row.id, listing: row.listing }
  }
  if (row.listing === ListingStatus.changeReview || !listedStatuses.includes(row.listing)) throw moveRefused()
  return saveChange(tx, locked, checked)
}
