import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ComingSoon'
import { integer, text, searchSchema } from '../../../contract/search'

export const Route = createFileRoute('/_member/addAddress')({
  validateSearch: searchSchema({
    t: integer,
    a: text,
    ano: integer,
    ino: text,
    ista: text,
    fcode: text,
    vat: text,
    pec: text,
    sdi: text,
    addressNo: integer,
  }),
  component: ComingSoon,
})
