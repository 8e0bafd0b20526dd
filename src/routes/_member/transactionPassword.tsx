import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { localPath, searchSchema } from '../../../contract/search'
import { payPasswordApi } from '../../api/payPassword'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry } from '../../lib/listState'
import { TransactionPasswordScreen } from '../../screens/payPassword/TransactionPasswordScreen'
import { transactionPasswordLogic } from '../../screens/payPassword/machines'

/** /transactionPassword?redirect=/path: set, change or reset it; after a set or a reset, back to `redirect` or the wallet. */
export const Route = createFileRoute('/_member/transactionPassword')({
  validateSearch: searchSchema({ redirect: localPath }),
  loader: () => payPasswordApi.intoPayPassWord(),
  // Every visit asks again: the flag changes with a set made elsewhere.
  staleTime: 0,
  gcTime: 0,
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Page info={{ status: 'loading' }} />,
  errorComponent: () => <Page info={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Page info={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Page({ info }: { info: Parameters<typeof TransactionPasswordScreen>[0]['info'] }) {
  const { redirect } = Route.useSearch()
  const router = useRouter()
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      transactionPasswordLogic(() => {
        if (redirect) router.history.replace(redirect)
        else void navigate({ to: '/walletIndex', replace: true })
      }),
    [redirect, router, navigate],
  )
  return (
    <AccountLayout>
      <TransactionPasswordScreen info={info} logic={logic} />
    </AccountLayout>
  )
}
