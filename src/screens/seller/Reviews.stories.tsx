import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SellerReviewPage } from '../../../contract/sellerReviews'
import { reviewReplyFormMachine, reviewReplyMachine } from '../../../machines/seller/reviewReply'
import { fake, type Outcome, WithToaster } from '../../fakes/actors'
import { answeredReview, sellerReviewPage } from '../../fakes/sellerReviews'
import type { ListState } from '../../lib/listState'
import { type ReviewsQuery, ReviewsScreen } from './ReviewsScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'filled' | 'empty' | 'failed'
  /** Only unanswered reviews shown (the filter on). */
  unanswered: boolean
  /** How the service answers a reply. */
  call: Outcome
}

const now = Date.now()

function Screen({ state, unanswered, call }: Args) {
  const page = sellerReviewPage(now)
  const data: SellerReviewPage = unanswered ? { list: page.list.filter((r) => !r.reply), total: 1 } : page
  const list: ListState<SellerReviewPage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'empty' ? { list: [], total: 0 } : data }
  const query: ReviewsQuery = { unanswered, page: 1 }
  const reply = reviewReplyMachine.provide({
    actors: {
      form: reviewReplyFormMachine.provide({
        actors: { submit: fake(call, answeredReview(now, 'Thank you for your kind words!'), 'The service is away') },
      }),
    },
  })
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Lin' }}>
        <ReviewsScreen list={list} query={query} onQuery={() => {}} pageLink={() => ({ to: '/seller/reviews' })} reply={reply} />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/reviews: the reviews of the shop's products and its replies. */
const meta = {
  title: 'Seller/Reviews',
  component: Screen,
  args: { state: 'filled', unanswered: false, call: 'ok' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'filled', 'empty', 'failed'] },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { state: 'loading' } }
/** An unanswered review, one answered and still editable, one final. */
export const Filled: Story = {}
export const NotAnswered: Story = { args: { unanswered: true } }
export const Empty: Story = { args: { state: 'empty' } }
export const Failed: Story = { args: { state: 'failed' } }
/** Sending a reply fails: the typed reply stays, with the service's message. */
export const ReplyFails: Story = { args: { call: 'fail' } }
