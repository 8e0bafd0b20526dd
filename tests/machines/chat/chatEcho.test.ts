import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendType } from '../../../contract/chat'
import { fakeChatServer } from './chatServer'
import { openChat, settle } from './openChat'

type Opened = ReturnType<typeof openChat>

/** How many times the list shows `text`: as a stored message plus as one still in the outbox. */
const timesShown = ({ ctx }: Opened, text: string) =>
  ctx().messages.filter((m) => m.message === text).length + ctx().outbox.filter((m) => m.message === text).length

function write(chat: Opened, text: string) {
  chat.actor.send({ type: 'TYPE', text })
  chat.actor.send({ type: 'SEND' })
}

/** Writes `text`, then records how many times the list shows it, one count per snapshot from the SEND on. */
function writeWatched(chat: Opened, text: string) {
  chat.actor.send({ type: 'TYPE', text })
  const seen: number[] = []
  chat.actor.subscribe(() => seen.push(timesShown(chat, text)))
  chat.actor.send({ type: 'SEND' })
  return seen
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('chat: my message shown once, whichever comes first', () => {
  it('the poll brings its stored copy before the send answers: the copy takes its place, the answer changes nothing', async () => {
    const chat = openChat(fakeChatServer(2))
    const { actor, server, ctx, ids } = chat
    server.sendMs = 3000
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    const seen = writeWatched(chat, 'Is the coat lined?')
    write(chat, 'And the jacket?')
    expect(ctx().outbox.map((m) => [m.key, m.status])).toEqual([
      ['k-1', 'sending'],
      ['k-2', 'waiting'],
    ])
    const reply = server.fromShop('Yes, in cupro')
    // The poll at 5 s: my stored message (with its key) and the shop's reply; the send answers at 6 s.
    await vi.advanceTimersByTimeAsync(2000)
    expect(server.requests.newer).toEqual([1001])
    expect(ctx().messages.at(-2)).toMatchObject({ id: 1002, message: 'Is the coat lined?', clientKey: 'k-1' })
    expect(ids().at(-1)).toBe(reply.id)
    expect(ctx().outbox.map((m) => [m.key, m.status])).toEqual([['k-2', 'waiting']])
    expect(actor.getSnapshot().hasTag('sending')).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(ctx().outbox.map((m) => [m.key, m.status])).toEqual([['k-2', 'sending']])
    await vi.advanceTimersByTimeAsync(3000)
    expect(ctx().outbox).toEqual([])
    expect(ctx().messages.map((m) => m.message)).toEqual([
      'message 1',
      'message 2',
      'Is the coat lined?',
      'Yes, in cupro',
      'And the jacket?',
    ])
    expect(seen.length).toBeGreaterThan(3)
    expect(new Set(seen)).toEqual(new Set([1]))
    actor.send({ type: 'CLOSE' })
  })

  it('the send answers before the poll that brings it: the poll’s copy merges into the one shown', async () => {
    const chat = openChat(fakeChatServer(2))
    const { actor, server, ctx, ids } = chat
    server.newerMs = 2000
    server.sendMs = 500
    await settle()
    // The poll asks at 5 s from id 1001 and answers at 7 s; the message is sent at 5.5 s and answered at 6 s.
    await vi.advanceTimersByTimeAsync(5500)
    const seen = writeWatched(chat, 'Hello')
    await vi.advanceTimersByTimeAsync(500)
    expect(ctx().outbox).toEqual([])
    expect(ids()).toEqual([1000, 1001, 1002])
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.requests.newer).toEqual([1001])
    expect(ids()).toEqual([1000, 1001, 1002])
    expect(new Set(seen)).toEqual(new Set([1]))
    actor.send({ type: 'CLOSE' })
  })

  it('a send whose answer was lost shows as failed until the poll brings what was stored: then once, not failed', async () => {
    const chat = openChat(fakeChatServer(1))
    const { actor, server, ctx } = chat
    server.lostAnswers = 1
    await settle()
    const seen = writeWatched(chat, 'Hello')
    await settle()
    expect(ctx().outbox).toMatchObject([{ key: 'k-1', status: 'failed' }])
    await vi.advanceTimersByTimeAsync(5000)
    expect(ctx().outbox).toEqual([])
    expect(ctx().messages.at(-1)).toMatchObject({ message: 'Hello', sendtype: sendType.mine, clientKey: 'k-1' })
    expect(server.requests.send).toHaveLength(1)
    expect(new Set(seen)).toEqual(new Set([1]))
    actor.send({ type: 'CLOSE' })
  })

  it('messages without my keys (the other side’s, older ones) leave the outbox alone', async () => {
    const chat = openChat(fakeChatServer(1))
    const { actor, server, ctx } = chat
    server.sendFailures.push(Object.assign(new Error('Try again later'), { code: 1001 }))
    await settle()
    write(chat, 'Hello')
    await settle()
    server.fromShop('Are you there?')
    server.add('from my phone', sendType.mine, 1, 'other-device-1')
    await vi.advanceTimersByTimeAsync(5000)
    expect(ctx().messages.map((m) => m.message)).toEqual(['message 1', 'Are you there?', 'from my phone'])
    expect(ctx().outbox).toMatchObject([{ key: 'k-1', message: 'Hello', status: 'failed' }])
    actor.send({ type: 'CLOSE' })
  })
})
