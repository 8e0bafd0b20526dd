import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { integer, searchSchema } from '../../contract/search'

export const Route = createFileRoute('/refundDetail')({
  validateSearch: searchSchema({ afterSalesId: integer }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
