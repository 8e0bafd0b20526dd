import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { OrderPage } from '../../../contract/order'
import { ordersQuery, ordersSearch } from '../../../contract/orderQuery'
import { orderApi } from '../../api/order'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { orderActions } from '../../screens/orders/machines'
import { OrdersScreen } from '../../screens/orders/OrdersScreen'

export const Route = createFileRoute('/_member/myOrders')({
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => ordersQuery(search),
  loader: ({ deps }) => orderApi.orderPage(deps),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Orders list={{ status: 'loading' }} />,
  errorComponent: () => <Orders list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Orders list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Orders({ list }: { list: ListState<OrderPage> }) {
  const { status, year, search, pageSize, page = 1 } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const router = useRouter()
  const reload = useMemo(() => () => void router.invalidate(), [router])
  const actions = useMemo(() => orderActions(reload), [reload])
  return (
    <AccountLayout>
      <OrdersScreen
        list={list}
        status={status}
        filters={{ year, search, pageSize }}
        page={page}
        thisYear={new Date().getFullYear()}
        onStatus={(next) => void navigate({ search: { status: next, year, search, pageSize }, replace: true })}
        onFilters={(next) => void navigate({ search: { status, ...next }, replace: true })}
        pageLink={(target) => ({ to: Route.fullPath, search: { status, year, search, pageSize, page: target > 1 ? target : undefined } })}
        actions={actions}
        onExpired={reload}
      />
    </AccountLayout>
  )
}
