import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { carouselMachine, stopCount } from '../../../machines/home/carousel'

const start = (input: { count: number; perPage?: number; autoplay?: boolean; inView?: boolean }) =>
  createActor(carouselMachine, { input }).start()

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('carousel machine', () => {
  it('counts the stops from the items and the items per page', () => {
    expect(stopCount(12, 5)).toBe(8)
    expect(stopCount(5, 5)).toBe(1)
    expect(stopCount(3, 5)).toBe(1)
    expect(stopCount(0, 5)).toBe(1)
    expect(stopCount(4, 0)).toBe(4)
  })

  it('advances one item every 3 s and wraps to the start', () => {
    const actor = start({ count: 7, perPage: 5 })
    expect(actor.getSnapshot().value).toBe('playing')
    vi.advanceTimersByTime(2999)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(3000)
    expect(actor.getSnapshot().context.index).toBe(2)
    vi.advanceTimersByTime(3000)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('pauses while hovered and resumes a full interval after the pointer leaves', () => {
    const actor = start({ count: 10 })
    vi.advanceTimersByTime(3000)
    actor.send({ type: 'POINTER_ENTER' })
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(10_000)
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'POINTER_LEAVE' })
    expect(actor.getSnapshot().value).toBe('playing')
    vi.advanceTimersByTime(2999)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('pauses while focus is inside, and stays paused while still hovered', () => {
    const actor = start({ count: 10 })
    actor.send({ type: 'FOCUS_IN' })
    actor.send({ type: 'POINTER_ENTER' })
    actor.send({ type: 'FOCUS_OUT' })
    expect(actor.getSnapshot().value).toBe('paused')
    actor.send({ type: 'POINTER_LEAVE' })
    expect(actor.getSnapshot().value).toBe('playing')
  })

  it('waits while out of view, and moves a full interval after coming into view', () => {
    const actor = start({ count: 10, inView: false })
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(9000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'IN_VIEW' })
    expect(actor.getSnapshot().value).toBe('playing')
    vi.advanceTimersByTime(2999)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'OUT_OF_VIEW' })
    vi.advanceTimersByTime(9000)
    expect(actor.getSnapshot().context.index).toBe(1)
    // Out of view wins over a shopper's play: it resumes once back in view.
    actor.send({ type: 'TOGGLE_PLAY' })
    actor.send({ type: 'TOGGLE_PLAY' })
    expect(actor.getSnapshot().value).toBe('paused')
    actor.send({ type: 'IN_VIEW' })
    expect(actor.getSnapshot().value).toBe('playing')
  })

  it('stops and plays again with the pause button', () => {
    const actor = start({ count: 10 })
    actor.send({ type: 'TOGGLE_PLAY' })
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(9000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'TOGGLE_PLAY' })
    vi.advanceTimersByTime(3000)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('never plays on its own when reduced motion is asked for, but moves by hand', () => {
    const actor = start({ count: 10, autoplay: false })
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(9000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('moves with next and previous, wrapping both ways', () => {
    const actor = start({ count: 7, perPage: 5, autoplay: false })
    actor.send({ type: 'PREV' })
    expect(actor.getSnapshot().context.index).toBe(2)
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('restarts the wait after a manual move while playing', () => {
    const actor = start({ count: 10 })
    vi.advanceTimersByTime(2000)
    actor.send({ type: 'NEXT' })
    vi.advanceTimersByTime(2000)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('does not play when every item fits in view', () => {
    const actor = start({ count: 4, perPage: 5 })
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(9000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('keeps the index in range when items or items per page change', () => {
    const actor = start({ count: 12, perPage: 2, autoplay: false })
    for (let i = 0; i < 9; i++) actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.index).toBe(9)
    actor.send({ type: 'SET_PER_PAGE', perPage: 5 })
    expect(actor.getSnapshot().context.index).toBe(7)
    actor.send({ type: 'SET_COUNT', count: 6 })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'SET_COUNT', count: 3 })
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('starts playing once enough items arrive', () => {
    const actor = start({ count: 0 })
    expect(actor.getSnapshot().value).toBe('paused')
    actor.send({ type: 'SET_COUNT', count: 8 })
    expect(actor.getSnapshot().value).toBe('playing')
    vi.advanceTimersByTime(3000)
    expect(actor.getSnapshot().context.index).toBe(1)
  })
})
