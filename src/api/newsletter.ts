import { newsletterWires } from '../../contract/newsletter'
import type { newsletterCalls } from '../../contract/schemas/newsletter'
import { clientOf } from './client'

const call = clientOf<typeof newsletterCalls>(newsletterWires)

/** The newsletter: subscribing mails a link that confirms it (contract/newsletter.ts). */
export const newsletterApi = {
  subscribe: (email: string) => call.subscribe({ email: email.trim() }),
}
