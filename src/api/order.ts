import { orderWires } from '../../contract/order'
import type { orderCalls } from '../../contract/schemas/order'
import { clientOf } from './client'

/** The shopper's orders (server/modules/order). */
export const orderApi = clientOf<typeof orderCalls>(orderWires)
