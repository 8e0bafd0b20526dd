import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { EarningsLine } from '../../../contract/earnings'
import { earningsFiltersMachine, filteredLines } from '../../../machines/seller/earningsFilters'

const at = (iso: string) => Date.parse(iso)
const lines: EarningsLine[] = [
  { id: 4, kind: 'collection', orderNo: 'O4', amount: 6000, createTime: at('2026-11-20T10:00:00Z') },
  { id: 3, kind: 'takeBack', orderNo: 'O2', amount: -2000, createTime: at('2026-11-02T00:00:00Z') },
  // The last instant of October in UTC is October's, whatever the reader's zone.
  { id: 2, kind: 'collection', orderNo: 'O2', amount: 6000, createTime: at('2026-10-31T23:59:59Z') },
  { id: 1, kind: 'collection', orderNo: 'O1', amount: 3000, createTime: at('2026-09-05T08:00:00Z') },
]

const start = () => createActor(earningsFiltersMachine).start()
const shown = (actor: ReturnType<typeof start>) => filteredLines(lines, actor.getSnapshot().context).map((l) => l.id)

describe('earnings filters', () => {
  it('starts with every line, not filtered', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('all')
    expect(actor.getSnapshot().hasTag('filtered')).toBe(false)
    expect(shown(actor)).toEqual([4, 3, 2, 1])
  })

  it('keeps one UTC month, then one kind within it', () => {
    const actor = start()
    actor.send({ type: 'MONTH', month: '2026-10' })
    expect(actor.getSnapshot().hasTag('filtered')).toBe(true)
    expect(shown(actor)).toEqual([2])
    actor.send({ type: 'MONTH', month: '2026-11' })
    expect(shown(actor)).toEqual([4, 3])
    actor.send({ type: 'KIND', kind: 'takeBack' })
    expect(shown(actor)).toEqual([3])
    actor.send({ type: 'KIND', kind: 'collection' })
    expect(shown(actor)).toEqual([4])
  })

  it('is no longer filtered once both are back to all, by choice or by CLEAR', () => {
    const actor = start()
    actor.send({ type: 'KIND', kind: 'collection' })
    expect(shown(actor)).toEqual([4, 2, 1])
    actor.send({ type: 'KIND', kind: null })
    expect(actor.getSnapshot().value).toBe('all')
    actor.send({ type: 'MONTH', month: '2026-09' })
    actor.send({ type: 'KIND', kind: 'takeBack' })
    expect(shown(actor)).toEqual([])
    actor.send({ type: 'CLEAR' })
    expect(actor.getSnapshot().value).toBe('all')
    expect(actor.getSnapshot().context).toEqual({ month: null, kind: null })
    expect(shown(actor)).toEqual([4, 3, 2, 1])
  })
})
