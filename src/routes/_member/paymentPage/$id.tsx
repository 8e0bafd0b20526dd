import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { flag, searchSchema } from '../../../../contract/search'
import type { PayOutcome } from '../../../../machines/checkout/payDialog'
import { uploadImage } from '../../../api/file'
import { type ListState, useRetry } from '../../../lib/listState'
import { loadPay } from '../../../screens/checkout/checkoutData'
import { checkoutMachines } from '../../../screens/checkout/machines'
import { type PayData, PaymentPageScreen } from '../../../screens/checkout/PaymentPageScreen'

export const Route = createFileRoute('/_member/paymentPage/$id')({
  validateSearch: searchSchema({ onlyPayOrderPic: flag }),
  loader: ({ params }) => loadPay([Number(params.id) || 0]),
  // The pay machine takes the order once, when it starts: never show a kept or preloaded copy.
  gcTime: 0,
  preload: false,
  // The loader goes with the page's code: in the route tree it would bring the checkout's calls into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <PaymentPage data={{ status: 'loading' }} />,
  errorComponent: () => <PaymentPage data={{ status: 'failed', retry: useRetry() }} />,
  component: () => <PaymentPage data={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function PaymentPage({ data }: { data: ListState<PayData> }) {
  const { onlyPayOrderPic } = Route.useSearch()
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const onPaid = useCallback(
    (outcome: PayOutcome) =>
      void navigate({
        to: outcome === 'balance' ? '/success/pay' : '/success/pay/virtualCurrency',
        search: { orders: [Number(id)] },
        replace: true,
      }),
    [navigate, id],
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
