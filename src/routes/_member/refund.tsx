import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/refund')({
  validateSearch: searchSchema({ orderItemId: integer }),
  component: ComingSoon,
})
