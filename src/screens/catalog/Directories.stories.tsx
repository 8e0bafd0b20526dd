import type { Meta, StoryObj } from '@storybook/react-vite'
import { BrandsScreen } from './BrandsScreen'
import { DesignersScreen } from './DesignersScreen'
import { DirectoryError, DirectorySkeleton } from './DirectoryStates'
import { sampleBrands, sampleDesigners } from './fixtures'

const meta = { title: 'Catalog/Designers and brands', parameters: { layout: 'fullscreen' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Designers: Story = { render: () => <DesignersScreen designers={sampleDesigners} /> }
export const DesignersEmpty: Story = { render: () => <DesignersScreen designers={[]} /> }
export const Brands: Story = { render: () => <BrandsScreen brands={sampleBrands} /> }
export const BrandsEmpty: Story = { render: () => <BrandsScreen brands={[]} /> }
export const Loading: Story = { render: () => <DirectorySkeleton /> }
export const Failed: Story = { render: () => <DirectoryError onRetry={() => {}} /> }
