import { and, eq } from 'drizzle-orm'
import { listingLifecycle } from '../../../machines/lifecycles/listing'
import { schema, type Tx } from '../../db/client'
import { defineRowLifecycle, each } from '../../lib/lifecycle'
import { tellListingDecided } from '../notify/public'
import type { ProductRow } from './owner'
import { valueKinds } from './values'
import { writeContent } from './write'

/**
 * A product's listing lifecycle (machines/lifecycles/listing.ts) on its row: every move is the
 * conditional UPDATE of server/lib/lifecycle.ts, so of two racing moves (two approvals) one wins.
 * The caller has locked the product (lockProduct: its SKUs, then its row) when an effect writes SKUs.
 */

const { spus, spuStocks } = schema

/** A waiting change becomes the product's content; its stock moved when it was saved. */
async function applyRevision(tx: Tx, row: ProductRow, after: Partial<ProductRow>) {
  if (!row.revision) return
  const kinds = await valueKinds(tx, row.tenantId)
  await writeContent(tx, row, row.revision, kinds.colours, 'keep')
  await tx
    .update(spus)
    .set({ revision: null, ...after })
    .where(eq(spus.id, row.id))
}

export const listingRows = defineRowLifecycle({
  lifecycle: listingLifecycle,
  table: spus,
  status: 'listing',
  context: ['edited'],
  effects: {
    APPROVE: [each((tx, { row }) => applyRevision(tx, row, {})), each((tx, { row }) => tellListingDecided(tx, row, true))],
    REJECT: [each((tx, { row }) => tellListingDecided(tx, row, false))],
    // Off sale, nobody sees it: the change is the content now, and relisting it goes through review.
    UNLIST: [each((tx, { row }) => applyRevision(tx, row, { edited: true }))],
    DELETE: [each((tx, { row }) => deleteProduct(tx, row))],
  },
})

/** A product and its stock row (spu_stocks has no foreign key to cascade from). */
async function deleteProduct(tx: Tx, row: { id: number; tenantId: number }) {
  await tx.delete(spus).where(eq(spus.id, row.id))
  await tx.delete(spuStocks).where(and(eq(spuStocks.tenantId, row.tenantId), eq(spuStocks.spuId, row.id)))
}

/** Columns every move to live resets: nothing waits, nothing was refused, nothing edited since. */
export const cleared = { rejectReason: '', edited: false } as const
