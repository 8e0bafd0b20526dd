import { createFileRoute } from '@tanstack/react-router'
import { walletApi } from '../../../../api/wallet'
import { useRetry } from '../../../../lib/listState'
import { RechargeSuccessScreen } from '../../../../screens/wallet/RechargeSuccessScreen'

export const Route = createFileRoute('/_member/success/recharge/$rechargeOrderId')({
  loader: ({ params }) => walletApi.rechargeDetail({ id: Number(params.rechargeOrderId) || 0 }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <RechargeSuccessScreen list={{ status: 'loading' }} />,
  errorComponent: () => <RechargeSuccessScreen list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <RechargeSuccessScreen list={{ status: 'ready', data: Route.useLoaderData() }} />,
})
