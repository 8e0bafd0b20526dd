import type { Meta, StoryObj } from '@storybook/react-vite'
import { sellerSummary } from '../../fakes/seller'
import { SellerDashboard } from './SellerDashboard'
import { SellerLayout } from './SellerLayout'

const shop = { id: 3, shopname: 'Maison Lumière' }

/** The seller center's frame around its dashboard: the menu on the left, a drawer at 768 px and below. */
const meta = {
  title: 'Seller/Layout',
  component: SellerLayout,
  args: { shop, children: <SellerDashboard shop={shop} summary={{ status: 'ready', data: sellerSummary }} /> },
} satisfies Meta<typeof SellerLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const LongShopName: Story = {
  args: { shop: { id: 4, shopname: 'Atelier des Tisserands de la Vallée du Rhône' } },
}
export const CountsLoading: Story = { args: { children: <SellerDashboard shop={shop} summary={{ status: 'loading' }} /> } }
export const CountsFailed: Story = {
  args: { children: <SellerDashboard shop={shop} summary={{ status: 'failed', retry: () => {} }} /> },
}
/** A phone: the menu waits behind "Seller menu". */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
/** A phone with the menu's drawer open. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Seller menu/ }))
  },
}
