import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { flag, searchSchema } from '../../../../contract/search'
import type { PayOutcome } from '../../../../machines/checkout/payDialog'
import { uploadImage } from '../../../api/file'
import { loadPay } from '../../../screens/checkout/checkoutData'
import { checkoutMachines } from '../../../screens/checkout/machines'
import { useLoaded } from '../../../screens/checkout/useLoaded'
import { PaymentPageScreen } from '../../../screens/checkout/PaymentPageScreen'

export const Route = createFileRoute('/_member/paymentPage/$id')({
  validateSearch: searchSchema({ onlyPayOrderPic: flag }),
  component: PaymentPage,
})

function PaymentPage() {
  const { onlyPayOrderPic } = Route.useSearch()
  const id = Number(Route.useParams().id) || 0
  const { state: data } = useLoaded(String(id), () => loadPay([id]))
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
      upload={uploadImage}
      onPaid={onPaid}
    />
  )
}
