import { createFileRoute, linkOptions } from '@tanstack/react-router'
import { useMemo } from 'react'
import { integer, searchSchema } from '../../../contract/search'
import { payoutApi } from '../../api/payout'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry } from '../../lib/listState'
import { payoutMachines } from '../../screens/payout/machines'
import { type PayoutAddressList, PayoutAddressScreen } from '../../screens/payout/PayoutAddressScreen'
import { payoutAddressPageSize } from '../../../contract/payout'

const addressSearch = searchSchema({ page: integer })

/** A page past the end (the last address of the last page deleted) shows the last page instead. */
async function loadPage(pageNo: number) {
  const page = await payoutApi.payoutAddressPage({ pageNo, pageSize: payoutAddressPageSize })
  const last = Math.max(1, Math.ceil(page.total / payoutAddressPageSize))
  if (page.list.length === 0 && pageNo > last)
    return { page: await payoutApi.payoutAddressPage({ pageNo: last, pageSize: payoutAddressPageSize }), pageNo: last }
  return { page, pageNo }
}

export const Route = createFileRoute('/_member/walletAddress')({
  validateSearch: addressSearch,
  loaderDeps: ({ search }) => ({ pageNo: Math.max(1, search.page ?? 1) }),
  loader: ({ deps }) => loadPage(deps.pageNo),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <PayoutAddresses list={{ status: 'loading' }} />,
  errorComponent: () => <PayoutAddresses list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <PayoutAddresses list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function PayoutAddresses({ list }: { list: PayoutAddressList }) {
  const reload = useRetry()
  const machines = useMemo(() => payoutMachines(reload), [reload])
  return (
    <AccountLayout>
      <PayoutAddressScreen
        list={list}
        machines={machines}
        pageLink={(page) => linkOptions({ to: '/walletAddress', search: { page: page > 1 ? page : undefined } })}
      />
    </AccountLayout>
  )
}
