import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, searchSchema } from '../../../contract/search'

/** The shop chat lands here with the shop to write to (the messaging issue fills the screen). */
export const Route = createFileRoute('/_member/leaveMessage')({
  validateSearch: searchSchema({ shopId: integer }),
  component: ComingSoon,
})
