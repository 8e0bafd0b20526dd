import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { flag, searchSchema } from '../../../../contract/search'
import type { PayOutcome } from '../../../../machines/payDialog'
import { checkoutApi } from '../../../api/checkout'
import { useRetry, type ListState } from '../../../lib/listState'
import { loadPay } from '../../../screens/checkout/checkoutData'
import { checkoutMachines } from '../../../screens/checkout/machines'
import { type PayData, PaymentPageScreen } from '../../../screens/checkout/PaymentPageScreen'

export const Route = createFileRoute('/_member/paymentPage/$id')({
  validateSearch: searchSchema({ onlyPayOrderPic: flag }),
  loader: ({ params }) => loadPay([Number(params.id) || 0]),
  pendingComponent: () => <PaymentPage data={{ status: 'loading' }} />,
  errorComponent: () => <PaymentPage data={{ status: 'failed', retry: useRetry() }} />,
  component: () => <PaymentPage data={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function PaymentPage({ data }: { data: ListState<PayData> }) {
  const { onlyPayOrderPic } = Route.useSearch()
  const navigate = useNavigate()
  const onPaid = useCallback(
    (outcome: PayOutcome) => void navigate({ to: outcome === 'balance' ? '/success/pay' : '/success/pay/virtualCurrency', replace: true }),
    [navigate],
  )
  return (
    <PaymentPageScreen
      data={data}
      evidenceOnly={onlyPayOrderPic === true}
      logic={checkoutMachines.pay}
      upload={checkoutApi.upload}
      onPaid={onPaid}
    />
  )
}
