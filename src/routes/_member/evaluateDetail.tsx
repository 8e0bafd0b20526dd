import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, text, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/evaluateDetail')({
  validateSearch: searchSchema({ orderNo: text, id: integer }),
  component: ComingSoon,
})
