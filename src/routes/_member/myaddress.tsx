import { createFileRoute, linkOptions, useRouter } from '@tanstack/react-router'
import { addressLimits } from '../../../contract/address'
import { integer, searchSchema } from '../../../contract/search'
import { addressApi } from '../../api/address'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry, type ListState } from '../../lib/listState'
import { AddressBookScreen } from '../../screens/address/AddressBookScreen'
import { carriedSearch, carryOf, choosingForCheckout } from '../../screens/address/carry'
import { addressBookActions } from '../../screens/address/machines'
import type { AddressPage } from '../../../contract/address'

const bookSearch = searchSchema({ ...carriedSearch, page: integer })

/** A page past the last one (its last address just deleted) shows the last page instead. */
async function loadBook(pageNo: number) {
  const page = await addressApi.list({ pageNo, pageSize: addressLimits.pageSize })
  const last = Math.max(1, Math.ceil(page.total / addressLimits.pageSize))
  return pageNo > last
    ? { page: await addressApi.list({ pageNo: last, pageSize: addressLimits.pageSize }), pageNo: last }
    : { page, pageNo }
}

export const Route = createFileRoute('/_member/myaddress')({
  validateSearch: bookSearch,
  loaderDeps: ({ search }) => ({ pageNo: Math.max(1, search.page ?? 1) }),
  loader: ({ deps }) => loadBook(deps.pageNo),
  // Every visit reads the book afresh: it changes on /addAddress and in checkout.
  gcTime: 0,
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Book list={{ status: 'loading' }} />,
  errorComponent: () => <Book list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Book list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Book({ list }: { list: ListState<{ page: AddressPage; pageNo: number }> }) {
  const carry = carryOf(Route.useSearch())
  const router = useRouter()
  const links = {
    add: linkOptions({ to: '/addAddress', search: carry }),
    edit: (id: number) => linkOptions({ to: '/addAddress', search: { ...carry, addressNo: id } }),
    use: choosingForCheckout(carry) ? (id: number) => linkOptions({ to: '/basket', search: { step: 2, ano: id } }) : undefined,
    page: (page: number) => linkOptions({ to: '/myaddress', search: { ...carry, page: page > 1 ? page : undefined } }),
  }
  return (
    <AccountLayout>
      <AddressBookScreen list={list} links={links} actions={addressBookActions(() => router.invalidate())} />
    </AccountLayout>
  )
}
