import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Order } from '../../../contract/order'
import { orderActionsMachine } from '../../../machines/order/orderActions'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, type Outcome, WithToaster } from '../../fakes/actors'
import { completedMoves, type FakeOrderName, fakeOrders } from '../../fakes/orders'
import type { ListState } from '../../lib/listState'
import { OrderDetailScreen } from './OrderDetailScreen'

interface Args {
  state: 'loading' | 'ready' | 'failed'
  order: FakeOrderName
  /** Seconds left to pay (waitPay orders): a small value shows the move to cancelled. */
  keyTTL: number
  call: Outcome
}

function Screen({ state, order: name, keyTTL, call }: Args) {
  const order: Order = { ...fakeOrders[name], keyTTL: fakeOrders[name].keyTTL > 0 ? keyTTL : 0 }
  const full = name === 'orderOver' || name === 'evaluated' ? { ...order, moves: completedMoves } : order
  const detail: ListState<Order> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: full }
  const actions = orderActionsMachine.provide({
    actors: {
      cancel: fake(call, undefined),
      confirmReceipt: fake(call, undefined),
      loadOrder: fake(call, full),
    },
  })
  return (
    <WithToaster>
      <AccountLayout unread={{}}>
        <OrderDetailScreen detail={detail} actions={actions} onExpired={() => {}} />
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Order detail',
  component: Screen,
  args: { state: 'ready', order: 'waitPay', keyTTL: fakeOrders.waitPay.keyTTL, call: 'ok' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
    order: { control: 'select', options: Object.keys(fakeOrders) },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const WaitPay: Story = {}
/** Five seconds to pay: at zero the order shows cancelled and the page reloads it. */
export const WaitPayExpiring: Story = { args: { keyTTL: 5 } }
export const ReceiptWaiting: Story = { args: { order: 'receiptWaiting' } }
export const ReceiptRejected: Story = { args: { order: 'receiptRejected', keyTTL: fakeOrders.receiptRejected.keyTTL } }
export const WaitDelivery: Story = { args: { order: 'waitDelivery' } }
export const WaitReceipt: Story = { args: { order: 'waitReceipt' } }
export const OrderOver: Story = { args: { order: 'orderOver' } }
export const Evaluated: Story = { args: { order: 'evaluated' } }
export const Refunded: Story = { args: { order: 'refunded' } }
export const Cancelled: Story = { args: { order: 'cancelled' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Phone: Story = { args: { order: 'waitReceipt' }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
