import { createFileRoute, linkOptions, useNavigate, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { integer, searchSchema } from '../../../contract/search'
import { addressApi } from '../../api/address'
import { settingsApi } from '../../api/settings'
import { AccountLayout } from '../../components/account/AccountLayout'
import { RetryNotice } from '../../components/Notice'
import { useRetry } from '../../lib/listState'
import { AddressFormScreen, AddressFormSkeleton } from '../../screens/address/AddressFormScreen'
import { carriedSearch, carryOf } from '../../screens/address/carry'
import { addressMachines } from '../../screens/address/machines'

const formSearch = searchSchema({ ...carriedSearch, addressNo: integer })

export const Route = createFileRoute('/_member/addAddress')({
  validateSearch: formSearch,
  loaderDeps: ({ search }) => ({ addressNo: search.addressNo }),
  loader: async ({ deps }) => {
    const [countries, address] = await Promise.all([
      settingsApi.countryRegions(),
      deps.addressNo ? addressApi.get({ id: deps.addressNo }) : Promise.resolve(null),
    ])
    return { countries, address }
  },
  gcTime: 0,
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => (
    <AccountLayout>
      <AddressFormSkeleton />
    </AccountLayout>
  ),
  errorComponent: () => (
    <AccountLayout>
      <RetryNotice retry={useRetry()}>
        <Trans>The address could not be loaded.</Trans>
      </RetryNotice>
    </AccountLayout>
  ),
  component: AddAddressPage,
})

function AddAddressPage() {
  const input = Route.useLoaderData()
  const search = Route.useSearch()
  const carry = carryOf(search)
  const navigate = useNavigate()
  const router = useRouter()
  const back = linkOptions({ to: '/myaddress', search: carry })
  // Saved: back to the book with the same query parameters, read afresh (a preloaded copy is out of date).
  const onDone = () => {
    void router.invalidate({ filter: (m) => m.routeId === '/_member/myaddress' })
    void navigate({ to: '/myaddress', search: carry })
  }
  return (
    <AccountLayout>
      <AddressFormScreen key={search.addressNo ?? 'new'} logic={addressMachines.form} input={input} back={back} onDone={onDone} />
    </AccountLayout>
  )
}
