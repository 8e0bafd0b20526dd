import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorCode } from '../../../contract/codes'
import { shopContactMachine } from '../../../machines/shop/shopContact'
import { fake, WithToaster, type Outcome } from '../../fakes/actors'
import { storyBuyMachines } from '../../fakes/buyMachines'
import { sampleDetail, sampleProducts } from '../../fakes/catalog'
import { ProductDetailFailed, ProductDetailPending } from './ProductDetailStates'
import { ProductDetailScreen, type ProductDetailMachines } from './ProductDetailScreen'

/** The service's answer to an owner adding a piece of their own shop (docs/behaviour.md#checkout). */
const refusedAsOwnShop = { code: ErrorCode.ownShop, message: 'Shop users cannot order in their own shop' }

/** Story machines: a signed-in shopper (`owner`: running the product's shop), fake server answers. */
function machines(cart: Outcome, canComment: boolean, owner: boolean): ProductDetailMachines {
  return {
    ...storyBuyMachines({ cart, refusal: refusedAsOwnShop, owner }),
    contact: shopContactMachine.provide({ actors: { canComment: fake('ok', canComment) }, guards: { signedIn: () => true } }),
  }
}

function Detail({ cart, canComment, soldOut, owner }: { cart: Outcome; canComment: boolean; soldOut: boolean; owner: boolean }) {
  const product = soldOut ? { ...sampleDetail, skus: sampleDetail.skus.map((s) => ({ ...s, stock: 0 })) } : sampleDetail
  return (
    <WithToaster>
      <ProductDetailScreen
        product={product}
        recommendations={sampleProducts.slice(4, 12)}
        machines={machines(cart, canComment, owner)}
        owned={owner}
      />
    </WithToaster>
  )
}

const meta = {
  title: 'Catalog/Product detail',
  component: Detail,
  args: { cart: 'ok', canComment: false, soldOut: false, owner: false },
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
/** Camel chosen: the gallery starts again from camel's own pictures, the others after them. */
export const ColourGallery: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Camel' }))
  },
}
export const SoldOut: Story = { args: { soldOut: true } }
export const SelectSpecificationWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add to bag/i }))
  },
}
/** The session says the shopper runs this product's shop: no contact button; "Add to bag" opens the own-store dialog. */
export const OwnShop: Story = {
  args: { owner: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add to bag/i }))
  },
}
/** The session did not know yet, and the service refused with code 1040: the same dialog. */
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
