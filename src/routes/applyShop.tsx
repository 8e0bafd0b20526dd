import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { applicantsOnly } from '../lib/guards'

export const Route = createFileRoute('/applyShop')({
  beforeLoad: applicantsOnly,
  component: ComingSoon,
})
