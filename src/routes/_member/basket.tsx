import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, oneOf, text, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/basket')({
  validateSearch: searchSchema({ step: oneOf([1, 2, 3]), addressId: integer, ano: integer, payType: integer, remark: text }),
  component: ComingSoon,
})
