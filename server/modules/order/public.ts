/** What other modules may use of orders: their lifecycles, their reads by condition, the moves the shop shares with the platform, their settlement. */
export { type OrderRow, orderRows, receiptRows } from './lifecycle'
export { type Mover, orderByNo, shipRow, shopMover, trackRow } from './platform'
export { type Reader, orderWhere, ordersWhere } from './service'
export { expireOverdue } from './settle'
export { heldByAfterSale, type Settled, settleDue, settleOrder, settlesAt, unsettled } from './settlement'
