import { Box, SimpleGrid } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { discountedProduct, favouriteProduct, plainProduct, sampleProducts } from '../../fakes/catalog'
import { ProductCard } from './ProductCard'
import { ProductGrid } from './ProductGrid'

const meta = {
  title: 'Catalog/Product card',
  component: ProductCard,
  args: { product: plainProduct },
  decorators: [
    (Story) => (
      <Box maxW="xs" p="8">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const Discounted: Story = { args: { product: discountedProduct } }
export const Favourite: Story = { args: { product: favouriteProduct } }
export const WithQuickView: Story = { args: { onQuickView: () => {} } }
const sixColours = sampleProducts.find((p) => p.colourCount === 6)!
/** Six colours: four swatches and "+2"; a mouse on a swatch shows the piece in that colour. */
export const WithSwatches: Story = { args: { product: sixColours } }
/** A swatch tapped (touch has no hover): its colour stays shown and pressed. */
export const SwatchChosen: Story = {
  args: { product: sixColours },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: sixColours.colours![2].name }))
  },
}
export const Grid: Story = {
  decorators: [
    (Story) => (
      <Box maxW="none" p="8">
        <Story />
      </Box>
    ),
  ],
  render: () => <ProductGrid products={sampleProducts.slice(0, 8)} />,
}
export const GridLoading: Story = {
  render: () => (
    <SimpleGrid p="8">
      <ProductGrid products={[]} loading />
    </SimpleGrid>
  ),
}
export const GridEmpty: Story = { render: () => <ProductGrid products={[]} /> }
