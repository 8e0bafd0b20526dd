import type { Meta, StoryObj } from '@storybook/react-vite'
import { sellerDashboardFake, sellerSummary } from '../../fakes/seller'
import { SellerDashboard } from './SellerDashboard'
import { SellerLayout } from './SellerLayout'

const shop = { id: 3, shopname: 'Maison Lumière' }
const now = Date.parse('2026-11-28T15:00:00Z')
const ready = (dashboard = sellerDashboardFake()) => ({ status: 'ready' as const, data: { counts: sellerSummary, dashboard } })
const quiet = sellerDashboardFake()
const zero = { orders: 0, pieces: 0, revenue: 0, revenueUsd: 0, refunds: 0, refundsUsd: 0 }
const empty = {
  ...quiet,
  toShip: { count: 0, oldestPaidAt: null },
  afterSales: 0,
  reviewsUnanswered: 0,
  unreadChats: 0,
  sales: { today: zero, week: zero, month: zero },
  days: quiet.days.map((d) => ({ day: d.day, ...zero })),
}

/** The seller center's frame around its dashboard: the menu on the left, a drawer at 768 px and below. */
const meta = {
  title: 'Seller/Layout',
  component: SellerLayout,
  args: { shop, children: <SellerDashboard shop={shop} summary={ready()} now={now} /> },
} satisfies Meta<typeof SellerLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const LongShopName: Story = {
  args: { shop: { id: 4, shopname: 'Atelier des Tisserands de la Vallée du Rhône' } },
}
/** A new shop: nothing to do, nothing sold yet. */
export const NothingYet: Story = { args: { children: <SellerDashboard shop={shop} summary={ready(empty)} now={now} /> } }
/** An owner who counts in US dollars: no second amount. */
export const InUsd: Story = {
  args: { children: <SellerDashboard shop={shop} summary={ready({ ...quiet, currencyCode: 'USD' })} now={now} /> },
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
