import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProducts } from '../../fakes/catalog'
import { sampleShops } from '../../fakes/shop'
import { ProductSearchScreen } from './ProductSearchScreen'
import { ShopSearchScreen } from './ShopSearchScreen'

const link = () => ({ to: '/product/search' as const })

const meta = {
  title: 'Search/Results',
  component: ProductSearchScreen,
  args: {
    word: 'dress',
    population: 'female',
    page: 1,
    list: { status: 'ready', data: { list: sampleProducts, total: 150 } },
    onSort: () => {},
    populationLink: link,
    pageLink: link,
  },
} satisfies Meta<typeof ProductSearchScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Products: Story = {}
export const ProductsEmpty: Story = { args: { word: 'ballgown', list: { status: 'ready', data: { list: [], total: 0 } } } }
export const ProductsLoading: Story = { args: { list: { status: 'loading' } } }
export const ProductsFailed: Story = { args: { list: { status: 'failed', retry: () => {} } } }

export const Shops: Story = {
  render: () => (
    <ShopSearchScreen
      word="Atelier"
      page={1}
      list={{ status: 'ready', data: { list: sampleShops.slice(0, 5), total: 5 } }}
      pageLink={() => ({ to: '/shop/search' })}
    />
  ),
}
export const ShopsEmpty: Story = {
  render: () => (
    <ShopSearchScreen
      word="Nowhere"
      page={1}
      list={{ status: 'ready', data: { list: [], total: 0 } }}
      pageLink={() => ({ to: '/shop/search' })}
    />
  ),
}
export const ShopsLoading: Story = {
  render: () => <ShopSearchScreen word="Atelier" page={1} list={{ status: 'loading' }} pageLink={() => ({ to: '/shop/search' })} />,
}
