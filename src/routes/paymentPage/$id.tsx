import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { requireMember } from '../../lib/guards'
import { flag, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/paymentPage/$id')({
  validateSearch: searchSchema({ onlyPayOrderPic: flag }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
