import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { RechargeStatus, WithdrawalStatus } from '../../../contract/lifecycles'
import { allowedEvents, type Lifecycle, type LifecycleEvent, nextStatus } from '../../../machines/lib/lifecycle'
import { rechargeLifecycle } from '../../../machines/wallet/rechargeLifecycle'
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawalLifecycle'

/**
 * Every move of the wallet's two lifecycles, written out by hand: the expected table is the
 * specification (docs/behaviour.md#wallet); the machine must agree with it on
 * every status and event, and every path xstate/graph finds from every status must replay through
 * nextStatus to the state the machine reaches.
 */
function checkLifecycle<L extends Lifecycle>(lifecycle: L, events: string[], moves: Record<string, Record<string, string>>) {
  const codes = lifecycle.codes as Record<string, number>

  it('allows exactly the moves of its table, and refuses every other event in every status', () => {
    for (const [from, code] of Object.entries(codes)) {
      for (const type of events) {
        const to = moves[from]?.[type]
        const event = { type } as LifecycleEvent<L>
        expect(nextStatus(lifecycle, code, event), `${from} + ${type}`).toBe(to === undefined ? null : codes[to])
      }
      expect(allowedEvents(lifecycle, code).sort(), from).toEqual(Object.keys(moves[from] ?? {}).sort())
    }
    expect(nextStatus(lifecycle, 99, { type: events[0] } as LifecycleEvent<L>)).toBeNull()
  })

  it('agrees with every shortest path of the machine, from every status', () => {
    for (const [from, code] of Object.entries(codes)) {
      const fromState = lifecycle.machine.resolveState({ value: from, context: {} })
      const paths = getShortestPaths(lifecycle.machine, { events: events.map((type) => ({ type })), fromState })
      const reachable = new Set(paths.map((p) => String(p.state.value)))
      expect(reachable, from).toEqual(new Set([from, ...reachableFrom(moves, from)]))
      for (const path of paths) {
        let status: number | null = code
        for (const step of path.steps.slice(1)) status = nextStatus(lifecycle, status as number, step.event as LifecycleEvent<L>)
        expect(status, `${from} -> ${String(path.state.value)}`).toBe(codes[String(path.state.value)])
      }
    }
  })
}

function reachableFrom(moves: Record<string, Record<string, string>>, from: string): string[] {
  const seen = new Set<string>()
  const walk = (s: string) => {
    for (const to of Object.values(moves[s] ?? {})) if (!seen.has(to)) seen.add(to) && walk(to)
  }
  walk(from)
  return [...seen]
}

describe('the recharge lifecycle', () => {
  checkLifecycle(rechargeLifecycle, ['APPROVE', 'REJECT'], {
    waiting: { APPROVE: 'pass', REJECT: 'rejected' },
    unAudit: { APPROVE: 'pass', REJECT: 'rejected' },
  })

  it('starts as waiting, and its final statuses are pass and rejected', () => {
    expect(rechargeLifecycle.machine.config.initial).toBe('waiting')
    expect(nextStatus(rechargeLifecycle, RechargeStatus.pass, { type: 'APPROVE' })).toBeNull()
    expect(nextStatus(rechargeLifecycle, RechargeStatus.rejected, { type: 'APPROVE' })).toBeNull()
  })
})

describe('the withdrawal lifecycle', () => {
  checkLifecycle(withdrawalLifecycle, ['APPROVE', 'REJECT', 'REMIT'], {
    awaitingReview: { APPROVE: 'success', REJECT: 'failed' },
    applying: { APPROVE: 'success', REJECT: 'failed' },
    success: { REMIT: 'remitted' },
  })

  it('starts awaiting review; only an approved withdrawal is remitted', () => {
    expect(withdrawalLifecycle.machine.config.initial).toBe('awaitingReview')
    expect(nextStatus(withdrawalLifecycle, WithdrawalStatus.awaitingReview, { type: 'REMIT' })).toBeNull()
    expect(nextStatus(withdrawalLifecycle, WithdrawalStatus.failed, { type: 'REMIT' })).toBeNull()
    expect(nextStatus(withdrawalLifecycle, WithdrawalStatus.success, { type: 'REMIT' })).toBe(WithdrawalStatus.remitted)
  })
})
