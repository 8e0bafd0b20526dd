import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeChatServer } from './chatServer'
import { fakePage } from '../fakePage'
import { nextAskIn } from '../fakes'
import { openChat, settle } from './openChat'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A chat of `count` messages opened on a page whose visibility the test switches. */
function openOnPage(count: number, hidden = false) {
  const { page, logic } = fakePage(hidden)
  return { page, ...openChat(fakeChatServer(count), { visibility: logic }) }
}

describe('chat: polls while the page is hidden', () => {
  it('asks nothing while hidden, not even a timer waits, and asks both at once when visible again', async () => {
    const { actor, server, page, ids } = openOnPage(3)
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    expect(server.requests.retracted).toEqual([1000])
    page.set(true)
    expect(vi.getTimerCount()).toBe(0)
    const reply = server.fromShop('We ship on Monday')
    server.stored[1].retracted = true
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.requests.newer).toEqual([])
    expect(server.requests.retracted).toEqual([1000])

    page.set(false)
    await settle()
    expect(server.requests.newer).toEqual([1002])
    expect(server.requests.retracted).toEqual([1000, 1000])
    expect(ids()).toEqual([1000, 1002, reply.id])
    // Then each on its interval again, from that answer.
    await nextAskIn(3000, () => server.requests.retracted.length)
    await nextAskIn(2000, () => server.requests.newer.length)
    actor.send({ type: 'CLOSE' })
  })

  it('a poll in flight when the page hides is kept, and none follows it until the page is visible', async () => {
    const { actor, server, page, ids } = openOnPage(2)
    server.newerMs = 2000
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests.newer).toEqual([1001])
    page.set(true)
    const reply = server.fromShop('Answered while you were away')
    await vi.advanceTimersByTimeAsync(2000)
    expect(ids().at(-1)).toBe(reply.id)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests.newer).toHaveLength(1)
    expect(server.maxInFlight.newer).toBe(1)
    page.set(false)
    expect(server.requests.newer).toEqual([1001, reply.id])
    actor.send({ type: 'CLOSE' })
  })

  it('opened on a hidden page: page 1 loads, the polls wait for the page to show', async () => {
    const { actor, server, page, ids } = openOnPage(2, true)
    await settle()
    expect(ids()).toEqual([1000, 1001])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(server.requests.newer).toEqual([])
    expect(server.requests.retracted).toEqual([])
    page.set(false)
    expect(server.requests.newer).toEqual([1001])
    expect(server.requests.retracted).toEqual([1000])
    actor.send({ type: 'CLOSE' })
  })

  it('a quick hide and show asks once, at the show, rather than twice', async () => {
    const { actor, server, page } = openOnPage(2)
    await settle()
    await vi.advanceTimersByTimeAsync(1000)
    page.set(true)
    page.set(false)
    await settle()
    expect(server.requests.newer).toHaveLength(1)
    // The next one a full interval after that answer, not at the 5 s the first timer had.
    await nextAskIn(5000, () => server.requests.newer.length)
    actor.send({ type: 'CLOSE' })
  })

  it('polls at the intervals it is given', async () => {
    const { actor, server } = openChat(fakeChatServer(2), { intervals: { newer: 800, retracted: 300 } })
    await settle()
    await nextAskIn(300, () => server.requests.retracted.length)
    await nextAskIn(500, () => server.requests.newer.length)
    await nextAskIn(100, () => server.requests.retracted.length)
    actor.send({ type: 'CLOSE' })
  })
})
