import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import { type ChatSide, chatSide, conversationFilter } from '../../../contract/chat'
import type { MessageFilter } from '../../../contract/systemMessages'
import { conversationListMachine } from '../../../machines/chat/conversationList'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, type Outcome } from '../../fakes/actors'
import { conversationPage, sampleConversations, sampleShopConversations } from '../../fakes/chatScreen'
import type { ListState } from '../../lib/listState'
import { type ChatScreenData, ChatScreen } from './ChatScreen'

interface Args {
  state: 'loading' | 'empty' | 'filled' | 'failed'
  filter: MessageFilter
  side: ChatSide
  /** The user runs an open shop: the side switch shows. */
  ownsShop: boolean
  /** Many conversations: the pagination shows. */
  total: number
  page: number
  /** How the read mark of Check answers, and the delete. */
  check: Outcome
  remove: Outcome
}

function rowsOf({ filter, side }: Args) {
  const rows = side === chatSide.shop ? sampleShopConversations : sampleConversations
  if (filter === conversationFilter.read) return rows.filter((c) => c.unReadNum === 0)
  if (filter === conversationFilter.unread) return rows.filter((c) => c.unReadNum > 0)
  return rows
}

function Screen(args: Args) {
  const { state, filter, side, ownsShop, total, page, check, remove } = args
  const rows = rowsOf(args)
  const data: ChatScreenData = {
    page: state === 'empty' ? conversationPage([], 0) : conversationPage(rows, Math.max(total, rows.length)),
    shopUnread: ownsShop ? 3 : null,
  }
  const list: ListState<ChatScreenData> =
    state === 'loading' ? { status: 'loading' } : state === 'failed' ? { status: 'failed', retry: () => {} } : { status: 'ready', data }
  const machine = conversationListMachine.provide({
    actors: {
      markRead: fake(check, true),
      remove: fake(remove, true, 'This conversation has already been removed'),
    },
  })
  return (
    <AccountLayout unread={{ leaveMessages: 4, systemMessages: 1 }} shop={ownsShop ? { id: 3, shopname: 'Maison Orée' } : null}>
      <ChatScreen
        list={list}
        query={{ filter, page, side }}
        ownsShop={ownsShop}
        platformName="Vitrine"
        leave={4}
        chatOpen={false}
        onQuery={() => {}}
        pageLink={() => ({ to: '/leaveMessage' })}
        machine={machine}
      />
    </AccountLayout>
  )
}

const meta = {
  title: 'Account/Leave messages',
  component: Screen,
  args: {
    state: 'filled',
    filter: conversationFilter.all,
    side: chatSide.shopper,
    ownsShop: false,
    total: 4,
    page: 1,
    check: 'pending',
    remove: 'ok',
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'empty', 'filled', 'failed'] },
    filter: { control: 'inline-radio', options: [conversationFilter.all, conversationFilter.read, conversationFilter.unread] },
    side: { control: 'inline-radio', options: [chatSide.shopper, chatSide.shop] },
    check: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    remove: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }

const askDelete: Story['play'] = async ({ canvas, userEvent }) => {
  const [first] = await canvas.findAllByRole('button', { name: /^Delete the conversation with/ })
  await userEvent.click(first)
}
/** Asks, then confirms in the dialog (a portal, outside the story's canvas). */
const confirmDelete: Story['play'] = async (context) => {
  await askDelete(context)
  const dialog = await within(document.body).findByRole('alertdialog')
  await context.userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }))
}

/** Customer service, an unread image from a shop, a read thread whose last word is the shopper's, an older one. */
export const Conversations: Story = {}
export const Paged: Story = { args: { total: 37, page: 2 } }
export const Unread: Story = { args: { filter: conversationFilter.unread } }
export const Read: Story = { args: { filter: conversationFilter.read } }
export const Loading: Story = { args: { state: 'loading' } }
export const Empty: Story = { args: { state: 'empty' } }
export const EmptyUnread: Story = { args: { state: 'empty', filter: conversationFilter.unread } }
export const EmptyRead: Story = { args: { state: 'empty', filter: conversationFilter.read } }
/** The last rows of a later page were deleted: back to the first. */
export const EmptyLaterPage: Story = { args: { state: 'empty', page: 3 } }
export const Failed: Story = { args: { state: 'failed' } }
export const PhoneCards: Story = { globals: phone }
export const PhoneEmpty: Story = { args: { state: 'empty' }, globals: phone }
/** A shop owner on their own side: the switch shows their shop's unread count. */
export const OwnerOwnConversations: Story = { args: { ownsShop: true } }
/** A shop owner reading what shoppers wrote to their shop. */
export const OwnerShopSide: Story = { args: { ownsShop: true, side: chatSide.shop } }
export const OwnerShopSideEmpty: Story = { args: { ownsShop: true, side: chatSide.shop, state: 'empty' } }
export const OwnerShopSidePhone: Story = { args: { ownsShop: true, side: chatSide.shop }, globals: phone }
/** Check pressed on an unread conversation: its read mark is out. */
export const Checking: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: /^Check: / })
    await userEvent.click(first)
  },
}
export const DeleteConfirm: Story = { play: askDelete }
export const Deleting: Story = { args: { remove: 'pending' }, play: confirmDelete }
export const DeleteFailed: Story = { args: { remove: 'fail' }, play: confirmDelete }
export const DeleteConfirmPhone: Story = { globals: phone, play: askDelete }
