import { assign, setup } from 'xstate'
import type { Order } from '../../contract/order'

export interface OrderCountdownContext {
  /** The payment deadline on this device's clock (ms). */
  deadline: number
  /** Whole seconds left, rounded up: 00:00:01 until the very end. */
  remaining: number
}

/**
 * Seconds left to pay an order. `keyTTL` (seconds left when the service answered) is preferred to
 * `payDeadline`: it does not depend on this device's clock being right.
 */
export function secondsToPay(order: Pick<Order, 'keyTTL' | 'payDeadline'>, now = Date.now()): number {
  if (order.keyTTL > 0) return order.keyTTL
  return order.payDeadline === null ? 0 : Math.max(0, Math.ceil((order.payDeadline - now) / 1000))
}

/** 7384 -> "02:03:04" (docs/behaviour.md#orders: hh:mm:ss; hours past 99 keep their digits). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

const left = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * The payment countdown of an unpaid order (docs/behaviour.md#orders): ticks every second to the
 * deadline, then stops as expired; `expired` tells the app (it shows the order cancelled and
 * reloads it, the service cancelling it on that read or by its sweep). Each tick reads the clock
 * rather than counting ticks, so a throttled background tab still shows the right time.
 */
export const orderCountdownMachine = setup({
  types: {
    context: {} as OrderCountdownContext,
    input: {} as { seconds: number },
  },
  actions: {
    /** The deadline passed: provided by the app. */
    expired: () => {},
  },
  delays: {
    /** To the next whole second before the deadline, so the display changes on the second. */
    tick: ({ context }) => (context.deadline - Date.now()) % 1000 || 1000,
  },
  guards: {
    timeIsUp: ({ context }) => context.remaining <= 0,
  },
}).createMachine({
  id: 'orderCountdown',
  context: ({ input }) => {
    const deadline = Date.now() + Math.max(0, input.seconds) * 1000
    return { deadline, remaining: left(deadline) }
  },
  initial: 'counting',
  states: {
    counting: {
      tags: ['counting'],
      always: { guard: 'timeIsUp', target: 'expired' },
      after: {
        tick: { target: 'counting', reenter: true, actions: assign(({ context }) => ({ remaining: left(context.deadline) })) },
      },
    },
    expired: { type: 'final', tags: ['expired'], entry: 'expired' },
  },
})
