import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { EmailCodeStatus } from '../../../contract/lifecycles'
import { type EmailCodeEvent, emailCodeLifecycle, emailCodeMachine } from '../../../machines/account/emailCodeLifecycle'
import { allowedEvents, declareLifecycle, nextStatus } from '../../../machines/lib/lifecycle'

const events: EmailCodeEvent['type'][] = ['VERIFY', 'EXPIRE', 'REISSUE', 'EXHAUST']

describe('the email code lifecycle', () => {
  it('moves an issued code on each of its events', () => {
    const { issued, used, expired, superseded, exhausted } = EmailCodeStatus
    expect(nextStatus(emailCodeLifecycle, issued, { type: 'VERIFY' })).toBe(used)
    expect(nextStatus(emailCodeLifecycle, issued, { type: 'EXPIRE' })).toBe(expired)
    expect(nextStatus(emailCodeLifecycle, issued, { type: 'REISSUE' })).toBe(superseded)
    expect(nextStatus(emailCodeLifecycle, issued, { type: 'EXHAUST' })).toBe(exhausted)
    expect(allowedEvents(emailCodeLifecycle, issued).sort()).toEqual([...events].sort())
  })

  it('refuses every move out of a final status, and from a status it does not know', () => {
    for (const status of [EmailCodeStatus.used, EmailCodeStatus.expired, EmailCodeStatus.superseded, EmailCodeStatus.exhausted]) {
      for (const type of events) expect(nextStatus(emailCodeLifecycle, status, { type })).toBeNull()
      expect(allowedEvents(emailCodeLifecycle, status)).toEqual([])
    }
    expect(nextStatus(emailCodeLifecycle, 99, { type: 'VERIFY' })).toBeNull()
  })

  it('agrees with every shortest path of the machine', () => {
    const paths = getShortestPaths(emailCodeMachine, { events: events.map((type) => ({ type })) })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(Object.keys(EmailCodeStatus)))
    for (const path of paths) {
      let status: number | null = EmailCodeStatus.issued
      for (const step of path.steps.slice(1)) status = nextStatus(emailCodeLifecycle, status!, step.event as EmailCodeEvent)
      expect(status).toBe(EmailCodeStatus[path.state.value as keyof typeof EmailCodeStatus])
    }
  })
})

describe('declaring a lifecycle', () => {
  const door = setup({
    types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' }, context: {} as { locked: boolean } },
    guards: { unlocked: ({ context }) => !context.locked },
  }).createMachine({
    id: 'door',
    context: { locked: false },
    initial: 'closed',
    states: { closed: { on: { OPEN: { guard: 'unlocked', target: 'open' } } }, open: { on: { CLOSE: 'closed' } } },
  })

  it('needs a code for every status and a status for every code, each code once', () => {
    expect(() => declareLifecycle(door, { closed: 1 })).toThrow(/door: states closed, open but codes for closed/)
    expect(() => declareLifecycle(door, { closed: 1, open: 2, ajar: 3 })).toThrow(/codes for ajar, closed, open/)
    expect(() => declareLifecycle(door, { closed: 1, open: 1 })).toThrow(/share a code/)
  })

  it('lets guards refuse a move, seeing the context given', () => {
    const lifecycle = declareLifecycle(door, { closed: 1, open: 2 })
    expect(nextStatus(lifecycle, 1, { type: 'OPEN' }, { locked: false })).toBe(2)
    expect(nextStatus(lifecycle, 1, { type: 'OPEN' }, { locked: true })).toBeNull()
    expect(nextStatus(lifecycle, 1, { type: 'CLOSE' }, { locked: false })).toBeNull()
    expect(nextStatus(lifecycle, 2, { type: 'CLOSE' }, { locked: true })).toBe(1)
  })
})
