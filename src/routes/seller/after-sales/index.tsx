import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { flag, integer, searchSchema } from '../../../../contract/search'
import { sellerAfterSaleApi } from '../../../api/sellerAfterSale'
import { type ListState, useRetry } from '../../../lib/listState'
import { AfterSalesScreen } from '../../../screens/seller/AfterSalesScreen'

/** `status` an after-sale status (absent: all), `waiting` only those waiting for the shop, `page` from 1; the service answers an unknown status "not valid". */
const afterSalesSearch = searchSchema({ status: integer, waiting: flag, page: integer })

export const Route = createFileRoute('/seller/after-sales/')({
  validateSearch: afterSalesSearch,
  loaderDeps: ({ search }) => ({ status: search.status, waiting: search.waiting === true, pageNo: Math.max(1, search.page ?? 1) }),
  loader: ({ deps }) => sellerAfterSaleApi.page(deps),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <AfterSales list={{ status: 'loading' }} />,
  errorComponent: () => <AfterSales list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <AfterSales list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function AfterSales({ list }: { list: ListState<Awaited<ReturnType<typeof sellerAfterSaleApi.page>>> }) {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <AfterSalesScreen
      list={list}
      status={search.status}
      waiting={search.waiting === true}
      page={Math.max(1, search.page ?? 1)}
      onFilter={({ status, waiting }) => void navigate({ search: { status, waiting: waiting || undefined }, replace: true })}
      pageLink={(page) => ({ to: '/seller/after-sales', search: { ...search, page: page > 1 ? page : undefined } })}
    />
  )
}
