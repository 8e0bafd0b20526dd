import { createFileRoute } from '@tanstack/react-router'
import { sellerApi } from '../../api/seller'
import { type ListState, useRetry } from '../../lib/listState'
import { type DashboardData, SellerDashboard } from '../../screens/seller/SellerDashboard'
import { useOpenShop } from '../../session'

export const Route = createFileRoute('/seller/')({
  loader: async () => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
    const [counts, dashboard] = await Promise.all([sellerApi.shop(), sellerApi.dashboard({ tz })])
    return { counts, dashboard }
  },
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  // The counts move with every action on the products and orders: coming back counts again.
  staleTime: 0,
  pendingComponent: () => <Dashboard summary={{ status: 'loading' }} />,
  errorComponent: () => <Dashboard summary={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Dashboard summary={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Dashboard({ summary }: { summary: ListState<DashboardData> }) {
  const shop = useOpenShop()
  return shop && <SellerDashboard shop={shop} summary={summary} />
}
