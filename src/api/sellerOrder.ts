import type { sellerOrderCalls } from '../../contract/schemas/sellerOrder'
import { sellerOrderWires } from '../../contract/sellerOrder'
import { clientOf } from './client'

/** The shop's orders (server/modules/seller/orders.ts, orderMoves.ts). */
export const sellerOrderApi = clientOf<typeof sellerOrderCalls>(sellerOrderWires)
