import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { integer, text, searchSchema } from '../lib/search'

export const Route = createFileRoute('/categoryIndex')({
  validateSearch: searchSchema({ type: text, name: text, brandId: integer, categoryId: integer, categoryPath: text, desno: text, search: text, navigation: integer }),
  component: ComingSoon,
})
