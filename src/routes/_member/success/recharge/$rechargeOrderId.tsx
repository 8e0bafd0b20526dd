import { createFileRoute } from '@tanstack/react-router'
import { walletApi } from '../../../../api/wallet'
import { useRetry } from '../../../../lib/listState'
import { RechargeSuccessScreen } from '../../../../screens/wallet/RechargeSuccessScreen'

export const Route = createFileRoute('/_member/success/recharge/$rechargeOrderId')({
  loader: ({ params }) => walletApi.rechargeDetail({ id: Number(params.rechargeOrderId) || 0 }),
  pendingComponent: () => <RechargeSuccessScreen list={{ status: 'loading' }} />,
  errorComponent: () => <RechargeSuccessScreen list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <RechargeSuccessScreen list={{ status: 'ready', data: Route.useLoaderData() }} />,
})
