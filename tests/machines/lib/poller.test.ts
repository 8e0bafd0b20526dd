import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, sendTo, setup } from 'xstate'
import { type PollDue, type PollerInput, pollerMachine } from '../../../machines/lib/poller'
import { fakePage } from '../fakePage'
import { nextAskIn } from '../fakes'

/** A parent that counts the asks its poller calls for; the test answers them (ANSWER) or asks now (NOW). */
function startPoller(input: PollerInput, hidden = false) {
  const { page, logic: visibility } = fakePage(hidden)
  const asks: string[] = []
  const parent = setup({
    types: { events: {} as PollDue | { type: 'ANSWER' } | { type: 'NOW' } },
    actors: { poller: pollerMachine.provide({ actors: { visibility } }) },
  }).createMachine({
    invoke: { id: 'every', src: 'poller', input },
    on: {
      POLL: { actions: ({ event }) => asks.push(event.poller) },
      ANSWER: { actions: sendTo('every', { type: 'ANSWERED' }) },
      NOW: { actions: sendTo('every', { type: 'ASK_NOW' }) },
    },
  })
  const actor = createActor(parent).start()
  return { actor, page, asks, answer: () => actor.send({ type: 'ANSWER' }) }
}

describe('poller', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('leading: asks at once, naming itself, then an interval after each answer', async () => {
    const { actor, asks, answer } = startPoller({ interval: 2000, leading: true })
    expect(asks).toEqual(['every'])
    answer()
    await nextAskIn(2000, () => asks.length)
    answer()
    await nextAskIn(2000, () => asks.length)
    actor.stop()
  })

  it('not leading: the first ask comes an interval after the start', async () => {
    const { actor, asks } = startPoller({ interval: 3000 })
    expect(asks).toEqual([])
    await nextAskIn(3000, () => asks.length)
    actor.stop()
  })

  it('never asks again before the answer, however long it takes; the interval counts from the answer', async () => {
    const { actor, asks, answer } = startPoller({ interval: 1000, leading: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asks).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
    answer()
    await nextAskIn(1000, () => asks.length)
    actor.stop()
  })

  it('ASK_NOW while waiting asks at once and starts the interval over', async () => {
    const { actor, asks, answer } = startPoller({ interval: 5000, leading: true })
    answer()
    await vi.advanceTimersByTimeAsync(4000)
    actor.send({ type: 'NOW' })
    expect(asks).toHaveLength(2)
    answer()
    await nextAskIn(5000, () => asks.length)
    actor.stop()
  })

  it('ASK_NOW while an ask is out asks once more right after its answer, once for many', async () => {
    const { actor, asks, answer } = startPoller({ interval: 5000, leading: true })
    actor.send({ type: 'NOW' })
    actor.send({ type: 'NOW' })
    expect(asks).toHaveLength(1)
    answer()
    expect(asks).toHaveLength(2)
    answer()
    await nextAskIn(5000, () => asks.length)
    actor.stop()
  })

  it('hidden: no timer and no ask; shown again: asks at once', async () => {
    const { actor, page, asks, answer } = startPoller({ interval: 5000, leading: true })
    answer()
    page.set(true)
    expect(vi.getTimerCount()).toBe(0)
    actor.send({ type: 'NOW' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asks).toHaveLength(1)
    page.set(false)
    expect(asks).toHaveLength(2)
    actor.stop()
  })

  it('hidden while an ask is out: pauses once it is answered', async () => {
    const { actor, page, asks, answer } = startPoller({ interval: 5000, leading: true })
    page.set(true)
    answer()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asks).toHaveLength(1)
    page.set(false)
    expect(asks).toHaveLength(2)
    actor.stop()
  })

  it('started on a hidden page, not leading: waits for the page, then asks at once', async () => {
    const { actor, page, asks } = startPoller({ interval: 3000 }, true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asks).toEqual([])
    page.set(false)
    expect(asks).toHaveLength(1)
    actor.stop()
  })

  it('stops with its parent: no timer left', async () => {
    const { actor, answer } = startPoller({ interval: 3000, leading: true })
    answer()
    expect(vi.getTimerCount()).toBe(1)
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
