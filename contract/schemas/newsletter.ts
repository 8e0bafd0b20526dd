import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, formText } from '../fields'
import { newsletterWires } from '../newsletter'

/** Request and response schemas of the newsletter's call (contract/newsletter.ts). */

/** The address as typed; its rules (contract/validation.ts checkEmail) run once parsed. */
export const subscribeForm = z.object({ email: formText(254) })

export const newsletterCalls = defineCalls(newsletterWires, {
  subscribe: {
    summary: 'Subscribe an address to the newsletter: a mail in the request’s language asks to confirm it (double opt-in)',
    auth: 'guest',
    input: subscribeForm,
    output: done(),
  },
})
