import type { sellerAfterSaleCalls } from '../../contract/schemas/sellerAfterSale'
import { sellerAfterSaleWires } from '../../contract/sellerAfterSale'
import { clientOf } from './client'

/** The shop's after-sales: the list, the detail and the shop's moves (server/modules/afterSale/shop.ts). */
export const sellerAfterSaleApi = clientOf<typeof sellerAfterSaleCalls>(sellerAfterSaleWires)
