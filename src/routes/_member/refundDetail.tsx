import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/refundDetail')({
  validateSearch: searchSchema({ afterSalesId: integer }),
  component: ComingSoon,
})
