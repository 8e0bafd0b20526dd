import { validateListing } from '../../../contract/sellerForms'
import type { Tx } from '../../db/client'
import { enforce } from '../../http/input'
import { requireText } from '../../lib/text'
import { cleared, listingRows } from './lifecycle'
import { lockProduct, type Member } from './owner'
import { sellerProductOf, storedValueIds } from './product'
import { valueKinds } from './values'

/**
 * The listing moves (docs/behaviour.md#seller-center): the owner's submit, unlist, relist and
 * delete of a draft, the platform's approve and reject. Each locks the product (its SKUs, then its
 * row) and moves it through the lifecycle's conditional UPDATE, in the request's one transaction.
 */

type ById = { id: number }

export async function submitProduct(tx: Tx, member: Member, { id }: ById) {
  const { row, skus, review } = await lockProduct(tx, id, member)
  const kinds = await valueKinds(tx, row.tenantId, storedValueIds(row, skus))
  enforce(validateListing(sellerProductOf(row, skus, kinds)))
  const moved = await listingRows.move(tx, { id, row, event: { type: 'SUBMIT', review }, actor: 'shop', set: cleared })
  return { id, listing: moved.to }
}

export async function unlistProduct(tx: Tx, member: Member, { id }: ById) {
  const { row } = await lockProduct(tx, id, member)
  const moved = await listingRows.move(tx, { id, row, event: { type: 'UNLIST' }, actor: 'shop' })
  return { id, listing: moved.to }
}

export async function relistProduct(tx: Tx, member: Member, { id }: ById) {
  const { row, review } = await lockProduct(tx, id, member)
  const moved = await listingRows.move(tx, { id, row, event: { type: 'RELIST', review }, actor: 'shop', set: cleared })
  return { id, listing: moved.to }
}

export async function deleteDraft(tx: Tx, member: Member, { id }: ById) {
  const { row } = await lockProduct(tx, id, member)
  await listingRows.move(tx, { id, row, event: { type: 'DELETE' }, actor: 'shop' })
  return true as const
}

/** The platform approves what waits: a new product goes on sale, or a change replaces what is on sale. */
export async function approveListing(tx: Tx, { id }: ById) {
  const { row } = await lockProduct(tx, id)
  const moved = await listingRows.move(tx, { id, row, event: { type: 'APPROVE' }, actor: 'platform', set: cleared })
  return { id, listing: moved.to }
}

/** The platform rejects what waits, with the reason the owner reads; a refused change leaves the approved version on sale. */
export async function rejectListing(tx: Tx, { id, reason }: ById & { reason: string }) {
  const rejectReason = requireText('reason', reason)
  const { row } = await lockProduct(tx, id)
  const moved = await listingRows.move(tx, {
    id,
    row,
    event: { type: 'REJECT' },
    actor: 'platform',
    set: { rejectReason },
    remark: rejectReason,
  })
  return { id, listing: moved.to }
}
