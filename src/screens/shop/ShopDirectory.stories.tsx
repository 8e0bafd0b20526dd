import type { Meta, StoryObj } from '@storybook/react-vite'
import { ShopDirectory } from './ShopDirectory'
import { sampleShops } from './storyFixtures'
import { at, shopViewports } from './storyViewports'

const meta = {
  title: 'Shop/Directory',
  component: ShopDirectory,
  parameters: shopViewports,
  args: { state: { status: 'ready', shops: { list: sampleShops, total: 37 }, pageNo: 1 } },
} satisfies Meta<typeof ShopDirectory>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: at('desktop1440') }
export const Laptop: Story = { globals: at('laptop1100') }
export const Phone: Story = { globals: at('phone390') }
export const SecondPage: Story = { args: { state: { status: 'ready', shops: { list: sampleShops.slice(0, 13), total: 37 }, pageNo: 2 } } }
export const Loading: Story = { args: { state: { status: 'loading' } } }
export const Empty: Story = { args: { state: { status: 'ready', shops: { list: [], total: 0 }, pageNo: 1 } } }
export const Failed: Story = { args: { state: { status: 'failed', retry: () => {} } } }
