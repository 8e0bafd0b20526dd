/** What other modules may use of orders: their lifecycles. */
export { type OrderRow, orderRows, receiptRows } from './lifecycle'
