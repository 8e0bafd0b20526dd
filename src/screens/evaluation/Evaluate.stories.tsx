import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Order } from '../../../contract/order'
import type { EventFromLogic } from 'xstate'
import { evaluationFormMachine, evaluationUploadsMachine, itemField, type RatingField } from '../../../machines/evaluation/evaluationForm'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { fake, fakeUploadChild, listStateOf, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { completedOrder, evaluatedOrder, reviewPhotos, shippedOrder } from '../../fakes/evaluation'
import { EvaluateFields, EvaluateFrame, EvaluateScreen, itemsToEvaluate } from './EvaluateScreen'

interface Args {
  load: Outcome
  save: Outcome
  upload: Outcome
  order: Order
  events: EvaluationFormEvent[]
}

type EvaluationFormEvent = EventFromLogic<typeof evaluationFormMachine>

const logicFor = (save: Outcome, upload: Outcome) =>
  evaluationFormMachine.provide({
    actors: {
      submit: fake(save, undefined, 'This item has already been evaluated'),
      uploads: evaluationUploadsMachine.provide({ actors: { upload: fakeUploadChild(upload, reviewPhotos[0]) } }),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

function Driven({ order, save, upload, events }: Omit<Args, 'load'>) {
  const actor = useDrivenActor(logicFor(save, upload), events, { input: { itemIds: itemsToEvaluate(order).map((i) => i.id) } })
  return (
    <EvaluateFrame>
      <EvaluateFields order={order} actor={actor} onDone={() => {}} />
    </EvaluateFrame>
  )
}

function Page(args: Args) {
  const order = listStateOf(args.load, args.order)
  return (
    <WithToaster>
      <AccountLayout>
        {args.load === 'ok' && itemsToEvaluate(args.order).length > 0 ? (
          <Driven {...args} />
        ) : (
          <EvaluateScreen order={order} logic={logicFor(args.save, args.upload)} onDone={() => {}} />
        )}
      </AccountLayout>
    </WithToaster>
  )
}

const image = () => new File(['x'], 'photo.png', { type: 'image/png' })
const [coat, dress] = completedOrder.items.map((i) => i.id)
/** Pictures already uploaded. */
const uploaded = (itemId: number, n: number, first: number): EvaluationFormEvent[] => [
  {
    type: 'EDIT',
    field: itemField(itemId, 'picUrls'),
    value: Array.from({ length: n }, (_, i) => reviewPhotos[(first + i) % reviewPhotos.length]),
  },
]
const rate = (itemId: number, field: RatingField, value: number): EvaluationFormEvent => ({
  type: 'EDIT',
  field: itemField(itemId, field),
  value,
})
const pick = (itemId: number, files: File[]): EvaluationFormEvent => ({ type: 'PICK', field: itemField(itemId, 'picUrls'), files })
const rated = (itemId: number, remark: string): EvaluationFormEvent[] => [
  rate(itemId, 'serviceAttitudeScore', 5),
  rate(itemId, 'logisticsServiceScore', 4),
  rate(itemId, 'describeScore', 5),
  { type: 'EDIT', field: itemField(itemId, 'remark'), value: remark },
]
const complete: EvaluationFormEvent[] = [
  ...rated(coat, 'Beautiful coat, warm and well cut.'),
  ...uploaded(coat, 5, 1),
  ...rated(dress, 'The silk is lovely.'),
  ...uploaded(dress, 1, 6),
]

const meta = {
  title: 'Orders/Evaluate',
  component: Page,
  args: { load: 'ok', save: 'ok', upload: 'pending', order: completedOrder, events: [] },
  argTypes: {
    load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    save: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    upload: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  // A new actor when a control changes (the events hold Files, which JSON cannot key on).
  render: (args) => (
    <Page key={[args.load, args.save, args.upload, args.order.status, args.order.commentStatus, args.events.length].join()} {...args} />
  ),
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing rated yet: Publish names the first missing rating. */
export const Empty: Story = { args: { upload: 'ok' } }
export const Loading: Story = { args: { load: 'pending' } }
export const Failed: Story = { args: { load: 'fail' } }
/** Publish pressed on an empty form: the first item's service rating is named. */
export const Errors: Story = { args: { events: [{ type: 'SUBMIT' }] } }
/** The first item complete but for its comment, which is too long. */
export const CommentTooLong: Story = {
  args: { events: [...rated(coat, 'A'.repeat(520)), ...uploaded(coat, 1, 1), { type: 'SUBMIT' }] },
}
/** Photos on their way: Publish waits for them. */
export const Uploading: Story = { args: { events: [...rated(coat, 'Lovely.'), pick(coat, [image(), image()])] } }
/** A picked file that is not an image, and an upload the service refused. */
export const PictureErrors: Story = {
  args: { upload: 'fail', events: [pick(coat, [new File(['x'], 'notes.txt', { type: 'text/plain' })])] },
}
/** Five photos: three shown, "+2" opens the rest. */
export const ManyPhotos: Story = { args: { events: complete } }
export const Submitting: Story = { args: { save: 'pending', events: [...complete, { type: 'SUBMIT' }] } }
/** The service refused: the loading ends, the form stays, the message shows as a toast. */
export const Refused: Story = { args: { save: 'fail', events: [...complete, { type: 'SUBMIT' }] } }
export const AlreadyEvaluated: Story = { args: { order: evaluatedOrder } }
export const NotCompleted: Story = { args: { order: shippedOrder } }
