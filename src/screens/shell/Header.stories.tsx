import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberViewer, memberWithUnread, ownerViewer, sampleShellData } from '../../fakes/shell'
import { Header } from './Header'
import { navEntriesFor } from './shellData'
import { guestViewer } from './types'

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { viewer: guestViewer, name: 'Vitrine', logo: '', entries: navEntriesFor(sampleShellData, 'female') },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Wordmark: Story = {}
export const WithCounts: Story = { args: { viewer: memberViewer } }
/** No design template yet: the catalogue basics. */
export const DefaultNavigation: Story = { args: { entries: [] } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }

const mobile = { viewport: { value: 'mobile2', isRotated: false } }
const openSideMenu: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }))
}
/** The side menu of a guest: "Apply for a shop" goes to /login?apply=true. */
export const MobileMenuGuest: Story = { globals: mobile, play: openSideMenu }
/** The side menu of a shop owner: "My shop" above the account entries. */
export const MobileMenuOwner: Story = { args: { viewer: ownerViewer }, globals: mobile, play: openSideMenu }
/** The side menu of a member with unread messages: dots on Leave messages and System messages. */
export const MobileMenuUnread: Story = { args: { viewer: memberWithUnread }, globals: mobile, play: openSideMenu }
