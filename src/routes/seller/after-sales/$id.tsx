import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { sellerApi } from '../../../api/seller'
import { sellerAfterSaleApi } from '../../../api/sellerAfterSale'
import { useRetry } from '../../../lib/listState'
import { AfterSaleScreen } from '../../../screens/seller/AfterSaleScreen'
import { sellerAfterSaleActions } from '../../../screens/seller/afterSaleMachines'

/** `id` an after-sale of the shop; with it, the shop's returns address (where an agreed return goes unless the owner says otherwise). */
export const Route = createFileRoute('/seller/after-sales/$id')({
  loader: async ({ params }) => {
    const [afterSale, settings] = await Promise.all([sellerAfterSaleApi.get({ id: Number(params.id) }), sellerApi.settings()])
    return { afterSale, returnsAddress: settings.returnsAddress }
  },
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  // Moved by the shopper and the platform too: coming back loads it anew.
  staleTime: 0,
  pendingComponent: () => <Detail page={{ status: 'loading' }} />,
  errorComponent: () => <Detail page={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Detail page={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Detail({ page }: { page: Parameters<typeof AfterSaleScreen>[0]['page'] }) {
  const reload = useRetry()
  const actions = useMemo(() => sellerAfterSaleActions(reload), [reload])
  return <AfterSaleScreen page={page} actions={actions} />
}
