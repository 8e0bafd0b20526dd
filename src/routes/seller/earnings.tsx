import { createFileRoute } from '@tanstack/react-router'
import { earningsApi } from '../../api/earnings'
import { walletApi } from '../../api/wallet'
import { useRetry } from '../../lib/listState'
import { EarningsScreen } from '../../screens/seller/EarningsScreen'
import { walletMachines } from '../../screens/wallet/machines'

/** The shop's order, where an earnings line's number leads (the seller's order pages). */

export const Route = createFileRoute('/seller/earnings')({
  loader: async () => {
    const [earnings, wallet] = await Promise.all([earningsApi.earnings(), walletApi.wallet()])
    return { earnings, payPasswordSet: wallet.payPasswordFlag }
  },
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <EarningsScreen page={{ status: 'loading' }} withdrawal={walletMachines.withdrawal} onChanged={() => {}} />,
  errorComponent: () => (
    <EarningsScreen page={{ status: 'failed', retry: useRetry() }} withdrawal={walletMachines.withdrawal} onChanged={() => {}} />
  ),
  component: () => (
    <EarningsScreen page={{ status: 'ready', data: Route.useLoaderData() }} withdrawal={walletMachines.withdrawal} onChanged={useRetry()} />
  ),
})
