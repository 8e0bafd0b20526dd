import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { int32, requiredText } from '../fields'
import { fallbackTenantId } from '../locale'
import { byEmail, optionalStamp, stamp } from './fields'

/** Looking at the platform (`npm run ops -- tenants, mail:last, user:show, captcha`): tenants, sent mail, shoppers, captchas. */
export const platformAdminWires = defineWires({
  tenants: 'GET /tenants',
  lastMail: 'GET /mail/last',
  showUser: 'GET /users/show',
  captcha: 'GET /captcha',
  newInWindow: 'POST /catalog/new-in-window json',
})

export const platformAdminCalls = defineCalls(platformAdminWires, {
  tenants: {
    summary: 'Every tenant with its id, name and websites',
    auth: 'ops',
    input: z.object({}),
    output: z.array(z.object({ id: z.number(), name: z.string(), websites: z.array(z.string()) })),
  },
  lastMail: {
    summary: "The newest mail sent to that address, in one tenant or any, with its extra headers (a newsletter's List-Unsubscribe)",
    auth: 'ops',
    input: z.object(byEmail()),
    output: z.object({
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      /** The HTML alternative, for the mails that have one (a shopper's order and money mail). */
      html: z.nullable(z.string()),
      code: z.nullable(z.string()),
      headers: z.nullable(z.record(z.string(), z.string())),
      createdAt: stamp(),
      tenantId: z.number(),
    }),
  },
  showUser: {
    summary: 'A shopper account without secrets: whether a transaction password is set, the live session count, the shop it runs',
    auth: 'ops',
    input: z.object(byEmail()),
    output: z.looseObject({
      id: z.number(),
      email: z.string(),
      tenantId: z.number(),
      payPasswordFlag: z.boolean(),
      sessionCount: z.number(),
      shopId: z.nullable(z.number()),
      createdAt: stamp(),
    }),
  },
  captcha: {
    summary: 'The code of a picture captcha',
    auth: 'ops',
    input: z.object({ uuid: requiredText(100) }),
    output: z.object({ uuid: z.string(), code: z.string(), tenantId: z.number(), expiresAt: stamp(), usedAt: optionalStamp() }),
  },
  newInWindow: {
    summary: 'How many days a product is "new in" after it first goes on sale, for one tenant (NEW_IN_SETTING)',
    auth: 'ops',
    input: z.object({ tenant: z._default(int32(1), fallbackTenantId), days: int32(1, 365) }),
    output: z.object({ tenantId: z.number(), days: z.number() }),
  },
})
