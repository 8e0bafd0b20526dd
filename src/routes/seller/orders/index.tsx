import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { integer, searchSchema, text } from '../../../../contract/search'
import { sellerOrderApi } from '../../../api/sellerOrder'
import { type ListState, useRetry } from '../../../lib/listState'
import { ordersQuery } from '../../../screens/seller/ordersQuery'
import { OrdersScreen } from '../../../screens/seller/OrdersScreen'

/** `status` an order status; `q` part of a number or an email; `from`/`to` days (YYYY-MM-DD); `page` from 1. The page checks the codes. */
const ordersSearch = searchSchema({ status: integer, q: text, from: text, to: text, page: integer })

export const Route = createFileRoute('/seller/orders/')({
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => ({ status: search.status, q: search.q, from: search.from, to: search.to, page: search.page }),
  loader: ({ deps }) => sellerOrderApi.page(ordersQuery(deps)),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Orders list={{ status: 'loading' }} />,
  errorComponent: () => <Orders list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Orders list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Orders({ list }: { list: ListState<Awaited<ReturnType<typeof sellerOrderApi.page>>> }) {
  const search = Route.useSearch()
  const query = ordersQuery(search)
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <OrdersScreen
      list={list}
      query={{ status: query.status, search: query.search, from: query.from, to: query.to, page: query.pageNo }}
      onQuery={(next) => void navigate({ search: { status: next.status, q: next.search, from: next.from, to: next.to }, replace: true })}
      pageLink={(page) => ({ to: '/seller/orders', search: { ...search, page: page > 1 ? page : undefined } })}
    />
  )
}
