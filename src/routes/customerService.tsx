import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { text, searchSchema } from '../lib/search'

export const Route = createFileRoute('/customerService')({
  validateSearch: searchSchema({ code: text, collapseCode: text, type: text, title: text, s: text }),
  component: ComingSoon,
})
