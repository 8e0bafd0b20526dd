import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { text, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/evaluate')({
  validateSearch: searchSchema({ orderNo: text }),
  component: ComingSoon,
})
