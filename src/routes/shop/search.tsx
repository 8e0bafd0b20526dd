import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { text, searchSchema } from '../../lib/search'

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchSchema({ word: text }),
  component: ComingSoon,
})
