import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AfterSaleDetail } from '../../../contract/afterSale'
import { type AfterSaleActionsEvent, afterSaleActionsMachine } from '../../../machines/afterSale/afterSaleActions'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { fake, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { type FakeAfterSaleName, fakeAfterSales } from '../../fakes/afterSale'
import type { ListState } from '../../lib/listState'
import { AfterSaleDetailDialogs } from './AfterSaleDetailDialogs'
import { AfterSaleDetailScreen } from './AfterSaleDetailScreen'

type Dialog = 'none' | 'cancel' | 'cancelling' | 'tracking' | 'trackingInvalid' | 'trackingSending' | 'trackingRefused'

interface Args {
  state: 'loading' | 'ready' | 'failed'
  afterSale: FakeAfterSaleName
  /** What cancel and the tracking number answer. */
  call: Outcome
  dialog: Dialog
}

const fakeActions = (call: Outcome) =>
  afterSaleActionsMachine.provide({
    actors: {
      cancelAfterSale: fake(call, undefined, 'This after-sale has changed. Please reload it.'),
      sendReturnDelivery: fake(call, undefined, 'This after-sale has changed. Please reload it.'),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

const id = fakeAfterSales.waitReturn.id
const typed: AfterSaleActionsEvent[] = [
  { type: 'TRACK', id },
  { type: 'EDIT', logisticsNo: 'LX 4410 2231 9CN' },
]
const dialogEvents: Record<Dialog, AfterSaleActionsEvent[]> = {
  none: [],
  cancel: [{ type: 'CANCEL', id }],
  cancelling: [{ type: 'CANCEL', id }, { type: 'CONFIRM' }],
  tracking: [{ type: 'TRACK', id }],
  trackingInvalid: [{ type: 'TRACK', id }, { type: 'EDIT', logisticsNo: '  ' }, { type: 'SUBMIT' }],
  trackingSending: [...typed, { type: 'SUBMIT' }],
  trackingRefused: [...typed, { type: 'SUBMIT' }],
}

function OpenDialog({ dialog }: { dialog: Dialog }) {
  const actor = useDrivenActor(fakeActions(dialog === 'trackingRefused' ? 'fail' : 'pending'), dialogEvents[dialog])
  return <AfterSaleDetailDialogs actions={actor} />
}

function Screen({ state, afterSale, call, dialog }: Args) {
  const detail: ListState<AfterSaleDetail> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: fakeAfterSales[afterSale] }
  return (
    <WithToaster>
      <AccountLayout unread={{}}>
        <AfterSaleDetailScreen detail={detail} actions={fakeActions(call)} />
        {dialog !== 'none' && <OpenDialog dialog={dialog} />}
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Refund detail',
  component: Screen,
  args: { state: 'ready', afterSale: 'waitReview', call: 'ok', dialog: 'none' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
    afterSale: { control: 'select', options: Object.keys(fakeAfterSales) },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    dialog: { control: 'select', options: Object.keys(dialogEvents) },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

/** 10, a return: the application with five photos (three shown, +2), cancel offered. */
export const WaitReview: Story = {}
/** 10, a refund only, without description or photos. */
export const WaitReviewRefundOnly: Story = { args: { afterSale: 'waitReviewRefundOnly' } }
/** 20: the return address, the tracking number to enter, cancel. */
export const WaitReturn: Story = { args: { afterSale: 'waitReturn' } }
/** 30: the tracking number sent; cancel still offered. */
export const WaitReceive: Story = { args: { afterSale: 'waitReceive' } }
/** 40 after the goods came back: no action. */
export const WaitRefund: Story = { args: { afterSale: 'waitRefund' } }
/** 40 of a refund only, agreed straight away. */
export const WaitRefundRefundOnly: Story = { args: { afterSale: 'waitRefundRefundOnly' } }
export const Refunded: Story = { args: { afterSale: 'refunded' } }
export const RefundedRefundOnly: Story = { args: { afterSale: 'refundedRefundOnly' } }
/** 61: apply again. */
export const Cancelled: Story = { args: { afterSale: 'cancelled' } }
/** 62: the refusal's remark, apply again. */
export const Refused: Story = { args: { afterSale: 'refused' } }
/** 63: the platform's remark on the goods, apply again. */
export const ReturnRefused: Story = { args: { afterSale: 'returnRefused' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const CancelDialog: Story = { args: { dialog: 'cancel' } }
export const Cancelling: Story = { args: { dialog: 'cancelling' } }
/** Cancel refused: the service's message as a toast (press Cancel application, then confirm). */
export const CancelRefused: Story = { args: { call: 'fail' } }
export const TrackingDialog: Story = { args: { afterSale: 'waitReturn', dialog: 'tracking' } }
/** Sent blank: "Please enter the tracking number of the return". */
export const TrackingInvalid: Story = { args: { afterSale: 'waitReturn', dialog: 'trackingInvalid' } }
export const TrackingSending: Story = { args: { afterSale: 'waitReturn', dialog: 'trackingSending' } }
/** The service refused: its message as a toast, the dialog and the number kept. */
export const TrackingRefused: Story = { args: { afterSale: 'waitReturn', dialog: 'trackingRefused' } }
export const Phone: Story = { args: { afterSale: 'waitReturn' }, globals: phone }
export const PhoneTracking: Story = { args: { afterSale: 'waitReturn', dialog: 'trackingInvalid' }, globals: phone }
