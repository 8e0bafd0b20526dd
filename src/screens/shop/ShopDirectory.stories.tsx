import type { Meta, StoryObj } from '@storybook/react-vite'
import { ShopDirectory } from './ShopDirectory'
import { sampleShops } from '../../fakes/shop'
import { at, shopViewports } from './storyViewports'

const meta = {
  title: 'Shop/Directory',
  component: ShopDirectory,
  parameters: shopViewports,
  args: {
    list: { status: 'ready', data: { shops: { list: sampleShops, total: 37 }, pageNo: 1 } },
    pageLink: (page: number) => ({ to: '/shop', search: { page } }),
  },
} satisfies Meta<typeof ShopDirectory>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: at('desktop1440') }
export const Laptop: Story = { globals: at('laptop1100') }
export const Phone: Story = { globals: at('phone390') }
export const SecondPage: Story = {
  args: { list: { status: 'ready', data: { shops: { list: sampleShops.slice(0, 13), total: 37 }, pageNo: 2 } } },
}
export const Loading: Story = { args: { list: { status: 'loading' } } }
export const Empty: Story = { args: { list: { status: 'ready', data: { shops: { list: [], total: 0 }, pageNo: 1 } } } }
export const Failed: Story = { args: { list: { status: 'failed', retry: () => {} } } }
