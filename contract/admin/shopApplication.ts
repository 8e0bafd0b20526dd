import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { int32 } from '../fields'
import { ShopApplicationStatus } from '../lifecycles'
import { fallbackTenantId } from '../locale'
import { byId, listQuery, optionalStamp, remark, stamp, statusNamed } from './fields'

/** The platform's side of merchant applications (`npm run ops -- application:*, invite:*`): reviews and invite codes. */
export const shopApplicationAdminWires = defineWires({
  applications: 'GET /shop-applications',
  showApplication: 'GET /shop-applications/show',
  approve: 'POST /shop-applications/approve json',
  reject: 'POST /shop-applications/reject json',
  invites: 'GET /invite-codes',
  createInvites: 'POST /invite-codes json',
})

const listed = z.object({
  id: z.number(),
  tenantId: z.number(),
  email: z.string(),
  ...statusNamed(),
  shopName: z.string(),
  inviteCode: z.string(),
  shopId: z.nullable(z.number()),
  submittedAt: optionalStamp(),
  updatedAt: stamp(),
})
/** The application with links to its identity images (valid for 30 minutes), its invite code's state and the applicant's messages. */
const shown = z.object({
  application: z.looseObject({
    id: z.number(),
    tenantId: z.number(),
    email: z.string(),
    ...statusNamed(),
    shopName: z.string(),
    applyFailReason: z.string(),
    shopId: z.nullable(z.number()),
    cardFrontUrl: z.string(),
    cardBackUrl: z.string(),
  }),
  inviteCode: z.object({ code: z.string(), state: z.string() }),
  messages: z.array(z.object({ content: z.string(), createdAt: stamp() })),
})
const invite = z.object({
  code: z.string(),
  uses: z.number(),
  maxUses: z.number(),
  expiresAt: optionalStamp(),
  /** valid, usedUp or expired. */
  state: z.string(),
})
const inTenant = () => z._default(int32(1), fallbackTenantId)

export const shopApplicationAdminCalls = defineCalls(shopApplicationAdminWires, {
  applications: {
    summary: 'Merchant applications, newest first, with the applicant, the shop name and the status',
    auth: 'ops',
    input: listQuery(ShopApplicationStatus),
    output: z.array(listed),
  },
  showApplication: {
    summary: "An application with links to its identity images, its invite code's state and the applicant's messages",
    auth: 'ops',
    input: z.object(byId()),
    output: shown,
  },
  approve: {
    summary: 'Approve a waiting application: uses its invite code and opens the shop, the applicant its owner',
    auth: 'ops',
    input: z.object(byId()),
    output: shown,
  },
  reject: {
    summary: 'Reject a waiting application with a reason (required); the applicant may correct and resubmit it',
    auth: 'ops',
    input: z.object({ ...byId(), reason: remark() }),
    output: shown,
  },
  invites: {
    summary: 'The invite codes of a tenant (1) with their uses, maximum, expiry and state',
    auth: 'ops',
    input: z.object({ tenant: inTenant() }),
    output: z.array(invite),
  },
  createInvites: {
    summary: 'Issue `count` (1) random invite codes, each usable `uses` (1) times, expiring after `days` (never without)',
    auth: 'ops',
    input: z.object({
      tenant: inTenant(),
      count: z._default(int32(1, 100), 1),
      uses: z._default(int32(1, 100_000), 1),
      days: z.optional(int32(1, 3650)),
    }),
    output: z.array(invite),
  },
})
