import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type AfterSalePage, afterSaleLimits } from '../../../contract/afterSale'
import { integer, searchSchema, text } from '../../../contract/search'
import { knownFilters, type RefundFilters } from '../../../machines/afterSale/afterSaleListFilters'
import { afterSaleApi } from '../../api/afterSale'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { AfterSaleListScreen } from '../../screens/afterSale/AfterSaleListScreen'

/**
 * `way` the mode, `status` the after-sale status, `orderNo` part of an order number (absent: all); `page` from 1.
 * Only contract/search's readers run here (this part of the route is in the shell): the page shows an unknown
 * mode or status as all, and the service answers it with no after-sales.
 */
const afterSaleListSearch = searchSchema({
  way: integer,
  status: integer,
  orderNo: text,
  page: integer,
})

export const Route = createFileRoute('/_member/refundLists')({
  validateSearch: afterSaleListSearch,
  loaderDeps: ({ search }) => ({
    way: search.way,
    status: search.status,
    orderNo: search.orderNo?.slice(0, 40),
    pageNo: Math.max(1, search.page ?? 1),
  }),
  // docs/behaviour.md#errors: the list reloads silently. A failed load is asked again (2, 4, 8 s) while the skeleton,
  // or the page already shown, stays; only then does the notice with its retry show. Its machine loads with the
  // route, not with the shell.
  loader: async ({ deps, abortController }) => {
    const { loadSilently } = await import('../../../machines/lib/silentReload')
    return loadSilently(() => afterSaleApi.page({ ...deps, pageSize: afterSaleLimits.pageSize }), abortController.signal)
  },
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <AfterSaleLists list={{ status: 'loading' }} />,
  errorComponent: () => <AfterSaleLists list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <AfterSaleLists list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function AfterSaleLists({ list }: { list: ListState<AfterSalePage> }) {
  const search = Route.useSearch()
  const filters = knownFilters(search)
  const navigate = useNavigate({ from: Route.fullPath })
  const onFilters = useCallback((next: RefundFilters) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <AccountLayout>
      <AfterSaleListScreen
        list={list}
        filters={filters}
        page={search.page ?? 1}
        onFilters={onFilters}
        pageLink={(target) => ({ to: Route.fullPath, search: { ...filters, page: target > 1 ? target : undefined } })}
      />
    </AccountLayout>
  )
}
