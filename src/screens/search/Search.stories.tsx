import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProducts } from '../catalog/fixtures'
import { sampleShops } from '../shop/storyFixtures'
import { ProductSearchScreen } from './ProductSearchScreen'
import { ShopSearchScreen } from './ShopSearchScreen'

const linkTo = () => ({ to: '/product/search' as const })

const meta = {
  title: 'Search/Results',
  component: ProductSearchScreen,
  args: { word: 'dress', population: 'female', page: 1, state: { status: 'ready', result: { list: sampleProducts, total: 150 } }, onSort: () => {}, linkTo },
} satisfies Meta<typeof ProductSearchScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Products: Story = {}
export const ProductsEmpty: Story = { args: { word: 'ballgown', state: { status: 'ready', result: { list: [], total: 0 } } } }
export const ProductsLoading: Story = { args: { state: { status: 'loading' } } }
export const ProductsFailed: Story = { args: { state: { status: 'failed', retry: () => {} } } }

export const Shops: Story = {
  render: () => <ShopSearchScreen word="Atelier" page={1} state={{ status: 'ready', result: { list: sampleShops.slice(0, 5), total: 5 } }} linkToPage={() => ({ to: '/shop/search' })} />,
}
export const ShopsEmpty: Story = {
  render: () => <ShopSearchScreen word="Nowhere" page={1} state={{ status: 'ready', result: { list: [], total: 0 } }} linkToPage={() => ({ to: '/shop/search' })} />,
}
export const ShopsLoading: Story = { render: () => <ShopSearchScreen word="Atelier" page={1} state={{ status: 'loading' }} linkToPage={() => ({ to: '/shop/search' })} /> }
