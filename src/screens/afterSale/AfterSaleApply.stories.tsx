import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RefundableItem } from '../../../contract/afterSale'
import { AfterSaleWay, RefundReason } from '../../../contract/lifecycles'
import type { EventFromLogic } from 'xstate'
import {
  afterSaleFormMachine,
  afterSaleUploadsMachine,
  type RefundDraft,
  refundAvailability,
} from '../../../machines/afterSale/afterSaleForm'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { fake, fakeUploadChild, listStateOf, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { reviewPhotos } from '../../fakes/evaluation'
import { fullyRefunded, notShipped, partlyRefunded, refundableCoat, waitingForDelivery, withOpenAfterSale } from '../../fakes/refundable'
import { AfterSaleApplyFields } from './AfterSaleApplyForm'
import { AfterSaleApplyFrame, AfterSaleApplyScreen, RefundItemSummary } from './AfterSaleApplyScreen'

interface Args {
  load: Outcome
  save: Outcome
  upload: Outcome
  item: RefundableItem
  events: AfterSaleFormEvent[]
}

type AfterSaleFormEvent = EventFromLogic<typeof afterSaleFormMachine>
const edit = <K extends keyof RefundDraft>(field: K, value: RefundDraft[K]): AfterSaleFormEvent => ({ type: 'EDIT', field, value })
const pick = (files: File[]): AfterSaleFormEvent => ({ type: 'PICK', field: 'applyPicUrls', files })

const logicFor = (save: Outcome, upload: Outcome) =>
  afterSaleFormMachine.provide({
    actors: {
      submit: fake(save, 12, 'This item already has an after-sale in progress'),
      uploads: afterSaleUploadsMachine.provide({ actors: { upload: fakeUploadChild(upload, reviewPhotos[0]) } }),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

function Driven({ item, save, upload, events }: Omit<Args, 'load'>) {
  const actor = useDrivenActor(logicFor(save, upload), events, { input: { item } })
  return (
    <AfterSaleApplyFrame>
      <RefundItemSummary item={item} />
      <AfterSaleApplyFields actor={actor} onDone={() => {}} />
    </AfterSaleApplyFrame>
  )
}

function Page(args: Args) {
  return (
    <WithToaster>
      <AccountLayout>
        {args.load === 'ok' && refundAvailability(args.item) === 'available' ? (
          <Driven {...args} />
        ) : (
          <AfterSaleApplyScreen item={listStateOf(args.load, args.item)} logic={logicFor(args.save, args.upload)} onDone={() => {}} />
        )}
      </AccountLayout>
    </WithToaster>
  )
}

const image = () => new File(['x'], 'photo.png', { type: 'image/png' })
/** Photos already uploaded (at most 6); more picked than that are refused with the limit's message. */
const photos = (n: number): AfterSaleFormEvent[] => [
  edit(
    'applyPicUrls',
    Array.from({ length: Math.min(n, 6) }, (_, i) => reviewPhotos[i % reviewPhotos.length]),
  ),
  ...(n > 6 ? [pick(Array.from({ length: n - 6 }, image))] : []),
]
const chosen: AfterSaleFormEvent[] = [edit('way', AfterSaleWay.refundOnly), edit('applyReason', RefundReason.damaged)]
const complete: AfterSaleFormEvent[] = [
  edit('refundCount', '2'),
  edit('way', AfterSaleWay.refundAndReturn),
  edit('applyReason', RefundReason.damaged),
  edit('applyDescription', 'The seam of the left sleeve came apart on the first day.'),
  ...photos(2),
]
const submit: AfterSaleFormEvent = { type: 'SUBMIT' }

const meta = {
  title: 'Refunds/Apply',
  component: Page,
  args: { load: 'ok', save: 'ok', upload: 'pending', item: refundableCoat, events: [] },
  argTypes: {
    load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    save: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    upload: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  // A new actor when a control changes (the events hold Files, which JSON cannot key on).
  render: (args) => (
    <Page key={[args.load, args.save, args.upload, args.item.orderItemId, args.item.orderStatus, args.events.length].join()} {...args} />
  ),
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

/** Ready: the whole remaining quantity and what it cost, nothing else chosen yet. */
export const Ready: Story = { args: { upload: 'ok' } }
export const ReadyPhone: Story = { args: { upload: 'ok' }, globals: phone }
/** One piece refunded before: two left. */
export const PartlyRefunded: Story = { args: { item: partlyRefunded } }
/** The shopper typed an amount of their own: it stops following the quantity, and a link puts it back. */
export const AmountChosen: Story = {
  args: {
    events: [edit('amount', '189'), edit('refundCount', '2')],
  },
}
export const Complete: Story = { args: { events: complete } }
export const CompletePhone: Story = { args: { events: complete }, globals: phone }
export const Loading: Story = { args: { load: 'pending' } }
export const LoadingPhone: Story = { args: { load: 'pending' }, globals: phone }
export const Failed: Story = { args: { load: 'fail' } }

/* Each of the messages of docs/behaviour.md#after-sales, in its order. */
export const CountRequired: Story = { args: { events: [edit('refundCount', ''), submit] } }
export const CountZero: Story = { args: { events: [edit('refundCount', '0'), submit] } }
export const CountTooHigh: Story = { args: { events: [edit('refundCount', '5'), submit] } }
export const ModeRequired: Story = { args: { events: [submit] } }
export const ModeRequiredPhone: Story = { args: { events: [submit] }, globals: phone }
/** Not shipped: the return card is disabled and says why; were it chosen, the rule says so too. */
export const ReturnNotShipped: Story = {
  args: { item: notShipped, events: [edit('way', AfterSaleWay.refundAndReturn), submit] },
}
export const ReasonRequired: Story = { args: { events: [edit('way', AfterSaleWay.refundOnly), submit] } }
export const AmountRequired: Story = { args: { events: [...chosen, edit('amount', ''), submit] } }
export const AmountNotMultiple: Story = { args: { events: [...chosen, edit('amount', '200'), submit] } }
export const AmountTooHigh: Story = {
  args: { events: [...chosen, edit('refundCount', '2'), edit('amount', '567'), submit] },
}
export const DescriptionTooLong: Story = { args: { events: [...chosen, edit('applyDescription', 'A'.repeat(520)), submit] } }
/** Seven photos picked: six taken, the seventh refused with the limit's message. */
export const TooManyImages: Story = { args: { events: photos(7) } }
export const NotAnImage: Story = { args: { events: [pick([new File(['x'], 'notes.txt', { type: 'text/plain' })])] } }
export const UploadFailed: Story = { args: { upload: 'fail', events: [pick([image()])] } }
/** Photos on their way: applying waits for them. */
export const Uploading: Story = { args: { events: [...chosen, pick([image(), image()])] } }
/** Five photos: three shown, "+2" opens the rest. */
export const ManyPhotos: Story = { args: { events: photos(5) } }

export const Submitting: Story = { args: { save: 'pending', events: [...complete, submit] } }
/** The service refused: its message as a toast, the form kept. */
export const Refused: Story = { args: { save: 'fail', events: [...complete, submit] } }
export const RefusedPhone: Story = { args: { save: 'fail', events: [...complete, submit] }, globals: phone }

export const OpenAfterSale: Story = { args: { item: withOpenAfterSale } }
export const OpenAfterSalePhone: Story = { args: { item: withOpenAfterSale }, globals: phone }
/** Paid but not shipped: no refund yet. */
export const NotRefundable: Story = { args: { item: waitingForDelivery } }
export const NothingLeft: Story = { args: { item: fullyRefunded } }
