import { afterSaleWires } from '../../contract/afterSale'
import type { afterSaleCalls } from '../../contract/schemas/afterSale'
import { clientOf } from './client'

/** After-sales: the refundable item, applying, cancelling, the return's tracking, the list and the detail (server/modules/afterSale). */
export const afterSaleApi = clientOf<typeof afterSaleCalls>(afterSaleWires)
