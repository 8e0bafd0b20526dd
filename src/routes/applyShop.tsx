import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMemberToApply } from '../lib/guards'

export const Route = createFileRoute('/applyShop')({
  beforeLoad: requireMemberToApply,
  component: ComingSoon,
})
