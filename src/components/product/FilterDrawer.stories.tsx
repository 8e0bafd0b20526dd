import { Box, Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../../machines/catalog/priceRange'
import { sampleOptions } from '../../fakes/catalog'
import { FilterDrawer } from './FilterDrawer'

function Demo({ initial, open, price: initialPrice }: { initial: FilterSelection; open: boolean; price?: PriceRange }) {
  const [selected, setSelected] = useState(initial)
  const [price, setPrice] = useState(initialPrice)
  const apply = (selection: FilterSelection, range?: PriceRange) => {
    setSelected(selection)
    setPrice(range)
  }
  return (
    <Box p="8">
      <FilterDrawer options={sampleOptions} selected={selected} price={price} onApply={apply} defaultOpen={open} />
      <Text fontFamily="mono" textStyle="sm" mt="6">
        {JSON.stringify({ selected, price })}
      </Text>
    </Box>
  )
}

const meta = {
  title: 'Catalog/Filter drawer',
  component: Demo,
  args: { initial: {}, open: true },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Options: Story = {}
/** Size is a limit-1 group: choosing another size replaces the chosen one. */
export const LimitOneGroup: Story = { args: { initial: { 'property:2': [23], brand: [1, 3] } } }
export const Closed: Story = { args: { open: false, initial: { brand: [2] } } }
/** A list's price range (USD cents), shown in the session's currency. */
export const PriceRangeChosen: Story = { args: { price: { minPrice: 2000, maxPrice: 15000 } } }
