import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Order } from '../../../contract/order'
import { searchSchema, text } from '../../../contract/search'
import { orderApi } from '../../api/order'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { orderActions } from '../../screens/orders/machines'
import { OrderDetailScreen } from '../../screens/orders/OrderDetailScreen'

/** `no`: the order number; without it the page goes to the list. */
const detailSearch = searchSchema({ no: text })

export const Route = createFileRoute('/_member/orderDetails')({
  validateSearch: detailSearch,
  beforeLoad: ({ search }) => {
    if (!search.no) throw redirect({ to: '/myOrders' })
  },
  loaderDeps: ({ search }) => ({ no: search.no ?? '' }),
  loader: ({ deps }) => orderApi.orderDetail({ no: deps.no.slice(0, 40) }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Detail detail={{ status: 'loading' }} />,
  errorComponent: () => <Detail detail={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Detail detail={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Detail({ detail }: { detail: ListState<Order> }) {
  const router = useRouter()
  const reload = useMemo(() => () => void router.invalidate(), [router])
  const actions = useMemo(() => orderActions(reload), [reload])
  return (
    <AccountLayout>
      <OrderDetailScreen detail={detail} actions={actions} onExpired={reload} />
    </AccountLayout>
  )
}
