import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { RefundableItem } from '../../../contract/afterSale'
import { integer, searchSchema } from '../../../contract/search'
import { afterSaleApi } from '../../api/afterSale'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { afterSaleApplyMachines } from '../../screens/afterSale/applyMachines'
import { AfterSaleApplyScreen } from '../../screens/afterSale/AfterSaleApplyScreen'

const refundSearch = searchSchema({ orderItemId: integer })

export const Route = createFileRoute('/_member/refund')({
  validateSearch: refundSearch,
  beforeLoad: ({ search }) => {
    if (!search.orderItemId || search.orderItemId < 1) throw redirect({ to: '/myOrders' })
  },
  loaderDeps: ({ search }) => ({ orderItemId: search.orderItemId ?? 0 }),
  loader: ({ deps }) => afterSaleApi.refundable({ orderItemId: deps.orderItemId }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Refund item={{ status: 'loading' }} />,
  errorComponent: () => <Refund item={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Refund item={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Refund({ item }: { item: ListState<RefundableItem> }) {
  const navigate = useNavigate()
  // docs/behaviour.md#after-sales: success replaces the page with the refund list.
  const onDone = useCallback(() => void navigate({ to: '/refundLists', replace: true }), [navigate])
  return (
    <AccountLayout>
      <AfterSaleApplyScreen item={item} logic={afterSaleApplyMachines.form} onDone={onDone} />
    </AccountLayout>
  )
}
