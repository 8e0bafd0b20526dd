import { createFileRoute } from '@tanstack/react-router'
import { PaySuccessScreen } from '../../../../screens/checkout/PaySuccessScreen'

export const Route = createFileRoute('/_member/success/pay/')({
  component: () => <PaySuccessScreen kind="paid" />,
})
