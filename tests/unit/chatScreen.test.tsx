// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type ChatSide, chatSide, type Conversation, conversationFilter } from '../../contract/chat'
import { conversationListMachine } from '../../machines/chat/conversationList'
import { AccountTrigger } from '../../src/screens/shell/AccountTrigger'
import { conversationPage, sampleConversations, sampleShopConversations } from '../../src/fakes/chatScreen'
import { i18n } from '../../src/i18n'
import { conversationTime } from '../../src/screens/chat/conversationTime'
import { ChatScreen, type ChatScreenProps } from '../../src/screens/chat/ChatScreen'
import { storefrontSystem } from '../../src/theme'
import { type ActorsOf, fakesOf } from '../machines/fakes'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

const fake = fakesOf(conversationListMachine)

function fakes({
  markRead = fake.resolving('markRead', true).logic,
  remove = fake.resolving('remove', true).logic,
}: Partial<ActorsOf<typeof conversationListMachine>> = {}) {
  const opened: { conversationId: number; side: ChatSide }[] = []
  const reload = vi.fn()
  const machine = conversationListMachine.provide({
    actors: { markRead, remove },
    actions: { openChat: (_, target) => opened.push(target), reload },
  })
  return { machine, opened, reload }
}

function props(rows: Conversation[], machine: ChatScreenProps['machine'], more: Partial<ChatScreenProps> = {}) {
  return {
    list: { status: 'ready', data: { page: conversationPage(rows), shopUnread: null } },
    query: { filter: conversationFilter.all, page: 1, side: chatSide.shopper },
    ownsShop: false,
    platformName: 'Vitrine',
    leave: 4,
    chatOpen: false,
    onQuery: () => {},
    pageLink: () => ({ to: '/' }),
    machine,
    ...more,
  } satisfies ChatScreenProps
}

let change: (more: Partial<ChatScreenProps>) => void = () => {}
/** The screen with props a test can change, as its route would. */
function Harness({ first }: { first: ChatScreenProps }) {
  const [current, setCurrent] = useState(first)
  change = (more) => setCurrent((before) => ({ ...before, ...more }))
  return <ChatScreen {...current} />
}

/** The screen inside the app's providers and a memory router; `next` redraws it with other props. */
async function draw(first: ChatScreenProps) {
  drawInRouter(() => <Harness first={first} />)
  await screen.findByRole('heading', { name: 'Leave messages' }, { timeout: 10_000 })
  return { next: (more: Partial<ChatScreenProps>) => act(() => change(more)) }
}

/** The desktop table (the phone cards are drawn too, hidden by a media query jsdom does not apply). */
const table = () => screen.getByRole('table', { name: 'My conversations' })

describe('the leave messages page', () => {
  it('lists customer service, a shop with an unread image, and shows text as text', async () => {
    const script = { ...sampleConversations[2], id: 90, message: '<script>alert(1)</script><b>bold</b>' }
    const { machine } = fakes()
    await draw(props([...sampleConversations.slice(0, 2), script], machine))
    const rows = within(table()).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    within(rows[0]).getByText('Vitrine')
    within(rows[0]).getByText('Customer service')
    within(rows[0]).getByText('1 unread')
    expect(within(rows[1]).getByRole('img', { name: 'Image' }).getAttribute('src')).toBe(sampleConversations[1].message)
    within(rows[1]).getByText('3 unread')
    expect(within(rows[2]).getByText(/<script>alert\(1\)<\/script><b>bold<\/b>/)).toBeTruthy()
    within(rows[2]).getByText('You:')
    within(rows[2]).getByText('Read')
    expect(document.querySelector('script, b')).toBeNull()
  })

  it('Check marks an unread conversation read, then opens its chat', async () => {
    const mark = fake.resolving('markRead', true)
    const { machine, opened } = fakes({ markRead: mark.logic })
    await draw(props(sampleConversations, machine))
    fireEvent.click(within(table()).getByRole('button', { name: 'Check: Atelier Nord' }))
    await waitFor(() => expect(opened).toEqual([{ conversationId: 32, side: 1 }]))
    expect(mark.calls).toEqual([{ conversationId: 32, userType: 1 }])
  })

  it('Delete asks first, removes on confirmation; a refusal shows its reason in the question', async () => {
    const refusal = fake.rejecting('remove', 'This conversation is not yours')
    const { machine, reload } = fakes({ remove: refusal.logic })
    await draw(props(sampleConversations, machine))
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete the conversation with Maison Orée' }))
    const dialog = await screen.findByRole('alertdialog')
    within(dialog).getByText(/The conversation with Maison Orée leaves your leave messages/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This conversation is not yours')
    expect(refusal.calls).toEqual([{ id: 33, userType: 1 }])
    expect(reload).not.toHaveBeenCalled()
    within(dialog).getByRole('button', { name: 'Try again' })
  })

  it("a shop owner's side: the shoppers' names, and the switch with the shop's unread count", async () => {
    const { machine } = fakes()
    const onQuery = vi.fn()
    await draw(
      props(sampleShopConversations, machine, {
        ownsShop: true,
        query: { filter: conversationFilter.read, page: 2, side: chatSide.shop },
        list: { status: 'ready', data: { page: conversationPage(sampleShopConversations), shopUnread: 3 } },
        onQuery,
      }),
    )
    const shop = screen.getByRole('table', { name: "My shop's messages" })
    within(shop).getByRole('columnheader', { name: 'Shopper' })
    within(shop).getByText('Kenji Mori')
    const own = screen.getByRole('button', { name: 'My conversations' })
    expect(screen.getByRole('button', { name: "My shop's messages 3 unread" }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(own)
    expect(onQuery).toHaveBeenCalledWith({ filter: 2, page: 1, side: 1 })
  })

  it('reloads when the chat closes and when the unread chat count changes', async () => {
    const { machine, reload } = fakes()
    const view = await draw(props(sampleConversations, machine, { chatOpen: true }))
    view.next({ leave: 4 })
    expect(reload).not.toHaveBeenCalled()
    view.next({ chatOpen: false })
    expect(reload).toHaveBeenCalledTimes(1)
    view.next({ leave: 0 })
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('says what an empty tab holds', async () => {
    const { machine } = fakes()
    await draw(props([], machine, { query: { filter: conversationFilter.unread, page: 1, side: chatSide.shopper } }))
    screen.getByText('No unread messages. You are all caught up.')
  })
})

describe('conversation times', () => {
  const now = new Date(2026, 10, 20, 18, 0).getTime()
  it("shows today's time, an older date, in the shopper's language", () => {
    expect(conversationTime(new Date(2026, 10, 20, 9, 5).getTime(), 'en', now).short).toBe('9:05 AM')
    expect(conversationTime(new Date(2026, 10, 19, 23, 59).getTime(), 'en', now).short).toBe('Nov 19, 2026')
    expect(conversationTime(new Date(2026, 10, 19, 23, 59).getTime(), 'fr', now).short).toBe('19 nov. 2026')
    expect(conversationTime(new Date(2026, 10, 20, 9, 5).getTime(), 'ja', now).short).toBe('9:05')
  })
})

describe('the unread dot on the account button', () => {
  function drawTrigger(unread: number) {
    render(
      <ChakraProvider value={storefrontSystem()}>
        <I18nProvider i18n={i18n}>
          <AccountTrigger email="ann@example.com" unread={unread} />
        </I18nProvider>
      </ChakraProvider>,
    )
    return screen.getByRole('button').getAttribute('aria-label')
  }

  it('says how many messages are unread, and nothing without any', () => {
    expect(drawTrigger(3)).toBe('Account menu for ann@example.com, 3 unread messages')
    cleanup()
    expect(drawTrigger(1)).toBe('Account menu for ann@example.com, 1 unread message')
    cleanup()
    expect(drawTrigger(100)).toBe('Account menu for ann@example.com, 99+ unread messages')
    cleanup()
    expect(drawTrigger(0)).toBe('Account menu for ann@example.com')
    expect(screen.queryByTestId('unread-dot')).toBeNull()
  })
})
