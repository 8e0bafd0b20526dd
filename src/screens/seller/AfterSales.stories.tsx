import type { Meta, StoryObj } from '@storybook/react-vite'
import { AfterSaleStatus } from '../../../contract/lifecycles'
import type { SellerAfterSalePage } from '../../../contract/sellerAfterSale'
import { sampleAfterSales } from '../../fakes/afterSale'
import type { ListState } from '../../lib/listState'
import { AfterSalesScreen } from './AfterSalesScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'list' | 'empty' | 'noMatch' | 'nothingWaiting' | 'failed'
}

const page: SellerAfterSalePage = {
  list: sampleAfterSales.map((row, i) => ({ ...row, email: `shopper${i + 1}@example.com` })),
  total: 43,
}

function Screen({ state }: Args) {
  const list: ListState<SellerAfterSalePage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'list' ? page : { list: [], total: 0 } }
  return (
    <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
      <AfterSalesScreen
        list={list}
        status={state === 'noMatch' ? AfterSaleStatus.waitRefund : undefined}
        waiting={state === 'nothingWaiting'}
        page={1}
        onFilter={() => {}}
        pageLink={() => ({ to: '/' })}
      />
    </SellerLayout>
  )
}

/** /seller/after-sales: the shop's after-sales by status, a table on desktop and cards on phones. */
const meta = {
  title: 'Seller/After-sales',
  component: Screen,
  args: { state: 'list' },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'list', 'empty', 'noMatch', 'nothingWaiting', 'failed'] } },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { state: 'empty' } }
/** Filtered by a status none has. */
export const NoMatch: Story = { args: { state: 'noMatch' } }
/** "Waiting for you" ticked, and nothing waits for the shop. */
export const NothingWaiting: Story = { args: { state: 'nothingWaiting' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
