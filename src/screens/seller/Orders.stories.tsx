import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderStatus } from '../../../contract/lifecycles'
import { emptySellerOrderPage, sellerOrderPage, storyNow } from '../../fakes/sellerOrders'
import type { ListState } from '../../lib/listState'
import { OrdersScreen } from './OrdersScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'list' | 'empty' | 'noMatch' | 'failed'
  status?: number
}

function Screen({ state, status }: Args) {
  const list: ListState<typeof sellerOrderPage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'list' ? sellerOrderPage : emptySellerOrderPage }
  return (
    <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
      <OrdersScreen
        list={list}
        query={{ page: 1, status, search: state === 'noMatch' ? 'nobody@example.com' : undefined }}
        onQuery={() => {}}
        pageLink={() => ({ to: '/' })}
        now={storyNow}
      />
    </SellerLayout>
  )
}

/** /seller/orders: the shop's orders by status tab with counts, search, days, pages; a table on desktop, cards on phones. */
const meta = {
  title: 'Seller/Orders',
  component: Screen,
  args: { state: 'list' },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'list', 'empty', 'noMatch', 'failed'] } },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const WaitingToShip: Story = { args: { status: OrderStatus.waitDelivery } }
export const Empty: Story = { args: { state: 'empty' } }
export const NoMatch: Story = { args: { state: 'noMatch' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
