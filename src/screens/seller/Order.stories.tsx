import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { cancelFormMachine, orderDialogsMachine, shipFormMachine, trackFormMachine } from '../../../machines/seller/orderDialogs'
import { notifyFailure } from '../../components/form/notifyFailure'
import { fake, filling, type Outcome, submit, useDrivenActor, WithToaster } from '../../fakes/actors'
import { sellerOrders } from '../../fakes/sellerOrders'
import type { ListState } from '../../lib/listState'
import { OrderScreen } from './OrderScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'ready' | 'failed'
  order: keyof typeof sellerOrders
  call: Outcome
  /** Events replayed into the dialogs, then into the open dialog's form. */
  dialogs: AnyEventObject[]
  form: AnyEventObject[]
}

const changed = 'This has changed in the meantime. Please reload.'
const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

function Screen({ state, order, call, dialogs, form }: Args) {
  const logic = orderDialogsMachine.provide({
    actors: {
      shipForm: shipFormMachine.provide({ actors: { submit: fake(call, undefined, changed) }, actions: failures }),
      trackForm: trackFormMachine.provide({ actors: { submit: fake(call, undefined, changed) }, actions: failures }),
      cancelForm: cancelFormMachine.provide({ actors: { submit: fake(call, undefined, changed) }, actions: failures }),
    },
  })
  const actor = useDrivenActor(logic, dialogs as never[], { child: { id: 'form', events: form } })
  const detail: ListState<(typeof sellerOrders)[keyof typeof sellerOrders]> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: sellerOrders[order] }
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
        <OrderScreen detail={detail} dialogs={actor} print={() => {}} />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/orders/{no}: one order with the moves the lifecycle allows the shop, its dialogs and the packing slip's button. */
const meta = {
  title: 'Seller/Order',
  component: Screen,
  args: { state: 'ready', order: 'waitDelivery', call: 'ok', dialogs: [], form: [] },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
    order: { control: 'select', options: Object.keys(sellerOrders) },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const WaitingToShip: Story = {}
export const Shipped: Story = { args: { order: 'waitReceipt' } }
export const Completed: Story = { args: { order: 'orderOver' } }
export const Cancelled: Story = { args: { order: 'cancelled' } }
export const Unpaid: Story = { args: { order: 'waitPay' } }
export const ShipDialog: Story = { args: { dialogs: [{ type: 'SHIP' }] } }
export const ShipDialogOtherCarrier: Story = {
  args: { dialogs: [{ type: 'SHIP' }], form: filling({ carrier: 'other', carrierName: 'Poste Italiane', logisticsNo: 'RR123456789IT' }) },
}
export const ShipDialogInvalid: Story = { args: { dialogs: [{ type: 'SHIP' }], form: [submit] } }
export const ShipDialogChanged: Story = {
  args: { call: 'fail', dialogs: [{ type: 'SHIP' }], form: [...filling({ carrier: 'DHL', logisticsNo: 'JD014600006281' }), submit] },
}
export const ShipDialogSending: Story = {
  args: { call: 'pending', dialogs: [{ type: 'SHIP' }], form: [...filling({ carrier: 'DHL', logisticsNo: 'JD014600006281' }), submit] },
}
export const TrackDialog: Story = {
  args: { order: 'waitReceipt', dialogs: [{ type: 'TRACK' }], form: filling({ content: 'Left the warehouse' }) },
}
export const CancelDialog: Story = {
  args: { dialogs: [{ type: 'CANCEL' }], form: filling({ reason: 'The last piece in this size was damaged.' }) },
}
export const CancelDialogInvalid: Story = { args: { dialogs: [{ type: 'CANCEL' }], form: [submit] } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Phone: Story = { args: { order: 'waitReceipt' }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
