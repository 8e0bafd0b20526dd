import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { text, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/orderDetails')({
  validateSearch: searchSchema({ no: text }),
  component: ComingSoon,
})
