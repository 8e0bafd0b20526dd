import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleShellData } from '../../fakes/shell'
import { shopEntries } from '../../lib/accountLinks'
import { Footer } from './Footer'
import { emptyShellData } from './shellData'

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { data: sampleShellData, lang: 'en', name: 'Vitrine', shopLinks: shopEntries(null, false) },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** A guest's "Apply for a shop" goes to /login?apply=true. */
export const Complete: Story = {}
export const French: Story = { args: { lang: 'fr' } }
/** Nothing configured: the shop link and the copyright line. */
export const Empty: Story = { args: { data: emptyShellData } }
/** On the home page, which has its own newsletter block. */
export const OnHome: Story = { args: { newsletter: false } }
/** A shop owner: "My shop" opens their shop, "Seller center" the seller center. */
export const ShopOwner: Story = { args: { shopLinks: shopEntries({ id: 3, shopname: 'Maison Lumière' }, true) } }
