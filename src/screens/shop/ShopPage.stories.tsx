import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { sampleProducts, sampleShop } from '../../fakes/catalog'
import { WithToaster } from '../../fakes/actors'
import { ShopPage, ShopPageFailed, ShopPageSkeleton, type ShopPageProps } from './ShopPage'
import { shopBrands, shopCategories, shopRootPopulation } from '../../fakes/shop'
import { pending, rejected, resolved } from '../../fakes/promises'
import { storyShopMachines } from '../../fakes/shopMachines'
import { at, shopViewports } from './storyViewports'

const base: ShopPageProps = {
  data: { shop: sampleShop, categories: shopCategories, brands: shopBrands, rootPopulation: shopRootPopulation },
  products: resolved({ list: sampleProducts, total: 214 }),
  search: { no: sampleShop.id, name: sampleShop.shopname },
  machines: storyShopMachines(),
  onSearch: () => {},
  pageLink: () => ({ to: '/shopProduct' }),
  retry: () => {},
}

const meta = {
  title: 'Shop/Shop page',
  component: ShopPage,
  parameters: shopViewports,
  args: base,
  render: (args) => (
    <WithToaster>
      <ShopPage {...args} />
    </WithToaster>
  ),
} satisfies Meta<typeof ShopPage>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
/** Its owner's view: "Manage shop" leads to the seller center. */
export const Owned: Story = { args: { owned: true } }
export const Followed: Story = { args: { data: { ...base.data, shop: { ...sampleShop, favoriteFlag: 1, favoriteCount: 1281 } } } }
export const Sorted: Story = { args: { search: { ...base.search, sort: 1, page: 3 } } }
export const NoOrderDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /contact/i }))
  },
}
export const FilterDrawerOpen: Story = { args: { filterOpen: true, search: { ...base.search, category: [12], population: [2] } } }
export const Filtered: Story = {
  args: { search: { ...base.search, brand: [1, 2] }, products: resolved({ list: sampleProducts.slice(0, 7), total: 7 }) },
}
export const EmptyFiltered: Story = { args: { search: { ...base.search, brand: [3] }, products: resolved({ list: [], total: 0 }) } }
export const Empty: Story = { args: { products: resolved({ list: [], total: 0 }) } }
export const ProductsLoading: Story = { args: { products: pending() } }
export const ProductsFailed: Story = { args: { products: rejected() } }
export const Loading: Story = { render: () => <ShopPageSkeleton name={sampleShop.shopname} /> }
export const Failed: Story = { render: () => <ShopPageFailed retry={() => {}} /> }
export const Phone: Story = { globals: at('phone390') }
