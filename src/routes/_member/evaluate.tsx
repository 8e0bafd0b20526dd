import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { text, searchSchema } from '../../../contract/search'
import type { Order } from '../../../contract/order'
import { orderApi } from '../../api/order'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry, type ListState } from '../../lib/listState'
import { EvaluateScreen } from '../../screens/evaluation/EvaluateScreen'
import { evaluationMachines } from '../../screens/evaluation/machines'

const evaluateSearch = searchSchema({ orderNo: text })

export const Route = createFileRoute('/_member/evaluate')({
  validateSearch: evaluateSearch,
  beforeLoad: ({ search }) => {
    if (!search.orderNo) throw redirect({ to: '/myOrders' })
  },
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo ?? '' }),
  loader: ({ deps }) => orderApi.orderDetail({ no: deps.orderNo }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Evaluate order={{ status: 'loading' }} />,
  errorComponent: () => <Evaluate order={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Evaluate order={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Evaluate({ order }: { order: ListState<Order> }) {
  const router = useRouter()
  // docs/behaviour.md#evaluations: on success goes back (to the orders when the page was opened directly).
  const onDone = useCallback(() => {
    void router.invalidate()
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/myOrders' })
  }, [router])
  return (
    <AccountLayout>
      <EvaluateScreen order={order} logic={evaluationMachines.form} onDone={onDone} />
    </AccountLayout>
  )
}
