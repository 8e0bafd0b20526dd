import { checkoutWires } from '../../contract/order'
import type { checkoutCalls } from '../../contract/schemas/order'
import { clientOf } from './client'

/** The checkout address dialog, creating orders, paying them (server/modules/checkout). */
export const checkoutApi = clientOf<typeof checkoutCalls>(checkoutWires)
