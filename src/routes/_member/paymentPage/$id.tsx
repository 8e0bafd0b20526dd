import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../components/ComingSoon'
import { flag, searchSchema } from '../../../../contract/search'

export const Route = createFileRoute('/_member/paymentPage/$id')({
  validateSearch: searchSchema({ onlyPayOrderPic: flag }),
  component: ComingSoon,
})
