import { OrderStatus } from '../../../contract/lifecycles'
import { sellerOrderLimits } from '../../../contract/sellerOrder'

const statuses: readonly number[] = Object.values(OrderStatus)
const isDay = (text?: string) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined)

/** The order list's query from the URL: what it does not know is dropped (all statuses, any day). */
export function ordersQuery(search: { status?: number; q?: string; from?: string; to?: string; page?: number }) {
  return {
    pageNo: Math.max(1, search.page ?? 1),
    pageSize: sellerOrderLimits.pageSize,
    status: statuses.includes(search.status ?? Number.NaN) ? (search.status as (typeof OrderStatus)[keyof typeof OrderStatus]) : undefined,
    search: search.q?.trim().slice(0, sellerOrderLimits.searchMax) || undefined,
    from: isDay(search.from),
    to: isDay(search.to),
  }
}
