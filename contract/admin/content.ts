import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { int32, requiredText, text } from '../fields'
import { fallbackTenantId } from '../locale'
import { linkTypes } from '../navigation'

/** The content's calls for the operator (`npm run ops -- article:*`). */
export const contentAdminWires = defineWires({
  articleLink: 'POST /content/article/link json',
})

const linkTypeNames = Object.keys(linkTypes) as [keyof typeof linkTypes, ...(keyof typeof linkTypes)[]]

export const contentAdminCalls = defineCalls(contentAdminWires, {
  articleLink: {
    summary:
      "Where an article's entry (footer, help centre) leads: the article itself, a category, a brand or a designer (by id, which must exist in the tenant) or an http(s) address",
    auth: 'ops',
    input: z.object({
      tenant: z._default(int32(1), fallbackTenantId),
      code: requiredText(64),
      type: z.enum(linkTypeNames),
      to: z._default(text(2000), ''),
    }),
    output: z.object({ tenantId: z.number(), code: z.string(), linkType: z.number(), link: z.string() }),
  },
})
