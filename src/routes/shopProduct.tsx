import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { integer, text, searchSchema } from '../lib/search'

export const Route = createFileRoute('/shopProduct')({
  validateSearch: searchSchema({ no: integer, name: text }),
  component: ComingSoon,
})
