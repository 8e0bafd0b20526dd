import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { integer, searchSchema } from '../lib/search'

export const Route = createFileRoute('/productDetail')({
  validateSearch: searchSchema({ no: integer, shopId: integer }),
  component: ComingSoon,
})
