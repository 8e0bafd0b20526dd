import type { sellerCalls } from '../../contract/schemas/seller'
import { sellerWires } from '../../contract/seller'
import { clientOf } from './client'

/** The seller center: the owner's shop and products (server/modules/seller). */
export const sellerApi = clientOf<typeof sellerCalls>(sellerWires)
