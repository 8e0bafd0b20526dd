import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { orderLimits, type OrderPage } from '../../../contract/order'
import { integer, searchSchema, text } from '../../../contract/search'
import { orderApi } from '../../api/order'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { tabStatus } from '../../screens/orders/labels'
import { orderActions } from '../../screens/orders/machines'
import { OrdersScreen } from '../../screens/orders/OrdersScreen'

/**
 * `status`: the tab (absent, or not an order status, for all); `year` from orderLimits.firstYear; `search` part of an
 * order number; `page` from 1. Only contract/search's readers run here: this part of the route is in the shell, so
 * the status codes are checked by the page (which loads with its code): an unknown one shows the All tab, and the
 * service answers it with no orders or a refusal.
 */
const ordersSearch = searchSchema({
  status: integer,
  year: integer,
  search: text,
  page: integer,
})

export const Route = createFileRoute('/_member/myOrders')({
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => ({
    status: search.status,
    year: search.year,
    search: search.search,
    pageNo: Math.max(1, search.page ?? 1),
  }),
  loader: ({ deps }) =>
    orderApi.orderPage({
      pageNo: deps.pageNo,
      pageSize: orderLimits.pageSize,
      status: deps.status,
      datestr: deps.year === undefined ? undefined : String(deps.year),
      searchName: deps.search?.slice(0, 40),
    }),
  pendingComponent: () => <Orders list={{ status: 'loading' }} />,
  errorComponent: () => <Orders list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Orders list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Orders({ list }: { list: ListState<OrderPage> }) {
  const { status: raw, year, search, page = 1 } = Route.useSearch()
  const status = tabStatus(raw)
  const navigate = useNavigate({ from: Route.fullPath })
  const router = useRouter()
  const reload = useMemo(() => () => void router.invalidate(), [router])
  const actions = useMemo(() => orderActions(reload), [reload])
  return (
    <AccountLayout>
      <OrdersScreen
        list={list}
        status={status}
        filters={{ year, search }}
        page={page}
        thisYear={new Date().getFullYear()}
        onStatus={(next) => void navigate({ search: { status: next, year, search }, replace: true })}
        onFilters={(next) => void navigate({ search: { status, ...next }, replace: true })}
        pageLink={(target) => ({ to: Route.fullPath, search: { status, year, search, page: target > 1 ? target : undefined } })}
        actions={actions}
        onExpired={reload}
      />
    </AccountLayout>
  )
}
