import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type ChatSide, chatSide, type Conversation, conversationFilter } from '../../../contract/chat'
import { type ConversationQuery, conversationListMachine } from '../../../machines/chat/conversationList'
import { fakesOf, flush } from '../fakes'

const fake = fakesOf(conversationListMachine)

const conversation = (id: number, unReadNum: number): Conversation => ({
  id,
  shopId: 3,
  shopName: 'Maison Lumière',
  shopLogo: '/uploads/logo.webp',
  userId: 7,
  userName: 'Ann L.',
  message: 'Is the coat lined?',
  type: 1,
  sendtype: 2,
  unReadNum,
  createTime: 0,
})
const unread = conversation(41, 3)
const read = conversation(42, 0)

type MarkInput = { conversationId: number; userType: ChatSide }

/** How the read mark answers: at once, with a network failure, or never. */
type Mark = 'ok' | 'network' | 'pending'

interface Fakes {
  query?: Partial<ConversationQuery>
  leave?: number
  mark?: Mark
  remove?: ReturnType<typeof fake.resolving<'remove'>>
}

function start({ query, leave = 0, mark = 'ok', remove = fake.resolving('remove', true) }: Fakes = {}) {
  // The read mark's calls and the chat's openings in one log, to check their order.
  const log: string[] = []
  const marks: MarkInput[] = []
  const opened: { conversationId: number; side: ChatSide }[] = []
  const reload = vi.fn()
  const markRead = fromPromise<unknown, MarkInput>(({ input }) => {
    log.push('markRead')
    marks.push(input)
    if (mark === 'network') return Promise.reject(Object.assign(new Error('offline'), { code: 'network' }))
    return mark === 'ok' ? Promise.resolve(true) : new Promise(() => {})
  })
  const machine = conversationListMachine.provide({
    actors: { markRead, remove: remove.logic },
    actions: {
      openChat: (_, target) => {
        log.push('open')
        opened.push(target)
      },
      marked: () => log.push('marked'),
      reload,
    },
  })
  const input = { query: { filter: conversationFilter.all, page: 1, side: chatSide.shopper, ...query }, leave }
  const actor = createActor(machine, { input })
  const queries: ConversationQuery[] = []
  actor.on('query', (e) => queries.push(e.query))
  actor.start()
  return { actor, log, opened, reload, queries, marks, removes: remove.calls }
}

describe('conversationList: tabs, pages and sides', () => {
  it('maps the tabs All, Read, Unread to the type filter 2, 1, 0, back to page 1', () => {
    const { actor, queries } = start({ query: { page: 3 } })
    actor.send({ type: 'TAB', filter: conversationFilter.read })
    actor.send({ type: 'TAB', filter: conversationFilter.unread })
    actor.send({ type: 'TAB', filter: conversationFilter.all })
    expect(queries.map((q) => q.filter)).toEqual([1, 0, 2])
    expect(queries.map((q) => q.page)).toEqual([1, 1, 1])
    expect(actor.getSnapshot().context.query).toEqual({ filter: 2, page: 1, side: 1 })
  })

  it('emits nothing for the tab already shown, whatever its page', () => {
    const { actor, queries } = start({ query: { filter: conversationFilter.unread, page: 2 } })
    actor.send({ type: 'TAB', filter: conversationFilter.unread })
    expect(queries).toEqual([])
    expect(actor.getSnapshot().context.query.page).toBe(2)
  })

  it("switching to the shop's side starts over at All, page 1, and back again", () => {
    const { actor, queries } = start({ query: { filter: conversationFilter.read, page: 4 } })
    actor.send({ type: 'SIDE', side: chatSide.shop })
    expect(queries).toEqual([{ filter: 2, page: 1, side: 2 }])
    actor.send({ type: 'SIDE', side: chatSide.shop })
    expect(queries).toHaveLength(1)
    actor.send({ type: 'TAB', filter: conversationFilter.unread })
    actor.send({ type: 'SIDE', side: chatSide.shopper })
    expect(queries.at(-1)).toEqual({ filter: 2, page: 1, side: 1 })
  })

  it('follows the URL (a page link, back) without emitting, and tabs then start from it', () => {
    const { actor, queries } = start()
    actor.send({ type: 'SYNC', query: { filter: conversationFilter.unread, page: 5, side: chatSide.shopper } })
    expect(queries).toEqual([])
    actor.send({ type: 'TAB', filter: conversationFilter.unread })
    expect(queries).toEqual([])
    actor.send({ type: 'TAB', filter: conversationFilter.read })
    expect(queries).toEqual([{ filter: 1, page: 1, side: 1 }])
  })
})

describe('conversationList: check', () => {
  it('marks an unread conversation read on its side, then opens its chat and asks for the counts', async () => {
    const { actor, log, opened, marks } = start({ query: { side: chatSide.shop } })
    actor.send({ type: 'CHECK', conversation: unread })
    expect(actor.getSnapshot().hasTag('checking')).toBe(true)
    expect(opened).toEqual([])
    await waitFor(actor, (s) => !s.hasTag('checking'))
    expect(marks).toEqual([{ conversationId: 41, userType: 2 }])
    expect(log).toEqual(['markRead', 'open', 'marked'])
    expect(opened).toEqual([{ conversationId: 41, side: 2 }])
    expect(actor.getSnapshot().context.target).toBeNull()
  })

  it('opens a read conversation at once, without a read mark', () => {
    const { actor, log, opened, marks } = start()
    actor.send({ type: 'CHECK', conversation: read })
    expect(opened).toEqual([{ conversationId: 42, side: 1 }])
    expect(marks).toEqual([])
    expect(log).toEqual(['open'])
    expect(actor.getSnapshot().hasTag('checking')).toBe(false)
  })

  it('still opens the chat when the read mark fails, and does not ask for the counts', async () => {
    const { actor, log, opened } = start({ mark: 'network' })
    actor.send({ type: 'CHECK', conversation: unread })
    await waitFor(actor, (s) => !s.hasTag('checking'))
    expect(log).toEqual(['markRead', 'open'])
    expect(opened).toEqual([{ conversationId: 41, side: 1 }])
  })

  it('ignores another check or delete while a read mark is out', () => {
    const { actor, marks } = start({ mark: 'pending' })
    actor.send({ type: 'CHECK', conversation: unread })
    actor.send({ type: 'CHECK', conversation: conversation(43, 1) })
    actor.send({ type: 'DELETE', conversation: read })
    expect(marks).toHaveLength(1)
    expect(actor.getSnapshot().hasTag('confirmAsked')).toBe(false)
  })
})

describe('conversationList: delete', () => {
  it('asks first; cancel deletes nothing', () => {
    const { actor, removes, reload } = start()
    actor.send({ type: 'DELETE', conversation: read })
    expect(actor.getSnapshot().hasTag('confirmAsked')).toBe(true)
    expect(actor.getSnapshot().context.target?.id).toBe(42)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().hasTag('confirmAsked')).toBe(false)
    expect(actor.getSnapshot().context.target).toBeNull()
    expect(removes).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })

  it('confirmed, removes the conversation on its side, then reloads the list', async () => {
    const { actor, removes, reload } = start({ query: { side: chatSide.shop } })
    actor.send({ type: 'DELETE', conversation: unread })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('confirmAsked'))
    expect(removes).toEqual([{ id: 41, userType: 2 }])
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('cannot be dismissed while the call is out', () => {
    const removal = fake.pending('remove')
    const { actor } = start({ remove: removal })
    actor.send({ type: 'DELETE', conversation: read })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it("a refusal keeps the question with the service's reason; confirming again tries again", async () => {
    const refusal = fake.rejecting('remove', 'This conversation is not yours')
    const { actor, reload } = start({ remove: refusal })
    actor.send({ type: 'DELETE', conversation: read })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(actor.getSnapshot().hasTag('confirmAsked')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('This conversation is not yours')
    expect(reload).not.toHaveBeenCalled()
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(refusal.calls).toHaveLength(2)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().context).toMatchObject({ target: null, failure: null })
  })

  it('a network failure gives no reason (the screen says its own)', async () => {
    const { actor } = start({ remove: fake.rejecting('remove', 'Failed to fetch', 'network') })
    actor.send({ type: 'DELETE', conversation: read })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('conversationList: silent reloads', () => {
  it('reloads when a chat closes', () => {
    const { actor, reload } = start()
    actor.send({ type: 'CHAT_CLOSED' })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads only when the unread chat count changes, not on every poll', async () => {
    const { actor, reload } = start({ leave: 2 })
    actor.send({ type: 'UNREAD', leave: 2 })
    actor.send({ type: 'UNREAD', leave: 2 })
    expect(reload).not.toHaveBeenCalled()
    actor.send({ type: 'UNREAD', leave: 3 })
    actor.send({ type: 'UNREAD', leave: 3 })
    expect(reload).toHaveBeenCalledTimes(1)
    actor.send({ type: 'UNREAD', leave: 0 })
    await flush()
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
