import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProducts } from '../../fakes/catalog'
import { RecentlyViewedStrip } from './RecentlyViewedStrip'

const viewed = sampleProducts.slice(0, 12).map((p, i) => ({
  spuId: p.productId,
  shopId: p.shopId,
  name: p.producctName,
  brandName: p.brandName,
  picUrl: p.imglist[0] ?? '',
  viewedAt: 1_790_000_000_000 - i * 60_000,
}))

const meta = {
  title: 'Catalog/Recently viewed',
  component: RecentlyViewedStrip,
  args: { items: viewed, variant: 'page' },
} satisfies Meta<typeof RecentlyViewedStrip>

export default meta
type Story = StoryObj<typeof meta>

/** Below the product page. */
export const OnProductPage: Story = {}
/** In the search drawer, under the recent searches. */
export const InSearchDrawer: Story = {
  args: { variant: 'drawer' },
  decorators: [
    (Story) => (
      <Box maxW="3xl" p="6">
        <Story />
      </Box>
    ),
  ],
}
/** A picture missing, a long name. */
export const Sparse: Story = {
  args: { items: [{ ...viewed[0], picUrl: '', name: 'A very long product name that needs two lines or more to fit' }, viewed[1]] },
}
/** Nothing viewed yet: nothing is drawn. */
export const Empty: Story = { args: { items: [] } }
