import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router'
import { integer, oneOf, searchSchema } from '../../../contract/search'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useRetry } from '../../lib/listState'
import { walletMachines } from '../../screens/wallet/machines'
import { loadLog, loadSummary, type WalletLog } from '../../screens/wallet/walletData'
import { walletTabs } from '../../screens/wallet/walletTabs'
import { WalletScreen, type WalletScreenProps } from '../../screens/wallet/WalletScreen'

const walletSearch = searchSchema({ activeName: oneOf(walletTabs), page: integer })

export const Route = createFileRoute('/_member/walletIndex')({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => ({ tab: search.activeName ?? 'first', pageNo: Math.max(1, search.page ?? 1) }),
  loader: async ({ deps, context }) => {
    // The log is not awaited: the balance shows while it loads (the page reads it with use()).
    const log = loadLog(deps.tab, deps.pageNo)
    log.catch(() => {})
    return { log, summary: await loadSummary(context.session.getSnapshot().context.currencyCode) }
  },
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Wallet summary={{ status: 'loading' }} log={never} />,
  errorComponent: () => <Wallet summary={{ status: 'failed', retry: useRetry() }} log={never} />,
  component: () => {
    const { log, summary } = Route.useLoaderData()
    return <Wallet summary={{ status: 'ready', data: summary }} log={log} />
  },
})

/** A log that never lands: the pending and failed pages show the log as loading. */
const never = new Promise<WalletLog>(() => {})

function Wallet({ summary, log }: Pick<WalletScreenProps, 'summary' | 'log'>) {
  const { activeName: tab = 'first', page } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const retry = useRetry()
  return (
    <AccountLayout>
      <WalletScreen
        summary={summary}
        log={log}
        retry={retry}
        tab={tab}
        pageNo={page ?? 1}
        onTab={(next) => void navigate({ search: { activeName: next === 'first' ? undefined : next }, replace: true })}
        pageLink={(n) =>
          linkOptions({ to: '/walletIndex', search: { activeName: tab === 'first' ? undefined : tab, page: n > 1 ? n : undefined } })
        }
        withdrawal={walletMachines.withdrawal}
        onChanged={retry}
      />
    </AccountLayout>
  )
}
