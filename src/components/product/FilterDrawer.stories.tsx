import { Box, Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import { sampleOptions } from '../../fakes/catalog'
import { FilterDrawer } from './FilterDrawer'

function Demo({ initial, open }: { initial: FilterSelection; open: boolean }) {
  const [selected, setSelected] = useState(initial)
  return (
    <Box p="8">
      <FilterDrawer options={sampleOptions} selected={selected} onApply={setSelected} defaultOpen={open} />
      <Text fontFamily="mono" textStyle="sm" mt="6">
        {JSON.stringify(selected)}
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
