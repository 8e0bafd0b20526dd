import { createFileRoute, redirect } from '@tanstack/react-router'
import { integer, text, searchSchema } from '../../../contract/search'
import type { Evaluation } from '../../../contract/evaluation'
import { evaluationApi } from '../../api/evaluation'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry, type ListState } from '../../lib/listState'
import { EvaluateDetailScreen } from '../../screens/evaluation/EvaluateDetailScreen'

const detailSearch = searchSchema({ orderNo: text, id: integer })

export const Route = createFileRoute('/_member/evaluateDetail')({
  validateSearch: detailSearch,
  beforeLoad: ({ search }) => {
    if (!search.orderNo) throw redirect({ to: '/myOrders' })
  },
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo ?? '' }),
  loader: ({ deps }) => evaluationApi.list({ orderNo: deps.orderNo }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Detail evaluations={{ status: 'loading' }} />,
  errorComponent: () => <Detail evaluations={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Detail evaluations={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Detail({ evaluations }: { evaluations: ListState<Evaluation[]> }) {
  const { orderNo, id } = Route.useSearch()
  return (
    <AccountLayout>
      <EvaluateDetailScreen orderNo={orderNo ?? ''} evaluations={evaluations} highlight={id} />
    </AccountLayout>
  )
}
