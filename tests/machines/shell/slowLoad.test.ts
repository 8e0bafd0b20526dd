import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { slowLoadLimitMs, slowLoadMachine } from '../../../machines/shell/slowLoad'

function started() {
  const clock = new SimulatedClock()
  const reload = vi.fn()
  const actor = createActor(slowLoadMachine.provide({ actions: { reload } }), { clock }).start()
  return { actor, clock, reload, slow: () => actor.getSnapshot().hasTag('slow') }
}

describe('slowLoad', () => {
  it('says nothing while a page loads within 120 s', () => {
    const { actor, clock, slow } = started()
    actor.send({ type: 'LOADING' })
    clock.increment(slowLoadLimitMs - 1)
    expect(slow()).toBe(false)
    actor.send({ type: 'LOADED' })
    clock.increment(slowLoadLimitMs)
    expect(slow()).toBe(false)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('is slow at 120 s, offers a retry that reloads, and goes when the page arrives', () => {
    const { actor, clock, reload, slow } = started()
    actor.send({ type: 'LOADING' })
    clock.increment(slowLoadLimitMs)
    expect(slow()).toBe(true)
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true)
    actor.send({ type: 'RETRY' })
    expect(reload).toHaveBeenCalledTimes(1)
    actor.send({ type: 'LOADED' })
    expect(slow()).toBe(false)
  })

  it('counts each page from its own start', () => {
    const { actor, clock, slow } = started()
    actor.send({ type: 'LOADING' })
    clock.increment(slowLoadLimitMs - 10)
    actor.send({ type: 'LOADED' })
    actor.send({ type: 'LOADING' })
    clock.increment(slowLoadLimitMs - 10)
    expect(slow()).toBe(false)
    clock.increment(10)
    expect(slow()).toBe(true)
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true)
  })

  it('offers no retry before the page is slow', () => {
    const { actor } = started()
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false)
    actor.send({ type: 'LOADING' })
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false)
  })
})
