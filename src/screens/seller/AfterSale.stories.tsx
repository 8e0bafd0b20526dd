import type { Meta, StoryObj } from '@storybook/react-vite'
import type { EventFrom } from 'xstate'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { shopAfterSaleActionsMachine, afterSaleMoveFormMachine, type ShopAfterSaleAction } from '../../../machines/afterSale/shopActions'
import { fake, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { type FakeAfterSaleName, fakeAfterSales } from '../../fakes/afterSale'
import type { ListState } from '../../lib/listState'
import { AfterSaleMoveDialog } from './AfterSaleMoveDialog'
import { type AfterSalePageData, AfterSaleScreen } from './AfterSaleScreen'
import { SellerLayout } from './SellerLayout'

type Dialog =
  | 'none'
  | 'agreeReturn'
  | 'agreeRefundOnly'
  | 'refuse'
  | 'refuseInvalid'
  | 'receive'
  | 'refuseGoods'
  | 'refund'
  | 'refundRefused'

interface Args {
  state: 'loading' | 'ready' | 'failed'
  afterSale: FakeAfterSaleName
  /** What a move answers. */
  call: Outcome
  dialog: Dialog
  returnsAddress: string
}

const changed = 'This after-sale has changed. Please reload it.'
const fakeActions = (call: Outcome) =>
  shopAfterSaleActionsMachine.provide({
    actors: { dialog: afterSaleMoveFormMachine.provide({ actors: { submit: fake(call, undefined, changed) } }) },
  })

const open = (action: ShopAfterSaleAction, way: number = AfterSaleWay.refundAndReturn): EventFrom<typeof shopAfterSaleActionsMachine> => ({
  type: 'OPEN',
  input: { action, id: fakeAfterSales.waitReview.id, way },
})
const submit = { type: 'SUBMIT' } as const
const dialogs: Record<
  Exclude<Dialog, 'none'>,
  { open: EventFrom<typeof shopAfterSaleActionsMachine>; events?: object[]; call?: Outcome }
> = {
  agreeReturn: { open: open('AGREE') },
  agreeRefundOnly: { open: open('AGREE', AfterSaleWay.refundOnly) },
  refuse: { open: open('REFUSE'), events: [{ type: 'EDIT', field: 'remark', value: 'The label has been removed and the coat worn.' }] },
  refuseInvalid: { open: open('REFUSE'), events: [submit] },
  receive: { open: open('RECEIVE_GOODS') },
  refuseGoods: { open: open('REFUSE_GOODS') },
  refund: { open: open('REFUND', AfterSaleWay.refundOnly) },
  refundRefused: { open: open('REFUND', AfterSaleWay.refundOnly), events: [submit], call: 'fail' },
}

function OpenDialog({ dialog, returnsAddress }: { dialog: Exclude<Dialog, 'none'>; returnsAddress: string }) {
  const { open: opening, events = [], call = 'pending' } = dialogs[dialog]
  const actor = useDrivenActor(fakeActions(call), [opening], {
    child: { id: 'dialog', events: events as EventFrom<typeof afterSaleMoveFormMachine>[] },
  })
  return <AfterSaleMoveDialog actions={actor} returnsAddress={returnsAddress} />
}

function Screen({ state, afterSale, call, dialog, returnsAddress }: Args) {
  const page: ListState<AfterSalePageData> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: { afterSale: { ...fakeAfterSales[afterSale], email: 'claire.martin@example.com' }, returnsAddress } }
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
        <AfterSaleScreen page={page} actions={fakeActions(call)} />
        {dialog !== 'none' && <OpenDialog dialog={dialog} returnsAddress={returnsAddress} />}
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/after-sales/$id: one of the shop's after-sales with the moves its lifecycle gives the shop, and their dialogs. */
const meta = {
  title: 'Seller/After-sale',
  component: Screen,
  args: {
    state: 'ready',
    afterSale: 'waitReview',
    call: 'ok',
    dialog: 'none',
    returnsAddress: 'Maison Lumière returns, 12 rue des Canuts, 69004 Lyon',
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
    afterSale: { control: 'select', options: Object.keys(fakeAfterSales) },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    dialog: { control: 'select', options: ['none', ...Object.keys(dialogs)] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

/** 10, a return with five photos (the lightbox opens on any): agree or refuse. */
export const WaitReview: Story = {}
export const WaitReviewRefundOnly: Story = { args: { afterSale: 'waitReviewRefundOnly' } }
/** 20: the shopper sends the goods; nothing for the shop to do. */
export const WaitReturn: Story = { args: { afterSale: 'waitReturn' } }
/** 30: the tracking number; goods received or refused. */
export const WaitReceive: Story = { args: { afterSale: 'waitReceive' } }
/** 40: refund. */
export const WaitRefund: Story = { args: { afterSale: 'waitRefund' } }
export const Refunded: Story = { args: { afterSale: 'refunded' } }
export const Refused: Story = { args: { afterSale: 'refused' } }
export const ReturnRefused: Story = { args: { afterSale: 'returnRefused' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const AgreeReturn: Story = { args: { dialog: 'agreeReturn' } }
/** Without a returns address in the settings: the return goes to the shop's returns desk. */
export const AgreeReturnNoAddress: Story = { args: { dialog: 'agreeReturn', returnsAddress: '' } }
export const AgreeRefundOnly: Story = { args: { afterSale: 'waitReviewRefundOnly', dialog: 'agreeRefundOnly' } }
export const Refuse: Story = { args: { dialog: 'refuse' } }
/** Sent without a reason: "Please tell the shopper why". */
export const RefuseInvalid: Story = { args: { dialog: 'refuseInvalid' } }
export const Receive: Story = { args: { afterSale: 'waitReceive', dialog: 'receive' } }
export const RefuseGoods: Story = { args: { afterSale: 'waitReceive', dialog: 'refuseGoods' } }
export const Refund: Story = { args: { afterSale: 'waitRefund', dialog: 'refund' } }
/** Someone moved it first: the service's message in the dialog; closing it reloads. */
export const RefundRefused: Story = { args: { afterSale: 'waitRefund', dialog: 'refundRefused' } }
export const Phone: Story = { globals: phone }
export const PhoneRefuse: Story = { args: { dialog: 'refuseInvalid' }, globals: phone }
