import { shopWires } from '../../contract/catalog'
import type { shopCalls } from '../../contract/schemas/catalog'
import { clientOf } from './client'

/** The shop directory, one shop, the shopper's own (server/modules/shop). */
export const shopApi = clientOf<typeof shopCalls>(shopWires)
