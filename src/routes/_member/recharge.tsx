import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { uploadImage } from '../../api/file'
import { walletApi } from '../../api/wallet'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry, type ListState } from '../../lib/listState'
import { walletMachines } from '../../screens/wallet/machines'
import { RechargeScreen } from '../../screens/wallet/RechargeScreen'
import type { RechargeOptions } from '../../../contract/wallet'

export const Route = createFileRoute('/_member/recharge')({
  loader: () => {
    // The QR code's drawing code comes with the page, in parallel with its data.
    import('qrcode').catch(() => {})
    return walletApi.rechargeOptions()
  },
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Recharge list={{ status: 'loading' }} />,
  errorComponent: () => <Recharge list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Recharge list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Recharge({ list }: { list: ListState<RechargeOptions> }) {
  const navigate = useNavigate()
  const onRecharged = useCallback(
    (id: number) => void navigate({ to: '/success/recharge/$rechargeOrderId', params: { rechargeOrderId: String(id) } }),
    [navigate],
  )
  return (
    <AccountLayout>
      <RechargeScreen list={list} logic={walletMachines.recharge} upload={uploadImage} onRecharged={onRecharged} />
    </AccountLayout>
  )
}
