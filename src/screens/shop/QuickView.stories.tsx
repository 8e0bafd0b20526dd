import type { Meta, StoryObj } from '@storybook/react-vite'
import type { QuickViewEvent } from '../../../machines/catalog/quickView'
import { useDrivenActor, type Outcome } from '../../fakes/actors'
import { sampleDetail } from '../../fakes/catalog'
import { QuickViewDialog } from './QuickViewDialog'
import { storyQuickView } from '../../fakes/shopMachines'

function QuickView({ outcome, events }: { outcome: Outcome; events: QuickViewEvent[] }) {
  const actor = useDrivenActor(storyQuickView(outcome), [
    { type: 'OPEN', productId: sampleDetail.productId, shopId: sampleDetail.shopId },
    ...events,
  ])
  return <QuickViewDialog actor={actor} />
}

const meta = {
  title: 'Shop/Quick view',
  component: QuickView,
  args: { outcome: 'ok', events: [] },
  render: (args) => <QuickView key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof QuickView>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Loading: Story = { args: { outcome: 'pending' } }
export const Failed: Story = { args: { outcome: 'fail' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
