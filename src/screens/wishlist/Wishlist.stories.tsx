import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FavouriteProduct, FavouriteShop } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { favouriteProductsMachine, favouriteShopsMachine } from '../../../machines/favourite/wishlist'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, WithToaster, type Outcome } from '../../fakes/actors'
import { favouriteProducts, favouriteShops } from '../../fakes/shop'
import type { WishlistTab } from './tabs'
import { WishlistScreen } from './WishlistScreen'

function Wishlist({ tab, load, empty }: { tab: WishlistTab; load: Outcome; empty: boolean }) {
  const products: Page<FavouriteProduct> = empty ? { list: [], total: 0 } : { list: favouriteProducts, total: favouriteProducts.length }
  const shops: Page<FavouriteShop> = empty ? { list: [], total: 0 } : { list: favouriteShops, total: favouriteShops.length }
  const machines = {
    products: favouriteProductsMachine.provide({ actors: { loadPage: fake(load, products), remove: fake('ok', true) } }),
    shops: favouriteShopsMachine.provide({ actors: { loadPage: fake(load, shops), remove: fake('ok', true) } }),
  }
  return (
    <WithToaster>
      <AccountLayout>
        <WishlistScreen tab={tab} onTab={() => {}} machines={machines} />
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Wishlist',
  component: Wishlist,
  args: { tab: 'first', load: 'ok', empty: false },
  argTypes: {
    tab: { control: 'inline-radio', options: ['first', 'second'] },
    load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Wishlist key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Wishlist>

export default meta
type Story = StoryObj<typeof meta>

export const Products: Story = {}
export const Shops: Story = { args: { tab: 'second' } }
export const ProductsEmpty: Story = { args: { empty: true } }
export const ShopsEmpty: Story = { args: { tab: 'second', empty: true } }
export const Loading: Story = { args: { load: 'pending' } }
export const ShopsLoading: Story = { args: { tab: 'second', load: 'pending' } }
export const Failed: Story = { args: { load: 'fail' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
