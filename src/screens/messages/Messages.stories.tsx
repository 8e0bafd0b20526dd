import type { Meta, StoryObj } from '@storybook/react-vite'
import { messageFilter, type MessageFilter } from '../../../contract/systemMessages'
import { messageReaderMachine } from '../../../machines/systemMessages/messageReader'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, type Outcome } from '../../fakes/actors'
import { messagesPage, sampleMessages } from '../../fakes/messages'
import type { ListState } from '../../lib/listState'
import type { SystemMessagePage } from '../../../contract/systemMessages'
import { MessageDialog } from './MessageDialog'
import { MessagesScreen } from './MessagesScreen'

interface Args {
  state: 'loading' | 'empty' | 'filled' | 'failed'
  filter: MessageFilter
  /** Many messages: the pagination shows. */
  total: number
  /** What the read call answers when Check opens an unread message. */
  read: Outcome
  /** A dialog already open on this message (index in the sample), or -1. */
  dialog: number
  marking: boolean
}

function Screen({ state, filter, total, read, dialog, marking }: Args) {
  const rows =
    filter === messageFilter.read
      ? sampleMessages.filter((m) => m.sta)
      : filter === messageFilter.unread
        ? sampleMessages.filter((m) => !m.sta)
        : sampleMessages
  const list: ListState<SystemMessagePage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'empty' ? messagesPage([], 0) : messagesPage(rows, Math.max(total, rows.length)) }
  const reader = messageReaderMachine.provide({ actors: { markRead: fake(read, true) } })
  return (
    <AccountLayout unread={{ systemMessages: 2 }}>
      <MessagesScreen list={list} filter={filter} page={1} onFilter={() => {}} pageLink={() => ({ to: '/message' })} reader={reader} />
      {dialog >= 0 && <MessageDialog message={sampleMessages[dialog]} marking={marking} onClose={() => {}} />}
    </AccountLayout>
  )
}

const meta = {
  title: 'Account/System messages',
  component: Screen,
  args: { state: 'filled', filter: messageFilter.all, total: 4, read: 'ok', dialog: -1, marking: false },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'empty', 'filled', 'failed'] },
    filter: { control: 'inline-radio', options: [messageFilter.all, messageFilter.read, messageFilter.unread] },
    read: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}
export const Paged: Story = { args: { total: 37 } }
export const Unread: Story = { args: { filter: messageFilter.unread } }
export const Read: Story = { args: { filter: messageFilter.read } }
export const Loading: Story = { args: { state: 'loading' } }
export const Empty: Story = { args: { state: 'empty' } }
export const EmptyUnread: Story = { args: { state: 'empty', filter: messageFilter.unread } }
export const Failed: Story = { args: { state: 'failed' } }
export const Dialog: Story = { args: { dialog: 0 } }
export const DialogMarking: Story = { args: { dialog: 0, marking: true } }
export const ImageMessage: Story = { args: { dialog: 1 } }
export const Narrow: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
export const NarrowDialog: Story = { args: { dialog: 1 }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
