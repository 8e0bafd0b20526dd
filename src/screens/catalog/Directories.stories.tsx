import type { Meta, StoryObj } from '@storybook/react-vite'
import { BrandsScreen } from './BrandsScreen'
import { DesignersScreen } from './DesignersScreen'
import { sampleBrands, sampleDesigners } from '../../fakes/catalog'

const meta = { title: 'Catalog/Designers and brands', parameters: { layout: 'fullscreen' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Designers: Story = { render: () => <DesignersScreen list={{ status: 'ready', data: sampleDesigners }} /> }
export const DesignersEmpty: Story = { render: () => <DesignersScreen list={{ status: 'ready', data: [] }} /> }
export const Brands: Story = { render: () => <BrandsScreen list={{ status: 'ready', data: sampleBrands }} /> }
export const BrandsEmpty: Story = { render: () => <BrandsScreen list={{ status: 'ready', data: [] }} /> }
export const Loading: Story = { render: () => <BrandsScreen list={{ status: 'loading' }} /> }
export const Failed: Story = { render: () => <DesignersScreen list={{ status: 'failed', retry: () => {} }} /> }
