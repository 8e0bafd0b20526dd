import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { requiredText, text } from '../fields'
import { byEmail } from './fields'

/** The platform's side of system messages (`npm run ops -- message:send`). */
export const systemMessageAdminWires = defineWires({
  send: 'POST /messages/send json',
})

export const systemMessageAdminCalls = defineCalls(systemMessageAdminWires, {
  send: {
    summary: 'A plain system message to one shopper, found by email (in one tenant, or the only tenant that has that email)',
    auth: 'ops',
    input: z.object({
      ...byEmail(),
      title: requiredText(200),
      content: text(5000, { multiline: true }).check(z.minLength(1)),
      /** 1 text, 3 image (the content is the image's URL). */
      type: z.optional(z.literal([1, 3])),
    }),
    output: z.object({ id: z.number(), tenantId: z.number(), userId: z.number() }),
  },
})
