import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { filterDrawerMachine, toggleValue, type FilterDrawerEvent, type FilterSelection } from '../../../machines/catalog/filterDrawer'

const limits = { size: 1, brand: null }

function start(applied: FilterSelection = {}) {
  const actor = createActor(filterDrawerMachine, { input: { limits, applied } })
  const emitted: FilterSelection[] = []
  actor.on('applied', (e) => emitted.push(e.selection))
  actor.start()
  return { actor, emitted, context: () => actor.getSnapshot().context }
}

describe('toggleValue', () => {
  it('adds and removes values of an open group', () => {
    const one = toggleValue({}, limits, 'brand', 10)
    const two = toggleValue(one, limits, 'brand', 11)
    expect(two).toEqual({ brand: [10, 11] })
    expect(toggleValue(two, limits, 'brand', 10)).toEqual({ brand: [11] })
  })

  it('keeps only the last choice of a limit-1 group', () => {
    expect(toggleValue({ size: [1] }, limits, 'size', 2)).toEqual({ size: [2] })
  })

  it('keeps the last n choices of a limit-n group', () => {
    expect(toggleValue({ colour: [1, 2] }, { colour: 2 }, 'colour', 3)).toEqual({ colour: [2, 3] })
  })

  it('drops a group once it is empty', () => {
    expect(toggleValue({ size: [1] }, limits, 'size', 1)).toEqual({})
  })
})

describe('filterDrawer transitions', () => {
  it('starts closed with the applied selection as draft', () => {
    const { actor, context } = start({ brand: [10], size: [] })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(context().applied).toEqual({ brand: [10] })
    expect(context().draft).toEqual({ brand: [10] })
  })

  it('ignores toggles while closed', () => {
    const { actor, context } = start()
    actor.send({ type: 'TOGGLE', group: 'brand', value: 10 })
    expect(context().draft).toEqual({})
  })

  it('OPEN, TOGGLE, APPLY: applies and emits the draft', () => {
    const { actor, emitted, context } = start()
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'TOGGLE', group: 'brand', value: 10 })
    actor.send({ type: 'TOGGLE', group: 'size', value: 1 })
    actor.send({ type: 'TOGGLE', group: 'size', value: 2 })
    expect(context().applied).toEqual({})
    actor.send({ type: 'APPLY' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(context().applied).toEqual({ brand: [10], size: [2] })
    expect(emitted).toEqual([{ brand: [10], size: [2] }])
  })

  it('CLEAR empties the draft only, until applied', () => {
    const { actor, emitted, context } = start({ brand: [10] })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CLEAR' })
    expect(context().draft).toEqual({})
    expect(context().applied).toEqual({ brand: [10] })
    actor.send({ type: 'APPLY' })
    expect(emitted).toEqual([{}])
  })

  it('CANCEL restores the applied selection and emits nothing', () => {
    const { actor, emitted, context } = start({ brand: [10] })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'TOGGLE', group: 'brand', value: 11 })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(context().draft).toEqual({ brand: [10] })
    expect(emitted).toEqual([])
    actor.send({ type: 'OPEN' })
    expect(context().draft).toEqual({ brand: [10] })
  })

  it('SYNC while closed replaces applied, draft and limits', () => {
    const { actor, context } = start({ brand: [10] })
    actor.send({ type: 'SYNC', applied: { size: [2] }, limits: { size: null } })
    expect(context()).toMatchObject({ applied: { size: [2] }, draft: { size: [2] }, limits: { size: null } })
  })

  it('SYNC while open keeps the shopper’s unapplied choices', () => {
    const { actor, context } = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'TOGGLE', group: 'brand', value: 11 })
    actor.send({ type: 'SYNC', applied: { size: [1] } })
    expect(context().draft).toEqual({ brand: [11] })
    expect(context().applied).toEqual({ size: [1] })
  })
})

describe('filterDrawer model', () => {
  const events: FilterDrawerEvent[] = [
    { type: 'OPEN' },
    { type: 'CANCEL' },
    { type: 'CLEAR' },
    { type: 'APPLY' },
    { type: 'TOGGLE', group: 'size', value: 1 },
    { type: 'TOGGLE', group: 'size', value: 2 },
    { type: 'TOGGLE', group: 'brand', value: 10 },
    { type: 'TOGGLE', group: 'brand', value: 11 },
    { type: 'SYNC', applied: { brand: [11] } },
  ]
  const machine = filterDrawerMachine.provide({})
  const paths = getShortestPaths(machine, {
    events,
    input: { limits, applied: {} },
    serializeState: (s) => `${String(s.value)} ${JSON.stringify(s.context.applied)} ${JSON.stringify(s.context.draft)}`,
  })

  /** A selection with sorted groups and values, so equal sets print equal. */
  const canonical = (selection: FilterSelection) =>
    JSON.stringify(
      Object.keys(selection)
        .sort()
        .map((key) => [key, [...selection[key]].sort()]),
    )

  function replay(steps: { event: FilterDrawerEvent }[]) {
    const run = start()
    for (const step of steps) run.actor.send(step.event)
    return run
  }

  it('reaches both states, every combination of a limit-1 and an open group, applied and drafted', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['closed', 'open']))
    const drafts = new Set(paths.filter((p) => p.state.value === 'open').map((p) => canonical(p.state.context.draft)))
    // size: none, 1 or 2 (never both); brand: none, 10, 11, both -> 12 drafts.
    expect(drafts.size).toBe(12)
    const applied = new Set(paths.map((p) => canonical(p.state.context.applied)))
    expect(applied.size).toBe(12)
  })

  it('takes every transition of the chart from the states the paths reach', () => {
    const taken = new Set<string>()
    for (const path of paths) {
      for (const event of events) {
        const { actor } = replay(path.steps)
        const before = actor.getSnapshot()
        actor.send(event)
        const after = actor.getSnapshot()
        if (after.value !== before.value || after.context !== before.context) taken.add(`${String(before.value)} ${event.type}`)
      }
    }
    expect(taken).toEqual(new Set(['closed OPEN', 'closed SYNC', 'open TOGGLE', 'open CLEAR', 'open APPLY', 'open CANCEL', 'open SYNC']))
  })

  it('keeps the invariants at every step of every shortest path', () => {
    for (const path of paths) {
      const { actor, emitted, context } = start()
      for (const step of path.steps) {
        actor.send(step.event)
        const { applied, draft } = context()
        for (const selection of [applied, draft]) {
          expect((selection.size ?? []).length).toBeLessThanOrEqual(1)
          for (const values of Object.values(selection)) expect(values.length).toBeGreaterThan(0)
        }
        if (actor.getSnapshot().value === 'closed') expect(draft).toEqual(applied)
        if (step.event.type === 'APPLY') expect(emitted.at(-1)).toEqual(applied)
      }
      expect(actor.getSnapshot().value).toBe(path.state.value)
      expect(context().draft).toEqual(path.state.context.draft)
    }
  })
})

describe('filterDrawer price range', () => {
  function startPriced(price = { min: '', max: '' }) {
    const actor = createActor(filterDrawerMachine, { input: { limits, applied: {}, price } })
    const emitted: { min: string; max: string }[] = []
    actor.on('applied', (e) => emitted.push(e.price))
    actor.start()
    return { actor, emitted, context: () => actor.getSnapshot().context }
  }

  it('applies a typed range with the selection', () => {
    const { actor, emitted, context } = startPriced()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'PRICE', end: 'max', text: '120' })
    actor.send({ type: 'APPLY' })
    expect(emitted).toEqual([{ min: '', max: '120' }])
    expect(context().appliedPrice).toEqual({ min: '', max: '120' })
  })

  it('refuses to apply a range with a problem, and stays open', () => {
    const { actor, emitted } = startPriced()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'PRICE', end: 'min', text: '50' })
    actor.send({ type: 'PRICE', end: 'max', text: '20' })
    actor.send({ type: 'APPLY' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(emitted).toEqual([])
    actor.send({ type: 'PRICE', end: 'max', text: '80' })
    actor.send({ type: 'APPLY' })
    expect(emitted).toEqual([{ min: '50', max: '80' }])
  })

  it('cancel restores the applied range, clear empties it, sync replaces it', () => {
    const { actor, context } = startPriced({ min: '10', max: '' })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'PRICE', end: 'min', text: '99' })
    actor.send({ type: 'CANCEL' })
    expect(context().price).toEqual({ min: '10', max: '' })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CLEAR' })
    expect(context().price).toEqual({ min: '', max: '' })
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'SYNC', applied: {}, price: { min: '', max: '30' } })
    expect(context().price).toEqual({ min: '', max: '30' })
  })
})

describe('filterDrawer price range while open', () => {
  it('untouched inputs follow a range that arrives after opening; typed ones are kept', () => {
    const actor = createActor(filterDrawerMachine, { input: { limits, applied: {} } }).start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'SYNC', applied: {}, price: { min: '', max: '40' } })
    expect(actor.getSnapshot().context.price).toEqual({ min: '', max: '40' })
    actor.send({ type: 'PRICE', end: 'min', text: '5' })
    actor.send({ type: 'SYNC', applied: {}, price: { min: '', max: '60' } })
    expect(actor.getSnapshot().context.price).toEqual({ min: '5', max: '40' })
  })
})
