/** What other modules may use of orders: their lifecycles, and their settlement. */
export { type OrderRow, orderRows, receiptRows } from './lifecycle'
export { orderByNo } from './platform'
export { heldByAfterSale, type Settled, settleDue, settleOrder, settlesAt, unsettled } from './settlement'
