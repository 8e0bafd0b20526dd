import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { oneOf, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/walletIndex')({
  validateSearch: searchSchema({ activeName: oneOf(['first', 'second', 'third']) }),
  component: ComingSoon,
})
