import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { int32, requiredText, text } from '../fields'
import { fallbackTenantId, languages } from '../locale'
import { newsletterStatus } from '../newsletter'
import { listQuery, optionalStamp, stamp } from './fields'

/** The newsletter for the operator (`npm run ops -- newsletter:*`): subscribers across tenants, and campaigns. */
export const newsletterAdminWires = defineWires({
  subscriptions: 'GET /newsletter',
  send: 'POST /newsletter/send json',
})

export const newsletterAdminCalls = defineCalls(newsletterAdminWires, {
  subscriptions: {
    summary: 'Subscriptions, newest first: email, status, language and dates (never the secret)',
    auth: 'ops',
    input: listQuery(newsletterStatus),
    output: z.array(
      z.object({
        id: z.number(),
        tenantId: z.number(),
        email: z.string(),
        status: z.number(),
        statusName: z.string(),
        lang: z.string(),
        createdAt: stamp(),
        confirmedAt: optionalStamp(),
        unsubscribedAt: optionalStamp(),
      }),
    ),
  },
  send: {
    summary: "Mail a campaign to the tenant's confirmed subscribers (of one language when given); answers how many were queued",
    auth: 'ops',
    input: z.object({
      tenant: z._default(int32(1), fallbackTenantId),
      subject: requiredText(200),
      body: text(20_000, { multiline: true }).check(z.minLength(1)),
      lang: z.optional(z.enum(languages)),
    }),
    output: z.object({ tenantId: z.number(), lang: z.nullable(z.string()), sent: z.number() }),
  },
})
