import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import type { AfterSalePage } from '../../../contract/afterSale'
import { AfterSaleStatus, AfterSaleWay } from '../../../contract/lifecycles'
import { knownFilters } from '../../../machines/afterSale/afterSaleListFilters'
import { loadSilently } from '../../../machines/lib/silentReload'
import { AccountLayout } from '../../components/account/AccountLayout'
import { afterSalePage, sampleAfterSales } from '../../fakes/afterSale'
import type { ListState } from '../../lib/listState'
import { AfterSaleListScreen } from './AfterSaleListScreen'

interface Args {
  state: 'loading' | 'ready' | 'empty' | 'failed'
  /** -1 stands for all. */
  way: number
  /** -1 stands for all. */
  status: number
  orderNo: string
  total: number
}

function Screen({ state, way, status, orderNo, total }: Args) {
  const filters = knownFilters({ way, status, orderNo })
  const rows = sampleAfterSales.filter(
    (row) => (filters.way === undefined || row.way === filters.way) && (filters.status === undefined || row.status === filters.status),
  )
  const list: ListState<AfterSalePage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'empty' ? afterSalePage([], 0) : afterSalePage(rows, Math.max(total, rows.length)) }
  return <Frame list={list} filters={filters} />
}

function Frame({ list, filters = {} }: { list: ListState<AfterSalePage>; filters?: Parameters<typeof AfterSaleListScreen>[0]['filters'] }) {
  return (
    <AccountLayout unread={{}}>
      <AfterSaleListScreen list={list} filters={filters} page={1} onFilters={() => {}} pageLink={() => ({ to: '/refundLists' })} />
    </AccountLayout>
  )
}

const meta = {
  title: 'Account/Refund list',
  component: Screen,
  args: { state: 'ready', way: -1, status: -1, orderNo: '', total: 0 },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'empty', 'failed'] },
    way: { control: 'select', options: [-1, ...Object.values(AfterSaleWay)] },
    status: { control: 'select', options: [-1, ...Object.values(AfterSaleStatus)] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

export const Desktop: Story = {}
export const Phone: Story = { globals: phone }
export const Paged: Story = { args: { total: 57 } }
export const RefundAndReturn: Story = { args: { way: AfterSaleWay.refundAndReturn } }
export const WaitingForReview: Story = { args: { status: AfterSaleStatus.waitReview } }
export const Empty: Story = { args: { state: 'empty' } }
export const EmptyPhone: Story = { args: { state: 'empty' }, globals: phone }
export const EmptyStatus: Story = { args: { state: 'empty', status: AfterSaleStatus.waitReceive } }
export const EmptyMode: Story = { args: { state: 'empty', way: AfterSaleWay.refundOnly } }
export const EmptyOrderNumber: Story = { args: { state: 'empty', orderNo: 'VT2025', status: AfterSaleStatus.refunded } }
export const Loading: Story = { args: { state: 'loading' } }
export const LoadingPhone: Story = { args: { state: 'loading' }, globals: phone }
/** What is left after the silent retries failed: a notice with its own retry, no toast. */
export const Failed: Story = { args: { state: 'failed' } }

/** A list call through the real silent reload: it fails `failures` times on the network, then answers. */
function SilentRetry({ failures }: { failures: number }) {
  const [list, setList] = useState<ListState<AfterSalePage>>({ status: 'loading' })
  useEffect(() => {
    let calls = 0
    const abort = new AbortController()
    const load = async () => {
      calls += 1
      if (calls <= failures) throw Object.assign(new Error('offline'), { code: 'network' })
      return afterSalePage()
    }
    loadSilently(load, abort.signal).then(
      (data) => setList({ status: 'ready', data }),
      () => !abort.signal.aborted && setList({ status: 'failed', retry: () => {} }),
    )
    return () => abort.abort()
  }, [failures])
  return <Frame list={list} />
}

/** Two failed loads: the skeleton stays, the list is asked again after 2 s and 4 s, and shows (about 6 s). */
export const SilentRetryRecovers: Story = { render: () => <SilentRetry failures={2} /> }
/** Every load fails: after the retries at 2, 4 and 8 s (about 14 s), the notice shows. */
export const SilentRetryGivesUp: Story = { render: () => <SilentRetry failures={99} /> }
