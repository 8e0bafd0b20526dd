import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { integer, searchSchema } from '../../../../contract/search'
import { sellerAfterSaleApi } from '../../../api/sellerAfterSale'
import { type ListState, useRetry } from '../../../lib/listState'
import { AfterSalesScreen } from '../../../screens/seller/AfterSalesScreen'

/** `status` an after-sale status (absent: all), `page` from 1; the service answers an unknown status "not valid". */
const afterSalesSearch = searchSchema({ status: integer, page: integer })

export const Route = createFileRoute('/seller/after-sales/')({
  validateSearch: afterSalesSearch,
  loaderDeps: ({ search }) => ({ status: search.status, pageNo: Math.max(1, search.page ?? 1) }),
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
      page={Math.max(1, search.page ?? 1)}
      onStatus={(status) => void navigate({ search: { status }, replace: true })}
      pageLink={(page) => ({ to: '/seller/after-sales', search: { ...search, page: page > 1 ? page : undefined } })}
    />
  )
}
