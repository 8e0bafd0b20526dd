import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { oneOf, searchSchema } from '../../contract/search'

export const Route = createFileRoute('/walletIndex')({
  validateSearch: searchSchema({ activeName: oneOf(['first', 'second', 'third']) }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
