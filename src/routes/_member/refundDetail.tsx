import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { AfterSaleDetail } from '../../../contract/afterSale'
import { integer, searchSchema } from '../../../contract/search'
import { afterSaleApi } from '../../api/afterSale'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { afterSaleActions } from '../../screens/afterSale/machines'
import { AfterSaleDetailScreen } from '../../screens/afterSale/AfterSaleDetailScreen'

/** `afterSalesId`: the after-sale; without it the page goes to the list. */
const detailSearch = searchSchema({ afterSalesId: integer })

export const Route = createFileRoute('/_member/refundDetail')({
  validateSearch: detailSearch,
  beforeLoad: ({ search }) => {
    if (!search.afterSalesId) throw redirect({ to: '/refundLists' })
  },
  loaderDeps: ({ search }) => ({ id: search.afterSalesId ?? 0 }),
  loader: ({ deps }) => afterSaleApi.detail({ id: deps.id }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Detail detail={{ status: 'loading' }} />,
  errorComponent: () => <Detail detail={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Detail detail={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Detail({ detail }: { detail: ListState<AfterSaleDetail> }) {
  const router = useRouter()
  const actions = useMemo(() => afterSaleActions(() => void router.invalidate()), [router])
  return (
    <AccountLayout>
      <AfterSaleDetailScreen detail={detail} actions={actions} />
    </AccountLayout>
  )
}
