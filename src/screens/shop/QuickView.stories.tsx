import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { ErrorCode } from '../../../contract/codes'
import type { QuickViewEvent } from '../../../machines/catalog/quickView'
import { useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { storyBuyMachines } from '../../fakes/buyMachines'
import { sampleDetail } from '../../fakes/catalog'
import { storyQuickView } from '../../fakes/shopMachines'
import { QuickViewDialog } from './QuickViewDialog'

const day = 24 * 60 * 60 * 1000
const onHoliday = { ...sampleDetail, shop: { ...sampleDetail.shop, holiday: { from: Date.now() - day, to: Date.now() + 9 * day } } }
/** The service's answer to a piece of a shop on holiday (docs/behaviour.md#shop-settings). */
const holidayRefusal = {
  code: ErrorCode.shopOnHoliday,
  message: 'Galerie Sauvage is closed for a holiday and reopens on 9 December 2026; its pieces can be ordered again then',
}

function QuickView({ outcome, cart, holiday }: { outcome: Outcome; cart: Outcome; holiday: boolean }) {
  const open: QuickViewEvent = { type: 'OPEN', productId: sampleDetail.productId, shopId: sampleDetail.shopId }
  const actor = useDrivenActor(storyQuickView(outcome, holiday ? onHoliday : sampleDetail), [open])
  return (
    <WithToaster>
      <QuickViewDialog actor={actor} buy={storyBuyMachines({ cart, refusal: holidayRefusal })} />
    </WithToaster>
  )
}

/** The dialog is drawn in a portal, outside the story's canvas. */
const dialog = () => within(document.body).findByRole('dialog')
async function choose(...names: string[]) {
  for (const name of names) await userEvent.click(await within(await dialog()).findByRole('button', { name }))
}
const addToBag = async () => userEvent.click(await within(await dialog()).findByRole('button', { name: /add to bag/i }))

const meta = {
  title: 'Shop/Quick view',
  component: QuickView,
  args: { outcome: 'ok', cart: 'ok', holiday: false },
  render: (args) => <QuickView key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof QuickView>

export default meta
type Story = StoryObj<typeof meta>

/** Colour, size and quantity to choose; black M is sold out, camel never came in XS. */
export const Open: Story = {}
/** Camel chosen: its pictures come first in the slider; S chosen, its price and stock apply. */
export const Chosen: Story = { play: () => choose('Camel', 'S') }
/** Add to bag pressed without a size: the product page's warning. */
export const SelectSpecificationWarning: Story = { play: () => choose('Camel').then(addToBag) }
export const Adding: Story = { args: { cart: 'pending' }, play: () => choose('Camel', 'S').then(addToBag) }
/** In the bag: the toast, and a way on to the bag from the dialog. */
export const Added: Story = { play: () => choose('Camel', 'S').then(addToBag) }
/** The shop is on holiday: the notice, and the service's refusal (code 1086) as the product page shows it. */
export const Refused: Story = { args: { cart: 'fail', holiday: true }, play: () => choose('Camel', 'S').then(addToBag) }
export const Loading: Story = { args: { outcome: 'pending' } }
export const Failed: Story = { args: { outcome: 'fail' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
