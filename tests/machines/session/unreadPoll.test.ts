import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, fromPromise } from 'xstate'
import type { Tenant, UserInfo } from '../../../contract/api'
import type { UnreadCounts } from '../../../contract/systemMessages'
import { sessionMachine } from '../../../machines/session/session'
import { pollerMachine } from '../../../machines/lib/poller'
import { unreadPollMachine } from '../../../machines/session/unreadPoll'
import { fakePage } from '../fakePage'

/** A fake server: answers the counts it holds, or fails while `failing`; counts the requests. */
function fakeServer() {
  const server = { counts: { system: 0, leave: 0, service: 0 } as UnreadCounts, failing: false, requests: 0 }
  const logic = fromPromise<UnreadCounts>(async () => {
    server.requests += 1
    if (server.failing) throw Object.assign(new Error('offline'), { code: 'network' })
    return { ...server.counts }
  })
  return { server, logic }
}

function startPoll(hidden = false, counts: UnreadCounts = { system: 0, leave: 0, service: 0 }) {
  const { server, logic } = fakeServer()
  server.counts = counts
  const { page, logic: visibility } = fakePage(hidden)
  const reported: UnreadCounts[] = []
  const actor = createActor(
    unreadPollMachine.provide({
      actors: { fetchUnread: logic, poller: pollerMachine.provide({ actors: { visibility } }) },
      actions: { report: ({ context }) => reported.push(context.counts) },
    }),
    { input: {} },
  ).start()
  return { actor, server, page, reported }
}

/** Whether the poll's timing child waits to ask or is asking (not paused). */
const polling = (actor: AnyActorRef): boolean => actor.getSnapshot().children.poller.getSnapshot().hasTag('polling')

/** Lets the fake request settle (its promise resolves in a microtask). */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('unreadPoll', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks at once, then every 5 s, and reports the counts', async () => {
    const { actor, server, reported } = startPoll(false, { system: 2, leave: 1, service: 0 })
    await settle()
    expect(server.requests).toBe(1)
    expect(reported).toEqual([{ system: 2, leave: 1, service: 0 }])
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests).toBe(1)
    server.counts = { system: 3, leave: 1, service: 0 }
    await vi.advanceTimersByTimeAsync(1)
    expect(server.requests).toBe(2)
    expect(actor.getSnapshot().context.counts).toEqual({ system: 3, leave: 1, service: 0 })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(server.requests).toBe(5)
    actor.stop()
  })

  it('sends nothing while the page is hidden, and asks at once when it is visible again', async () => {
    const { actor, server, page } = startPoll()
    await settle()
    expect(server.requests).toBe(1)
    page.set(true)
    expect(polling(actor)).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests).toBe(1)
    page.set(false)
    await settle()
    expect(server.requests).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests).toBe(3)
    actor.stop()
  })

  it('starts paused on a hidden page', async () => {
    const { actor, server, page } = startPoll(true)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(server.requests).toBe(0)
    page.set(false)
    await settle()
    expect(server.requests).toBe(1)
    actor.stop()
  })

  it('asks again at once after a message is read, without waiting for the next tick', async () => {
    const { actor, server, reported } = startPoll(false, { system: 2, leave: 0, service: 0 })
    await settle()
    await vi.advanceTimersByTimeAsync(1000)
    server.counts = { system: 1, leave: 0, service: 0 }
    actor.send({ type: 'REFRESH' })
    await settle()
    expect(server.requests).toBe(2)
    expect(reported.at(-1)).toEqual({ system: 1, leave: 0, service: 0 })
    // The 5 s count starts over from the refresh.
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.requests).toBe(3)
    actor.stop()
  })

  it('keeps the last counts and keeps polling when requests fail', async () => {
    const { actor, server } = startPoll(false, { system: 4, leave: 0, service: 0 })
    await settle()
    server.failing = true
    await vi.advanceTimersByTimeAsync(15_000)
    expect(server.requests).toBe(4)
    expect(actor.getSnapshot().context).toMatchObject({ counts: { system: 4, leave: 0, service: 0 }, failures: 3 })
    server.failing = false
    server.counts = { system: 0, leave: 0, service: 0 }
    await vi.advanceTimersByTimeAsync(5000)
    expect(actor.getSnapshot().context).toMatchObject({ counts: { system: 0, leave: 0, service: 0 }, failures: 0 })
    actor.stop()
  })
})

/** A server whose answers wait until the test releases them; it tracks how many requests are in flight at once. */
function slowServer() {
  const server = { counts: { system: 0, leave: 0, service: 0 } as UnreadCounts, requests: 0, inFlight: 0, mostInFlight: 0 }
  const pending: (() => void)[] = []
  const logic = fromPromise<UnreadCounts>(() => {
    server.requests += 1
    server.inFlight += 1
    server.mostInFlight = Math.max(server.mostInFlight, server.inFlight)
    return new Promise((resolve) =>
      pending.push(() => {
        server.inFlight -= 1
        resolve({ ...server.counts })
      }),
    )
  })
  /** Answers the oldest request still waiting. */
  const answer = async () => {
    pending.shift()?.()
    await settle()
  }
  return { server, logic, answer }
}

describe('unreadPoll: never more than one request in flight', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function startSlow() {
    const { server, logic, answer } = slowServer()
    const { page, logic: visibility } = fakePage()
    const reported: UnreadCounts[] = []
    const actor = createActor(
      unreadPollMachine.provide({
        actors: { fetchUnread: logic, poller: pollerMachine.provide({ actors: { visibility } }) },
        actions: { report: ({ context }) => reported.push(context.counts) },
      }),
      { input: {} },
    ).start()
    return { actor, server, page, answer, reported }
  }

  it('does not wait on a slow poll: the interval starts only once it answers', async () => {
    const { actor, server, answer } = startSlow()
    await settle()
    expect(server.requests).toBe(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(server.requests).toBe(1)
    await answer()
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.requests).toBe(2)
    expect(server.mostInFlight).toBe(1)
    actor.stop()
  })

  it('asks again after the answer in flight when a refresh arrives meanwhile, once for many refreshes', async () => {
    const { actor, server, answer, reported } = startSlow()
    await settle()
    server.counts = { system: 0, leave: 1, service: 0 }
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'REFRESH' })
    await settle()
    expect(server.requests).toBe(1)
    await answer()
    // The first answer may predate the change: it is reported, and the second request goes out at once.
    expect(server.requests).toBe(2)
    await answer()
    expect(reported.at(-1)).toEqual({ system: 0, leave: 1, service: 0 })
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.requests).toBe(2)
    expect(server.mostInFlight).toBe(1)
    actor.stop()
  })

  it('hidden and shown again while a poll is in flight, sends nothing more until it answers', async () => {
    const { actor, server, page, answer } = startSlow()
    await settle()
    page.set(true)
    page.set(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.requests).toBe(1)
    await answer()
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.requests).toBe(2)
    expect(server.mostInFlight).toBe(1)
    actor.stop()
  })

  it('hidden while a poll is in flight, pauses once it answers', async () => {
    const { actor, server, page, answer } = startSlow()
    await settle()
    page.set(true)
    await answer()
    expect(polling(actor)).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests).toBe(1)
    page.set(false)
    await settle()
    expect(server.requests).toBe(2)
    expect(server.mostInFlight).toBe(1)
    actor.stop()
  })
})

describe('unread counts in the session', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function startSession(token: string | null) {
    const { server, logic } = fakeServer()
    const { logic: visibility } = fakePage()
    const machine = sessionMachine.provide({
      actors: {
        resolveTenant: fromPromise(async (): Promise<Tenant | null> => ({ id: 1, name: 'Vitrine' })),
        loadUser: fromPromise(async () => ({ id: 7 }) as unknown as UserInfo),
        logout: fromPromise(async (): Promise<void> => {}),
        loadCounts: fromPromise(async () => ({ cartCount: 0, favoriteCount: 0 })),
        unreadPoll: unreadPollMachine.provide({
          actors: { fetchUnread: logic, poller: pollerMachine.provide({ actors: { visibility } }) },
        }),
      },
    })
    const actor = createActor(machine, { input: { stored: token ? { token, email: 'a@b.c', userId: 7 } : {}, host: 'x' } }).start()
    return { actor, server }
  }

  it('polls only while logged in, keeps the counts in the session, and stops on logout', async () => {
    const { actor, server } = startSession('tok')
    server.counts = { system: 3, leave: 2, service: 0 }
    await settle()
    await settle()
    expect(actor.getSnapshot().context.unread).toEqual({ system: 3, leave: 2, service: 0 })
    await vi.advanceTimersByTimeAsync(10_000)
    const before = server.requests
    expect(before).toBeGreaterThanOrEqual(3)
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(actor.getSnapshot().context.unread).toEqual({ system: 0, leave: 0, service: 0 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests).toBe(before)
    actor.stop()
  })

  it('never polls for a guest, starts on login, and refreshes at once on UNREAD_REFRESH', async () => {
    const { actor, server } = startSession(null)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(server.requests).toBe(0)
    actor.send({ type: 'LOGGED_IN', token: 'tok', email: 'a@b.c', userId: 7 })
    await settle()
    await settle()
    expect(server.requests).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    server.counts = { system: 1, leave: 0, service: 0 }
    actor.send({ type: 'UNREAD_REFRESH' })
    await settle()
    expect(server.requests).toBe(2)
    expect(actor.getSnapshot().context.unread).toEqual({ system: 1, leave: 0, service: 0 })
    actor.send({ type: 'UNAUTHORIZED' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(server.requests).toBe(2)
    actor.stop()
  })
})
