import { OrderStatus } from './orderStatus'
import { orderLimits } from './order'
import { integer, oneOf, pageSizeOptions, searchSchema, text } from './search'

/**
 * /myOrders' query (docs/behaviour.md#orders): `status` the tab (absent, or not an order status:
 * all, the All tab listing every order), `year` from orderLimits.firstYear, `search` part of an
 * order number, `page` from 1, `pageSize` one of the generic options (10 when absent).
 */
export const ordersSearch = searchSchema({
  status: oneOf(Object.values(OrderStatus)),
  year: integer,
  search: text,
  page: integer,
  pageSize: oneOf(pageSizeOptions),
})
export type OrdersSearch = ReturnType<typeof ordersSearch>

/** The order page call's input for a /myOrders URL. */
export const ordersQuery = (search: OrdersSearch) => ({
  pageNo: Math.max(1, search.page ?? 1),
  pageSize: search.pageSize ?? orderLimits.pageSize,
  status: search.status,
  datestr: search.year === undefined ? undefined : String(search.year),
  searchName: search.search?.slice(0, 40),
})
