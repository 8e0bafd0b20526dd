import type { Meta, StoryObj } from '@storybook/react-vite'
import { addToCartMachine } from '../../../machines/addToCart'
import { favouriteToggleMachine } from '../../../machines/favouriteToggle'
import { shopContactMachine } from '../../../machines/shopContact'
import { toaster } from '../../components/toaster'
import { fake, WithToaster, type Outcome } from '../../fakes/actors'
import { sampleDetail, sampleProducts } from '../../fakes/catalog'
import { ProductDetailFailed, ProductDetailPending } from './ProductDetailStates'
import { ProductDetailScreen, type ProductDetailMachines } from './ProductDetailScreen'

/** Story machines: a signed-in shopper, fake server answers. */
function machines(cart: Outcome, canComment: boolean): ProductDetailMachines {
  const signedIn = () => true
  return {
    favourite: favouriteToggleMachine.provide({ actors: { setFavourite: fake<unknown>('ok', true) as never }, guards: { signedIn } }),
    addToCart: addToCartMachine.provide({
      actors: { addToCart: fake<number>(cart, 3, 'Shop users cannot order in their own shop') as never },
      guards: { signedIn },
      actions: {
        warnSelectSpecification: () => toaster.create({ type: 'warning', title: 'Please select a specification' }),
        added: () => toaster.create({ type: 'success', title: 'Added to your bag' }),
        notifyFailure: (_, message) => message && toaster.create({ type: 'error', title: message }),
      },
    }),
    contact: shopContactMachine.provide({ actors: { canComment: fake<boolean>('ok', canComment) as never }, guards: { signedIn } }),
  }
}

function Detail({ cart, canComment, soldOut }: { cart: Outcome; canComment: boolean; soldOut: boolean }) {
  const product = soldOut ? { ...sampleDetail, skus: sampleDetail.skus.map((s) => ({ ...s, stock: 0 })) } : sampleDetail
  return (
    <WithToaster>
      <ProductDetailScreen product={product} recommendations={sampleProducts.slice(4, 12)} machines={machines(cart, canComment)} />
    </WithToaster>
  )
}

const meta = {
  title: 'Catalog/Product detail',
  component: Detail,
  args: { cart: 'ok', canComment: false, soldOut: false },
  render: (args) => <Detail key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Detail>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
/** Black chosen: M is sold out and L… exists; camel never came in XS. */
export const SoldOutCombination: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Black' }))
  },
}
export const SoldOut: Story = { args: { soldOut: true } }
export const SelectSpecificationWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add to bag/i }))
  },
}
export const OwnShopRefusal: Story = {
  args: { cart: 'fail' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ivory' }))
    await userEvent.click(canvas.getByRole('button', { name: 'S' }))
    await userEvent.click(canvas.getByRole('button', { name: /add to bag/i }))
  },
}
export const NoOrderDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /contact/i }))
  },
}
export const Loading: Story = { render: () => <ProductDetailPending /> }
export const Failed: Story = { render: () => <ProductDetailFailed onRetry={() => {}} /> }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
