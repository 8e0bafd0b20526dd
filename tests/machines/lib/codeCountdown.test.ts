import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import { type ActorsOf, fakesOf } from '../fakes'

const sendCodeFake = fakesOf(codeCountdownMachine)

const start = (sendCode: ActorsOf<typeof codeCountdownMachine>['sendCode'], notifyFailure = vi.fn(), notifyNotMailed = vi.fn()) =>
  createActor(
    codeCountdownMachine.provide({
      actors: { sendCode },
      actions: { notifyFailure: (_, message) => notifyFailure(message), notifyNotMailed: (_, notMailed) => notifyNotMailed(notMailed) },
    }),
    {
      input: {},
    },
  ).start()

describe('codeCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a field error and sends nothing without a valid email', () => {
    const fake = sendCodeFake.resolving('sendCode', true)
    const actor = start(fake.logic)
    actor.send({ type: 'SEND', email: '' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.emailError).toBe('emailRequired')
    actor.send({ type: 'SEND', email: 'not-an-email' })
    expect(actor.getSnapshot().context.emailError).toBe('emailInvalid')
    expect(fake.calls).toHaveLength(0)
  })

  it('counts 60 s down after a successful send, then sends again', async () => {
    const fake = sendCodeFake.resolving('sendCode', true)
    const actor = start(fake.logic)
    actor.send({ type: 'SEND', email: ' ann@example.com ' })
    expect(actor.getSnapshot().value).toBe('sending')
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.calls).toEqual([{ email: 'ann@example.com' }])
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.remaining).toBe(60)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.remaining).toBe(59)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    expect(fake.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(58_000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().value).toBe('counting')
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.remaining).toBe(0)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    expect(actor.getSnapshot().value).toBe('sending')
  })

  it('counts nothing down when the service mailed nothing: it says the code sent before is still valid, and until when', async () => {
    const notMailed = { mailed: false, validUntil: Date.UTC(2026, 10, 27, 17, 12), nextMailAt: Date.UTC(2026, 10, 27, 17, 4) } as const
    const notify = vi.fn()
    const actor = start(sendCodeFake.resolving('sendCode', notMailed).logic, vi.fn(), notify)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 0, notMailed })
    expect(notify).toHaveBeenCalledWith(notMailed)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    expect(actor.getSnapshot().context.notMailed).toBeNull()
  })

  it('ignores a second SEND while the first is in flight', async () => {
    const fake = sendCodeFake.pending('sendCode')
    const actor = start(fake.logic)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    actor.send({ type: 'SEND', email: 'bob@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.calls).toEqual([{ email: 'ann@example.com' }])
    fake.settle(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('counting')
  })

  it('re-enables sending after a failure and reports the server message', async () => {
    const notify = vi.fn()
    const actor = start(sendCodeFake.rejecting('sendCode', 'Too many requests').logic, notify)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.failure).toBe('Too many requests')
    expect(notify).toHaveBeenCalledWith('Too many requests')
  })

  it('stays silent on a transport failure', async () => {
    const notify = vi.fn()
    const actor = start(sendCodeFake.rejecting('sendCode', 'Failed to fetch', 'network').logic, notify)
    actor.send({ type: 'SEND', email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(notify).toHaveBeenCalledWith(null)
  })
})

describe('codeCountdown model', () => {
  it('reaches every state from idle', () => {
    const paths = getShortestPaths(codeCountdownMachine, {
      input: { seconds: 2 },
      events: [
        { type: 'SEND', email: 'ann@example.com' },
        { type: 'SEND', email: 'nope' },
        { type: 'xstate.done.actor.sendCode', output: true },
        { type: 'xstate.error.actor.sendCode', error: new Error('x') },
        { type: 'xstate.after.1000.codeCountdown.counting' },
      ] as never,
      serializeState: (s) => `${JSON.stringify(s.value)}:${s.context.remaining}`,
    })
    const reached = new Set(paths.map((p) => `${JSON.stringify(p.state.value)}:${p.state.context.remaining}`))
    expect(reached).toEqual(new Set(['"idle":0', '"sending":0', '"counting":2', '"counting":1']))
  })
})
