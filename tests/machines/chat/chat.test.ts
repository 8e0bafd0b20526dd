import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatLimits, sendType } from '../../../contract/chat'
import { ErrorCode } from '../../../contract/codes'
import { fakeChatServer, refusedError } from './chatServer'
import { openChat, settle } from './openChat'

const image = (name: string, type = 'image/png') => new File(['x'], name, { type })
const ascendingOnce = (ids: number[]) => ids.every((id, i) => i === 0 || id > ids[i - 1])

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('chat: opening and closing', () => {
  it('sends a guest to log in and ends without asking anything', async () => {
    const { actor, server, heard } = openChat(fakeChatServer(3), { signedIn: false })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(heard).toMatchObject({ goToLogin: 1, closed: 1 })
    expect(actor.getSnapshot().status).toBe('done')
    expect(server.requests.history).toEqual([])
    expect(server.requests.newer).toEqual([])
  })

  it('loads page 1 (the newest 200, ascending) with the other party, and shows a retry when it fails', async () => {
    const fake = fakeChatServer(250)
    fake.server.failHistory = true
    const { actor, server, ctx, ids } = openChat(fake)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true)
    expect(ctx().failure).toBe('The chat could not be loaded')
    server.failHistory = false
    actor.send({ type: 'RETRY_LOAD' })
    await settle()
    expect(ids()).toEqual(
      server
        .visible()
        .slice(50)
        .map((m) => m.id),
    )
    expect(ctx()).toMatchObject({ total: 250, allLoaded: false, conversationId: 40, peer: { shopName: 'Maison Lumière' } })
    expect(server.requests.history).toEqual([{ pageNo: 1 }, { pageNo: 1 }])
  })

  it('polls for new messages every 5 s from the newest id, and stops every poll on CLOSE', async () => {
    const { actor, server, heard, ids } = openChat(fakeChatServer(4))
    await settle()
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests.newer).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(server.requests.newer).toEqual([1003])
    const reply = server.fromShop('We ship on Monday')
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.newer).toEqual([1003, 1003])
    expect(ids().at(-1)).toBe(reply.id)
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.newer).toEqual([1003, 1003, reply.id])

    const retractedAsked = server.requests.retracted.length
    actor.send({ type: 'CLOSE' })
    expect(heard.closed).toBe(1)
    expect(actor.getSnapshot().status).toBe('done')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests.newer).toHaveLength(3)
    expect(server.requests.retracted).toHaveLength(retractedAsked)
  })

  it('never overlaps polls: a poll slower than the interval delays the next one', async () => {
    const { actor, server } = openChat(fakeChatServer(2))
    server.newerMs = 12_000
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.newer).toHaveLength(1)
    // In flight from 5 s to 17 s: nothing more is asked meanwhile.
    await vi.advanceTimersByTimeAsync(11_999)
    expect(server.requests.newer).toHaveLength(1)
    // Answered at 17 s; the next one waits a full interval after it.
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests.newer).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2)
    expect(server.requests.newer).toHaveLength(2)
    expect(server.maxInFlight.newer).toBe(1)
    actor.send({ type: 'CLOSE' })
  })

  it('keeps the list when a poll fails and asks again at the next interval', async () => {
    const { actor, server, ids } = openChat(fakeChatServer(2))
    await settle()
    const before = ids()
    server.newerFails = true
    server.fromShop('lost for now')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests.newer).toHaveLength(2)
    expect(ids()).toEqual(before)
    server.newerFails = false
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.newer).toHaveLength(3)
    expect(ids()).toEqual([...before, 1002])
    actor.send({ type: 'CLOSE' })
  })
})

describe('chat: retracted messages', () => {
  it('asks every 3 s from the oldest loaded id and drops the retracted ones', async () => {
    const { actor, server, ids } = openChat(fakeChatServer(5))
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    expect(server.requests.retracted).toEqual([1000])
    server.stored[2].retracted = true
    await vi.advanceTimersByTimeAsync(3000)
    expect(server.requests.retracted).toEqual([1000, 1000])
    expect(ids()).toEqual([1000, 1001, 1003, 1004])
    actor.send({ type: 'CLOSE' })
  })

  it('does not ask before the conversation exists', async () => {
    const { actor, server } = openChat(fakeChatServer(0, { conversationId: null }))
    await settle()
    await vi.advanceTimersByTimeAsync(9000)
    expect(server.requests.retracted).toEqual([])
    actor.send({ type: 'CLOSE' })
  })

  it('retracts my own message, never the other side’s', async () => {
    const { actor, server, ids } = openChat(fakeChatServer(3))
    await settle()
    const theirs = server.stored[1]
    expect(theirs.sendtype).toBe(sendType.other)
    actor.send({ type: 'RETRACT', id: theirs.id })
    expect(actor.getSnapshot().hasTag('retracting')).toBe(false)
    actor.send({ type: 'RETRACT', id: 1002 })
    expect(actor.getSnapshot().hasTag('retracting')).toBe(true)
    await settle()
    expect(ids()).toEqual([1000, 1001])
    expect(server.stored[2].retracted).toBe(true)
    actor.send({ type: 'CLOSE' })
  })
})

describe('chat: older pages', () => {
  it('puts older pages in front, ignores LOAD_OLDER while one loads, and stops at the end', async () => {
    const { actor, server, ctx, ids } = openChat(fakeChatServer(450))
    await settle()
    expect(ids()).toHaveLength(200)
    actor.send({ type: 'LOAD_OLDER' })
    expect(actor.getSnapshot().hasTag('loadingOlder')).toBe(true)
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(server.requests.history).toEqual([{ pageNo: 1 }, { pageNo: 2 }])
    expect(ids()).toHaveLength(400)
    expect(ctx().allLoaded).toBe(false)
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(ids()).toEqual(server.visible().map((m) => m.id))
    expect(ctx().allLoaded).toBe(true)
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(server.requests.history).toHaveLength(3)
    actor.send({ type: 'CLOSE' })
  })

  it('keeps ascending order without duplicates when new messages shifted the pages meanwhile', async () => {
    const { actor, server, ids } = openChat(fakeChatServer(420))
    await settle()
    for (let i = 0; i < 30; i++) server.fromShop(`new ${i}`)
    await vi.advanceTimersByTimeAsync(5000)
    expect(ids()).toHaveLength(230)
    // Page 2 is now the 200 before the newest 200: 170 of them are already held.
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(ascendingOnce(ids())).toBe(true)
    expect(ids()).toEqual(server.visible().map((m) => m.id))
    actor.send({ type: 'CLOSE' })
  })

  it('skips nothing when retracted messages shifted the pages the other way', async () => {
    const { actor, server, ctx, ids } = openChat(fakeChatServer(300))
    await settle()
    for (const m of server.stored.slice(250, 260)) m.retracted = true
    await vi.advanceTimersByTimeAsync(3000)
    expect(ids()).toHaveLength(190)
    // 190 held: page 1 again holds the 10 before them, then page 2 the rest.
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(ids()).toEqual(
      server
        .visible()
        .slice(-200)
        .map((m) => m.id),
    )
    actor.send({ type: 'LOAD_OLDER' })
    await settle()
    expect(server.requests.history).toEqual([{ pageNo: 1 }, { pageNo: 1 }, { pageNo: 2 }])
    expect(ids()).toEqual(server.visible().map((m) => m.id))
    expect(ctx().allLoaded).toBe(true)
    actor.send({ type: 'CLOSE' })
  })

  it('loads page 1 again when a poll brings a full batch (a gap longer than one answer)', async () => {
    const { actor, server, ids } = openChat(fakeChatServer(10))
    await settle()
    for (let i = 0; i < chatLimits.newerMax + 5; i++) server.fromShop(`burst ${i}`)
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.history.at(-1)).toEqual({ pageNo: 1 })
    expect(ids()).toEqual(
      server
        .visible()
        .slice(-200)
        .map((m) => m.id),
    )
    actor.send({ type: 'CLOSE' })
  })
})

describe('chat: sending', () => {
  it('shows a message at once, then replaces it with the stored one', async () => {
    const { actor, server, ctx, ids } = openChat(fakeChatServer(2))
    await settle()
    actor.send({ type: 'TYPE', text: '  Is the coat lined?  ' })
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(true)
    actor.send({ type: 'SEND' })
    expect(ctx().draft).toBe('')
    expect(ctx().outbox).toMatchObject([{ key: 'k-1', message: 'Is the coat lined?', status: 'sending' }])
    expect(actor.getSnapshot().hasTag('sending')).toBe(true)
    await settle()
    expect(ctx().outbox).toEqual([])
    expect(server.requests.send).toMatchObject([{ shopId: 3, message: 'Is the coat lined?', type: 1, clientKey: 'k-1' }])
    expect(ids()).toEqual([1000, 1001, 1002])
    expect(ctx().messages.at(-1)).toMatchObject({ message: 'Is the coat lined?', sendtype: sendType.mine })
    actor.send({ type: 'CLOSE' })
  })

  it('marks a failed send, and RETRY sends it again under the same client key', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(1))
    server.sendFailures.push(refusedError(1001, 'Too many messages, wait a moment'))
    await settle()
    actor.send({ type: 'TYPE', text: 'Hello' })
    actor.send({ type: 'SEND' })
    await settle()
    expect(ctx().outbox).toMatchObject([{ key: 'k-1', status: 'failed', failure: 'Too many messages, wait a moment' }])
    actor.send({ type: 'RETRY', key: 'k-1' })
    expect(ctx().outbox).toMatchObject([{ key: 'k-1', status: 'sending', failure: null }])
    await settle()
    expect(server.requests.send.map((s) => s.clientKey)).toEqual(['k-1', 'k-1'])
    expect(ctx().outbox).toEqual([])
    expect(ctx().messages.at(-1)?.message).toBe('Hello')
    actor.send({ type: 'CLOSE' })
  })

  it('removes a failed message on DISCARD, never one being sent', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(0))
    server.sendMs = 400
    server.sendFailures.push(refusedError(1001, 'Try again later'))
    await settle()
    for (const text of ['lost', 'kept']) {
      actor.send({ type: 'TYPE', text })
      actor.send({ type: 'SEND' })
    }
    await vi.advanceTimersByTimeAsync(400)
    expect(ctx().outbox.map((m) => [m.key, m.status])).toEqual([
      ['k-1', 'failed'],
      ['k-2', 'sending'],
    ])
    actor.send({ type: 'DISCARD', key: 'k-2' })
    actor.send({ type: 'DISCARD', key: 'k-1' })
    expect(ctx().outbox.map((m) => m.key)).toEqual(['k-2'])
    await vi.advanceTimersByTimeAsync(400)
    expect(ctx().outbox).toEqual([])
    expect(ctx().messages.map((m) => m.message)).toEqual(['kept'])
    actor.send({ type: 'CLOSE' })
  })

  it('sends queued messages one at a time, in the order written', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(0))
    server.sendMs = 400
    await settle()
    for (const text of ['one', 'two', 'three']) {
      actor.send({ type: 'TYPE', text })
      actor.send({ type: 'SEND' })
    }
    expect(ctx().outbox.map((m) => m.status)).toEqual(['sending', 'waiting', 'waiting'])
    await vi.advanceTimersByTimeAsync(400)
    expect(ctx().outbox.map((m) => [m.message, m.status])).toEqual([
      ['two', 'sending'],
      ['three', 'waiting'],
    ])
    await vi.advanceTimersByTimeAsync(800)
    expect(server.maxInFlight.send).toBe(1)
    expect(ctx().messages.map((m) => m.message)).toEqual(['one', 'two', 'three'])
    actor.send({ type: 'CLOSE' })
  })

  it('cannot send blank text', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(0))
    await settle()
    actor.send({ type: 'TYPE', text: '  \n\t ' })
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(false)
    actor.send({ type: 'SEND' })
    await settle()
    expect(ctx().outbox).toEqual([])
    expect(server.requests.send).toEqual([])
    actor.send({ type: 'CLOSE' })
  })

  it('uploads a picked image, then sends its URL as an image message; refuses other files', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(0))
    await settle()
    actor.send({ type: 'PICK_IMAGE', file: image('notes.pdf', 'application/pdf') })
    expect(ctx().imageRefused).toBe(true)
    actor.send({ type: 'PICK_IMAGE', file: image('coat.png') })
    expect(ctx().imageRefused).toBe(false)
    expect(ctx().outbox).toMatchObject([{ type: 3, status: 'sending', message: '' }])
    await settle()
    expect(server.uploads).toEqual(['coat.png'])
    expect(server.requests.send).toMatchObject([{ type: 3, message: '/uploads/1/2026-11/coatpng.png', clientKey: 'k-1' }])
    expect(ctx().messages).toMatchObject([{ type: 3, message: '/uploads/1/2026-11/coatpng.png' }])
    actor.send({ type: 'CLOSE' })
  })

  it('locks the composer when the service refuses the shopper (no order any more)', async () => {
    const { actor, server, ctx } = openChat(fakeChatServer(1))
    server.sendFailures.push(refusedError(ErrorCode.chatNotAllowed, 'Place an order with this shop first'))
    await settle()
    expect(actor.getSnapshot().hasTag('canWrite')).toBe(true)
    actor.send({ type: 'TYPE', text: 'Hello' })
    actor.send({ type: 'SEND' })
    await settle()
    expect(ctx().outbox).toMatchObject([{ status: 'failed' }])
    expect(actor.getSnapshot().hasTag('canWrite')).toBe(false)
    actor.send({ type: 'TYPE', text: 'Again' })
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(false)
    actor.send({ type: 'CLOSE' })
  })

  it('offers no composer when the other party does not take messages', async () => {
    const { actor } = openChat(fakeChatServer(0, { canWrite: false }))
    await settle()
    expect(actor.getSnapshot().hasTag('canWrite')).toBe(false)
    actor.send({ type: 'TYPE', text: 'Hello' })
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(false)
    actor.send({ type: 'CLOSE' })
  })
})

describe('chat: read marks', () => {
  it('marks the conversation read after page 1 and after a poll brings the other side’s messages', async () => {
    const fake = fakeChatServer(2)
    fake.server.fromShop('Hello, how can we help?')
    const { actor, server, heard } = openChat(fake)
    await settle()
    expect(server.reads).toBe(1)
    expect(heard.unreadChanged).toBe(1)
    // Nothing new from the shop: no mark.
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.reads).toBe(1)
    // My own message coming back from the poll: no mark either.
    server.add('sent from my phone')
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.reads).toBe(1)
    server.fromShop('It is lined with silk')
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.reads).toBe(2)
    expect(heard.unreadChanged).toBe(2)
    actor.send({ type: 'CLOSE' })
  })

  it('does not mark a conversation with nothing unread', async () => {
    const { actor, server, heard } = openChat(fakeChatServer(4))
    await settle()
    expect(server.reads).toBe(0)
    expect(heard.unreadChanged).toBe(0)
    actor.send({ type: 'CLOSE' })
  })

  it('opens a conversation on the shop’s side by its id', async () => {
    const { actor, server } = openChat(fakeChatServer(2), { target: { conversationId: 40, side: 2 } })
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    actor.send({ type: 'TYPE', text: 'Thank you for your order' })
    actor.send({ type: 'SEND' })
    await settle()
    expect(server.requests.send).toMatchObject([{ conversationId: 40, userType: 2 }])
    expect(server.requests.send[0]).not.toHaveProperty('shopId')
    actor.send({ type: 'CLOSE' })
  })
})
