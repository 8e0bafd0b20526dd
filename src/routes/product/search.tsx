import { createFileRoute } from '@tanstack/react-router'
import { populations } from '../../../contract/locale'
import { ComingSoon } from '../../components/ComingSoon'
import { oneOf, text, searchSchema } from '../../lib/search'

export const Route = createFileRoute('/product/search')({
  validateSearch: searchSchema({ population: oneOf(populations), word: text }),
  component: ComingSoon,
})
