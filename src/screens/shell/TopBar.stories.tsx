import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberViewer, memberWithUnread, ownerViewer } from '../../fakes/shell'
import { TopBar } from './TopBar'
import { guestViewer } from './types'

const meta = { title: 'Shell/Top bar', component: TopBar, args: { viewer: guestViewer } } satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

const openMenu: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: /@/ }))
}

export const Guest: Story = {}
export const LoggedIn: Story = { args: { viewer: memberViewer } }
/** The user menu of a shopper without a shop: "Apply for a shop" on top. */
export const MenuApply: Story = { args: { viewer: memberViewer }, play: openMenu }
/** The user menu of a shop owner: "My shop" (/shopProduct?no={shopId}) and "Seller center" on top; "Seller center" in the bar too. */
export const MenuMyShop: Story = { args: { viewer: ownerViewer }, play: openMenu }
/** Unread messages: a dot on the account button (its name says how many), and on Leave messages and System messages. */
export const Unread: Story = { args: { viewer: memberWithUnread } }
export const MenuUnread: Story = { args: { viewer: memberWithUnread }, play: openMenu }
export const Kids: Story = { args: { viewer: { ...guestViewer, population: 'children', lang: 'fr', currencyCode: 'EUR' } } }
