import { newsletterWires } from '../../contract/newsletter'
import type { newsletterCalls } from '../../contract/schemas/newsletter'
import { clientOf } from './client'

/** The newsletter: subscribing mails a link that confirms it (server/modules/newsletter). */
export const newsletterApi = clientOf<typeof newsletterCalls>(newsletterWires)
