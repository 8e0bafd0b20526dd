import { asc, eq } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { listingRows } from './lifecycle'
import { opsWhere } from '../../lib/opsFilter'

/** The platform's side of listings (the ops command line, through the admin API), across tenants. */

const { spus, shops } = schema

export interface ListingFilter {
  status?: number
  tenant?: number
  limit?: number
}

/** A move's answer with its status's name, as the operator reads it. */
export const named = ({ id, listing }: { id: number; listing: number }) => ({ id, status: listing, statusName: listingRows.name(listing) })

/** Oldest first: the queue the platform works through. */
export async function listListings(tx: Tx, filter: ListingFilter) {
  const rows = await tx
    .select({
      id: spus.id,
      tenantId: spus.tenantId,
      shopId: spus.shopId,
      shopname: shops.shopname,
      names: spus.names,
      status: spus.listing,
      rejectReason: spus.rejectReason,
      createdAt: spus.createdAt,
    })
    .from(spus)
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(opsWhere(filter, spus.listing, spus.tenantId))
    .orderBy(asc(spus.createdAt), asc(spus.id))
    .limit(filter.limit ?? 100)
  return rows.map(({ names, ...r }) => ({ ...r, name: names.en ?? '', statusName: listingRows.name(r.status) }))
}
