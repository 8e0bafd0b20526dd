import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { OrderStatus } from '../../../contract/lifecycles'
import { expiredOrder } from '../../../machines/order/orderButtons'
import { formatCountdown, orderCountdownMachine, secondsToPay } from '../../../machines/order/orderCountdown'

const start = (seconds: number, expired = vi.fn()) =>
  createActor(orderCountdownMachine.provide({ actions: { expired: () => expired() } }), { input: { seconds } }).start()

const shown = (actor: ReturnType<typeof start>) => formatCountdown(actor.getSnapshot().context.remaining)

describe('orderCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 0, 0))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('formats hh:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(7384)).toBe('02:03:04')
    expect(formatCountdown(59)).toBe('00:00:59')
    expect(formatCountdown(120 * 60)).toBe('02:00:00')
    expect(formatCountdown(-5)).toBe('00:00:00')
  })

  it('prefers keyTTL, else reads the deadline', () => {
    const now = Date.now()
    expect(secondsToPay({ keyTTL: 90, payDeadline: now + 5_000 }, now)).toBe(90)
    expect(secondsToPay({ keyTTL: 0, payDeadline: now + 5_500 }, now)).toBe(6)
    expect(secondsToPay({ keyTTL: 0, payDeadline: now - 1_000 }, now)).toBe(0)
    expect(secondsToPay({ keyTTL: 0, payDeadline: null }, now)).toBe(0)
  })

  it('ticks every second down to zero, then expires once', () => {
    const expired = vi.fn()
    const actor = start(3662, expired)
    expect(shown(actor)).toBe('01:01:02')
    expect(actor.getSnapshot().hasTag('counting')).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(shown(actor)).toBe('01:01:01')
    vi.advanceTimersByTime(61_000)
    expect(shown(actor)).toBe('01:00:00')
    vi.advanceTimersByTime(3599_000)
    expect(shown(actor)).toBe('00:00:01')
    expect(expired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(shown(actor)).toBe('00:00:00')
    expect(actor.getSnapshot().hasTag('expired')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    vi.advanceTimersByTime(10_000)
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('reads the clock, not its own ticks: a tab asleep for a minute wakes on the right second', () => {
    const actor = start(120)
    vi.setSystemTime(Date.now() + 60_000)
    vi.advanceTimersByTime(1000)
    expect(shown(actor)).toBe('00:00:59')
  })

  it('an order already past its deadline expires at once', () => {
    const expired = vi.fn()
    const actor = start(0, expired)
    expect(actor.getSnapshot().hasTag('expired')).toBe(true)
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('an expired order is shown cancelled', () => {
    expect(expiredOrder({ status: OrderStatus.waitPay, keyTTL: 5 })).toEqual({ status: OrderStatus.cancelled, keyTTL: 0 })
  })
})
