import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Evaluation } from '../../../contract/evaluation'
import { AccountLayout } from '../../components/account/AccountLayout'
import { completedOrder, orderEvaluations } from '../../fakes/evaluation'
import type { ListState } from '../../lib/listState'
import { EvaluateDetailScreen } from './EvaluateDetailScreen'

function Page({ evaluations, highlight }: { evaluations: ListState<Evaluation[]>; highlight?: number }) {
  return (
    <AccountLayout>
      <EvaluateDetailScreen orderNo={completedOrder.no} evaluations={evaluations} highlight={highlight} />
    </AccountLayout>
  )
}

const meta = {
  title: 'Orders/Evaluate detail',
  component: Page,
  args: { evaluations: { status: 'ready', data: orderEvaluations } },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
/** Opened from the second item: it is outlined and scrolled into view. */
export const Highlighted: Story = { args: { highlight: orderEvaluations[1].itemId } }
export const Loading: Story = { args: { evaluations: { status: 'loading' } } }
export const Failed: Story = { args: { evaluations: { status: 'failed', retry: () => {} } } }
export const None: Story = { args: { evaluations: { status: 'ready', data: [] } } }
