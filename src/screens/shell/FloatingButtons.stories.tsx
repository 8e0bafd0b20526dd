import type { Meta, StoryObj } from '@storybook/react-vite'
import { FloatingButtons } from './FloatingButtons'

/** The floating customer-service button: the chat with its unread count, or the e-mail when the chat is off. */
const meta = {
  title: 'Shell/Floating buttons',
  component: FloatingButtons,
  args: { signedIn: true, service: { chat: true, email: 'care@vitrine.test' }, unread: 0 },
} satisfies Meta<typeof FloatingButtons>

export default meta
type Story = StoryObj<typeof meta>

export const Chat: Story = {}
export const ChatWithUnread: Story = { args: { unread: 3 } }
/** Counts from 100 read 99+. */
export const ChatWithManyUnread: Story = { args: { unread: 100 } }
/** A guest is sent to log in, then comes back to the page. */
export const Guest: Story = { args: { signedIn: false, unread: 0 } }
/** CUSTOMER_SERVICE_SETTING disabled: the button offers the contact e-mail instead. */
export const ChatDisabled: Story = { args: { service: { chat: false, email: 'care@vitrine.test' } } }
