import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { AfterSaleStatus, AfterSaleWay } from '../../../contract/lifecycles'
import { knownFilters, orderNoMax, type RefundFilters, afterSaleListFiltersMachine } from '../../../machines/afterSale/afterSaleListFilters'

function start(filters?: RefundFilters) {
  const actor = createActor(afterSaleListFiltersMachine, { input: { filters } })
  const emitted: RefundFilters[] = []
  actor.on('applied', (e) => emitted.push(e.filters))
  actor.start()
  return { actor, emitted, context: () => actor.getSnapshot().context }
}

describe('knownFilters', () => {
  it('keeps a known mode and status and a trimmed order number', () => {
    expect(knownFilters({ way: AfterSaleWay.refundAndReturn, status: AfterSaleStatus.waitReturn, orderNo: ' VT2026 ' })).toEqual({
      way: 20,
      status: 20,
      orderNo: 'VT2026',
    })
  })

  it('reads an unknown mode or status, and a blank order number, as all', () => {
    expect(knownFilters({ way: 30, status: 11, orderNo: '   ' })).toEqual({})
    expect(knownFilters({ status: 0 })).toEqual({})
  })

  it('bounds the order number as the service does', () => {
    expect(knownFilters({ orderNo: 'x'.repeat(60) }).orderNo).toHaveLength(orderNoMax)
  })
})

describe('afterSaleListFilters', () => {
  it('starts from the URL, made known', () => {
    const { context } = start({ way: 99, status: AfterSaleStatus.refunded, orderNo: 'VT1' })
    expect(context()).toEqual({ applied: { status: 50, orderNo: 'VT1' }, typed: 'VT1' })
  })

  it('applies a mode as it is chosen, keeping the other filters', () => {
    const { actor, emitted } = start({ status: AfterSaleStatus.waitReview })
    actor.send({ type: 'WAY', way: AfterSaleWay.refundOnly })
    expect(emitted).toEqual([{ way: 10, status: 10 }])
    actor.send({ type: 'WAY', way: undefined })
    expect(emitted.at(-1)).toEqual({ status: 10 })
  })

  it('applies a status as it is chosen; all drops it', () => {
    const { actor, emitted } = start({ way: AfterSaleWay.refundAndReturn })
    actor.send({ type: 'STATUS', status: AfterSaleStatus.returnRefused })
    actor.send({ type: 'STATUS', status: undefined })
    expect(emitted).toEqual([{ way: 20, status: 63 }, { way: 20 }])
  })

  it('emits nothing when a choice changes nothing (the same, or unknown while all)', () => {
    const { actor, emitted } = start({ status: AfterSaleStatus.waitReview })
    actor.send({ type: 'STATUS', status: AfterSaleStatus.waitReview })
    actor.send({ type: 'WAY', way: 77 })
    expect(emitted).toEqual([])
  })

  it('keeps a typed order number unapplied until the search is submitted', () => {
    const { actor, emitted, context } = start()
    actor.send({ type: 'TYPE', text: '  VT20261120 ' })
    expect(emitted).toEqual([])
    expect(context().typed).toBe('  VT20261120 ')
    actor.send({ type: 'SEARCH' })
    expect(emitted).toEqual([{ orderNo: 'VT20261120' }])
    expect(context().typed).toBe('VT20261120')
  })

  it('a typed order number stays unapplied when a select changes, and the box keeps it', () => {
    const { actor, emitted, context } = start()
    actor.send({ type: 'TYPE', text: 'VT9' })
    actor.send({ type: 'STATUS', status: AfterSaleStatus.refunded })
    expect(emitted).toEqual([{ status: 50 }])
    expect(context().typed).toBe('')
  })

  it('a search of nothing new emits nothing and shows the applied number again', () => {
    const { actor, emitted, context } = start({ orderNo: 'VT1' })
    actor.send({ type: 'TYPE', text: ' VT1  ' })
    actor.send({ type: 'SEARCH' })
    expect(emitted).toEqual([])
    expect(context().typed).toBe('VT1')
  })

  it('an emptied box, searched, drops the order number', () => {
    const { actor, emitted } = start({ orderNo: 'VT1', way: AfterSaleWay.refundOnly })
    actor.send({ type: 'TYPE', text: '' })
    actor.send({ type: 'SEARCH' })
    expect(emitted).toEqual([{ way: 10 }])
  })

  it('bounds what is typed', () => {
    const { actor, context } = start()
    actor.send({ type: 'TYPE', text: '9'.repeat(50) })
    expect(context().typed).toHaveLength(orderNoMax)
  })

  it('resets every filter at once', () => {
    const { actor, emitted, context } = start({ way: 20, status: 30, orderNo: 'VT1' })
    expect(actor.getSnapshot().can({ type: 'RESET' })).toBe(true)
    actor.send({ type: 'RESET' })
    expect(emitted).toEqual([{}])
    expect(context()).toEqual({ applied: {}, typed: '' })
    expect(actor.getSnapshot().can({ type: 'RESET' })).toBe(false)
  })

  it('reset with only a typed number clears the box without emitting', () => {
    const { actor, emitted, context } = start()
    actor.send({ type: 'TYPE', text: 'VT' })
    expect(actor.getSnapshot().can({ type: 'RESET' })).toBe(true)
    actor.send({ type: 'RESET' })
    expect(emitted).toEqual([])
    expect(context().typed).toBe('')
  })

  it('follows the URL (back, forward) without emitting, replacing what was typed', () => {
    const { actor, emitted, context } = start({ status: 10 })
    actor.send({ type: 'TYPE', text: 'VT' })
    actor.send({ type: 'SYNC', filters: { way: 20, orderNo: 'VT7', status: 5 } })
    expect(context()).toEqual({ applied: { way: 20, orderNo: 'VT7' }, typed: 'VT7' })
    expect(emitted).toEqual([])
  })
})
