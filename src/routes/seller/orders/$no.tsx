import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { sellerOrderApi } from '../../../api/sellerOrder'
import { useRetry } from '../../../lib/listState'
import { orderDialogs } from '../../../screens/seller/orderMachines'
import { OrderScreen } from '../../../screens/seller/OrderScreen'

export const Route = createFileRoute('/seller/orders/$no')({
  loader: ({ params }) => sellerOrderApi.get({ no: params.no }),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <OrderScreen detail={{ status: 'loading' }} />,
  errorComponent: () => <OrderScreen detail={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Loaded key={Route.useParams().no} />,
})

function Loaded() {
  const order = Route.useLoaderData()
  const reload = useRetry()
  const dialogs = useActorRef(useMemo(() => orderDialogs(order.id, reload), [order.id, reload]))
  return <OrderScreen detail={{ status: 'ready', data: order }} dialogs={dialogs} />
}
