import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { text, searchSchema } from '../../contract/search'

export const Route = createFileRoute('/evaluate')({
  validateSearch: searchSchema({ orderNo: text }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
