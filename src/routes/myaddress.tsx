import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { requireMember } from '../lib/guards'
import { integer, text, searchSchema } from '../../contract/search'

export const Route = createFileRoute('/myaddress')({
  validateSearch: searchSchema({ t: integer, a: text, ano: integer, ino: text, ista: text, fcode: text, vat: text, pec: text, sdi: text }),
  beforeLoad: requireMember,
  component: ComingSoon,
})
