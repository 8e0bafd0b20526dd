import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { oneOf, searchSchema } from '../lib/search'

export const Route = createFileRoute('/wishlist')({
  validateSearch: searchSchema({ activeName: oneOf(['first', 'second']) }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
