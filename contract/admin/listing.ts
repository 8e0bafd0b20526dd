import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { ListingStatus } from '../lifecycles'
import { byId, listQuery, remark, stamp, statusNamed } from './fields'

/** The platform's review of shops' listings (`npm run ops -- listing:*`, docs/behaviour.md#seller-center). */
export const listingAdminWires = defineWires({
  listings: 'GET /listings',
  approve: 'POST /listings/approve json',
  reject: 'POST /listings/reject json',
})

const listed = z.object({
  id: z.number(),
  tenantId: z.number(),
  shopId: z.number(),
  shopname: z.string(),
  name: z.string(),
  ...statusNamed(),
  rejectReason: z.string(),
  createdAt: stamp(),
})
const moved = z.object({ id: z.number(), ...statusNamed() })

export const listingAdminCalls = defineCalls(listingAdminWires, {
  listings: {
    summary: 'Products by listing status (review and changeReview wait for the platform), oldest first',
    auth: 'ops',
    input: listQuery(ListingStatus),
    output: z.array(listed),
  },
  approve: {
    summary: 'Approve a product in review (it goes on sale) or a change in review (it replaces what is on sale)',
    auth: 'ops',
    input: z.object(byId()),
    output: moved,
  },
  reject: {
    summary: 'Reject a product or a change in review with a reason (required) the owner reads; a refused change leaves the product on sale',
    auth: 'ops',
    input: z.object({ ...byId(), reason: remark() }),
    output: moved,
  },
})
