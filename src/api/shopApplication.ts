import { shopApplicationWires } from '../../contract/shopApplication'
import type { shopApplicationCalls } from '../../contract/schemas/shopApplication'
import { clientOf } from './client'

/** The merchant application: the draft, identity documents and logo uploads, submitting, a message to the platform (server/modules/shopApplication). */
export const shopApplicationApi = clientOf<typeof shopApplicationCalls>(shopApplicationWires)
