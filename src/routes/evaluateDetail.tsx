import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { integer, text, searchSchema } from '../../contract/search'

export const Route = createFileRoute('/evaluateDetail')({
  validateSearch: searchSchema({ orderNo: text, id: integer }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
