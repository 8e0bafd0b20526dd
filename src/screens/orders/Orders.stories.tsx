import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderStatus, type OrderStatusValue } from '../../../contract/lifecycles'
import type { Order, OrderPage } from '../../../contract/order'
import { fromPromise } from 'xstate'
import { orderActionsMachine, type OrderActionsEvent } from '../../../machines/order/orderActions'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { fakeOrders, ordersPage, sampleOrders } from '../../fakes/orders'
import type { ListState } from '../../lib/listState'
import { OrderDialogs } from './OrderDialogs'
import { OrdersScreen } from './OrdersScreen'

type Dialog = 'none' | 'cancel' | 'cancelling' | 'confirmReceipt' | 'tracking' | 'trackingLoading' | 'trackingEmpty'

interface Args {
  state: 'loading' | 'empty' | 'filled' | 'failed'
  /** The tab; -2 stands for all. */
  status: OrderStatusValue | -2
  search: string
  year: number | undefined
  total: number
  /** What cancel and confirm receipt answer. */
  call: Outcome
  dialog: Dialog
}

/** The order in full, as the detail call answers it. */
const loadOrder = (load: Outcome) =>
  load === 'ok'
    ? fromPromise<Order, { no: string }>(
        async ({ input }) =>
          // An order not in the sample: just shipped, no tracking entry yet.
          sampleOrders.find((o) => o.no === input.no) ?? { ...fakeOrders.waitReceipt, no: input.no, deliveryOrbits: [] },
      )
    : fake<Order, { no: string }>(load, fakeOrders.waitReceipt)

const fakeActions = (call: Outcome, load: Outcome = 'ok') =>
  orderActionsMachine.provide({
    actors: {
      cancel: fake(call, undefined, 'This order has changed. Please reload it.'),
      confirmReceipt: fake(call, undefined, 'This order has changed. Please reload it.'),
      loadOrder: loadOrder(load),
    },
  })

const dialogEvents = (dialog: Dialog): OrderActionsEvent[] => {
  switch (dialog) {
    case 'cancel':
      return [{ type: 'CANCEL', order: fakeOrders.waitPay }]
    case 'cancelling':
      return [{ type: 'CANCEL', order: fakeOrders.waitDelivery }, { type: 'CONFIRM' }]
    case 'confirmReceipt':
      return [{ type: 'CONFIRM_RECEIPT', order: fakeOrders.waitReceipt }]
    case 'tracking':
    case 'trackingLoading':
      return [{ type: 'TRACK', order: fakeOrders.waitReceipt }]
    case 'trackingEmpty':
      return [{ type: 'TRACK', order: { ...fakeOrders.waitReceipt, no: 'VT2026112500010', deliveryOrbits: [] } }]
    default:
      return []
  }
}

function OpenDialog({ dialog }: { dialog: Dialog }) {
  const actor = useDrivenActor(fakeActions('pending', dialog === 'trackingLoading' ? 'pending' : 'ok'), dialogEvents(dialog))
  return <OrderDialogs actions={actor} />
}

function Screen({ state, status, search, year, total, call, dialog }: Args) {
  const tab = status === -2 ? undefined : status
  const rows = tab === undefined ? sampleOrders : sampleOrders.filter((o) => o.status === tab)
  const list: ListState<OrderPage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'empty' ? ordersPage([], 0) : ordersPage(rows, Math.max(total, rows.length)) }
  return (
    <WithToaster>
      <AccountLayout unread={{}}>
        <OrdersScreen
          list={list}
          status={tab}
          filters={{ search: search || undefined, year }}
          page={1}
          thisYear={2026}
          onStatus={() => {}}
          onFilters={() => {}}
          pageLink={() => ({ to: '/myOrders' })}
          actions={fakeActions(call)}
          onExpired={() => {}}
        />
        {dialog !== 'none' && <OpenDialog dialog={dialog} />}
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Orders',
  component: Screen,
  args: { state: 'filled', status: -2, search: '', year: undefined, total: 0, call: 'ok', dialog: 'none' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'empty', 'filled', 'failed'] },
    status: { control: 'select', options: [-2, ...Object.values(OrderStatus)] },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    dialog: {
      control: 'select',
      options: ['none', 'cancel', 'cancelling', 'confirmReceipt', 'tracking', 'trackingLoading', 'trackingEmpty'],
    },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

export const All: Story = {}
export const Paged: Story = { args: { total: 57 } }
export const WaitPay: Story = { args: { status: OrderStatus.waitPay } }
export const WaitDelivery: Story = { args: { status: OrderStatus.waitDelivery } }
export const WaitReceipt: Story = { args: { status: OrderStatus.waitReceipt } }
export const OrderOver: Story = { args: { status: OrderStatus.orderOver } }
export const Refunded: Story = { args: { status: OrderStatus.refunded } }
export const Cancelled: Story = { args: { status: OrderStatus.cancelled } }
export const Searched: Story = { args: { search: 'VT20261120', year: 2026, state: 'empty' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Empty: Story = { args: { state: 'empty' } }
export const EmptyWaitPay: Story = { args: { state: 'empty', status: OrderStatus.waitPay } }
export const EmptyCancelled: Story = { args: { state: 'empty', status: OrderStatus.cancelled } }
export const CancelDialog: Story = { args: { dialog: 'cancel' } }
export const CancelInFlight: Story = { args: { dialog: 'cancelling' } }
export const ConfirmReceiptDialog: Story = { args: { dialog: 'confirmReceipt' } }
/** Confirm then fails: the service's message shows as a toast and the list reloads. */
export const ConfirmRefused: Story = { args: { status: OrderStatus.waitReceipt, call: 'fail' } }
export const TrackingDialog: Story = { args: { dialog: 'tracking' } }
export const TrackingLoading: Story = { args: { dialog: 'trackingLoading' } }
export const TrackingEmpty: Story = { args: { dialog: 'trackingEmpty' } }
export const Phone: Story = { globals: phone }
export const PhoneTracking: Story = { args: { dialog: 'tracking' }, globals: phone }
