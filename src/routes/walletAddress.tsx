import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'

export const Route = createFileRoute('/walletAddress')({
  beforeLoad: requireMember,
  component: ComingSoon,
})
