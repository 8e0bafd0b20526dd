import { Hono } from 'hono'
import { listingAdminCalls as calls } from '../../../contract/admin/listing'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { approveListing, rejectListing } from './moves'
import { listListings, named } from './platform'

/** The platform's listing review (contract/admin/listing.ts), mounted in the admin API. */
export const listingAdmin = new Hono<AppEnv>()

route(listingAdmin, calls.listings, ({ input, withTx }) => withTx((tx) => listListings(tx, input)))
route(listingAdmin, calls.approve, ({ input, withTx }) => withTx(async (tx) => named(await approveListing(tx, input))))
route(listingAdmin, calls.reject, ({ input, withTx }) =>
  withTx(async (tx) => named(await rejectListing(tx, { id: input.id, reason: input.reason ?? '' }))),
)
