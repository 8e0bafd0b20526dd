import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Cart } from '../../../contract/order'
import { cartMachine, cartTotals, countDebounce, groupByShop, unavailableReason } from '../../../machines/cart/cart'
import {
  cartLines,
  cartWithUnavailable,
  emptyCart,
  ownShopCart,
  sampleCart,
  settleEmptyBalance,
  settleOk,
  settleOwnShop,
} from '../../../src/fakes/checkout'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(cartMachine)

interface Fakes extends Partial<ActorsOf<typeof cartMachine>> {
  cart?: Cart
  selected?: number[]
}

function start(f: Fakes = {}) {
  const countChanged = vi.fn()
  const notifyFailure = vi.fn()
  const machine = cartMachine.provide({
    actors: {
      load: f.load ?? fake.resolving('load', sampleCart).logic,
      updateCounts: f.updateCounts ?? fake.resolving('updateCounts', 7).logic,
      remove: f.remove ?? fake.resolving('remove', 3).logic,
      settleCheck: f.settleCheck ?? fake.resolving('settleCheck', settleOk).logic,
    },
    actions: { countChanged: (_, n) => countChanged(n), notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(machine, { input: { cart: f.cart ?? sampleCart, selected: f.selected } }).start()
  return { actor, countChanged, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
const selected = (a: Actor) => a.getSnapshot().context.selected
const tag = (a: Actor, t: string) => a.getSnapshot().hasTag(t)

describe('cart: totals', () => {
  it('sums sale price x count of chosen settleable lines, and each chosen shop freight once', () => {
    // Shop 1: 2 x 129.00 + 89.00, freight 0; shop 2: 245.00, freight 15.00.
    expect(cartTotals(cartLines, [1, 2, 3])).toEqual({ subtotal: 59_200, freight: 1_500, total: 60_700, pieces: 4, lines: 3 })
    expect(cartTotals(cartLines, [1])).toEqual({ subtotal: 25_800, freight: 0, total: 25_800, pieces: 2, lines: 1 })
    expect(cartTotals(cartWithUnavailable.list, [4, 5])).toEqual({ subtotal: 0, freight: 0, total: 0, pieces: 0, lines: 0 })
  })

  it('drops a shop’s freight once its chosen goods reach its free-shipping threshold, and not a cent before', () => {
    // Shop 2: freight 15.00, free from 245.00 (line 3 alone is exactly 245.00).
    const lines = cartLines.map((l) => (l.sku.shopId === 2 ? { ...l, freeShippingFrom: 24_500 } : l))
    expect(cartTotals(lines, [1, 2, 3])).toMatchObject({ subtotal: 59_200, freight: 0, total: 59_200 })
    const short = cartLines.map((l) => (l.sku.shopId === 2 ? { ...l, freeShippingFrom: 24_501 } : l))
    expect(cartTotals(short, [3])).toMatchObject({ subtotal: 24_500, freight: 1_500, total: 26_000 })
    expect(groupByShop(lines).map((g) => g.freight)).toEqual([0, 0])
    expect(groupByShop(short).map((g) => g.freight)).toEqual([0, 1_500])
  })

  it('groups lines by shop and says why a line cannot be bought', () => {
    expect(groupByShop(cartLines).map((g) => [g.shopName, g.lines.map((l) => l.id)])).toEqual([
      ['Atelier Nord', [1, 2]],
      ['Casa Lino', [3]],
    ])
    const [, , , soldOut, fewLeft] = cartWithUnavailable.list
    expect(unavailableReason(soldOut)).toEqual({ kind: 'soldOut' })
    expect(unavailableReason(fewLeft)).toEqual({ kind: 'fewLeft', left: 2 })
    expect(unavailableReason({ ...cartLines[0], available: false })).toEqual({ kind: 'offSale' })
    expect(unavailableReason({ ...cartLines[0], available: false, reopens: Date.UTC(2027, 0, 4) })).toEqual({
      kind: 'holiday',
      reopens: Date.UTC(2027, 0, 4),
    })
    expect(unavailableReason(cartLines[0])).toBeNull()
  })
})

describe('cart: choosing lines', () => {
  it('starts with every settleable line chosen, and never chooses an unavailable one', () => {
    const { actor } = start({ cart: cartWithUnavailable })
    expect(selected(actor)).toEqual([1, 2, 3])
    actor.send({ type: 'TOGGLE_LINE', id: 4 })
    expect(selected(actor)).toEqual([1, 2, 3])
  })

  it('keeps the choice it is given (back from step 2), among lines still settleable', () => {
    const { actor } = start({ selected: [3, 99] })
    expect(selected(actor)).toEqual([3])
  })

  it('toggles one line, a shop and all', () => {
    const { actor } = start()
    actor.send({ type: 'TOGGLE_LINE', id: 2 })
    expect(selected(actor)).toEqual([1, 3])
    actor.send({ type: 'TOGGLE_SHOP', shopId: 1 })
    expect(selected(actor).sort()).toEqual([1, 2, 3])
    actor.send({ type: 'TOGGLE_SHOP', shopId: 1 })
    expect(selected(actor)).toEqual([3])
    actor.send({ type: 'TOGGLE_ALL' })
    expect(selected(actor).sort()).toEqual([1, 2, 3])
    actor.send({ type: 'TOGGLE_ALL' })
    expect(selected(actor)).toEqual([])
  })

  it('refuses SETTLE when nothing can be settled', () => {
    const { actor } = start()
    actor.send({ type: 'TOGGLE_ALL' })
    expect(actor.getSnapshot().can({ type: 'SETTLE' })).toBe(false)
    const empty = start({ cart: emptyCart }).actor
    expect(empty.getSnapshot().can({ type: 'SETTLE' })).toBe(false)
  })
})

describe('cart: quantities', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a count between 1 and the stock and sends a run of clicks once, after the pause', async () => {
    const update = fake.resolving('updateCounts', 9)
    const { actor, countChanged } = start({ updateCounts: update.logic })
    actor.send({ type: 'SET_COUNT', id: 3, count: 2 })
    await vi.advanceTimersByTimeAsync(countDebounce - 100)
    actor.send({ type: 'SET_COUNT', id: 3, count: 8 })
    expect(actor.getSnapshot().context.lines.find((l) => l.id === 3)?.count).toBe(3)
    await vi.advanceTimersByTimeAsync(countDebounce - 100)
    expect(update.calls).toEqual([])
    actor.send({ type: 'SET_COUNT', id: 1, count: 0 })
    await vi.advanceTimersByTimeAsync(countDebounce)
    expect(update.calls).toEqual([
      [
        { id: 1, count: 1 },
        { id: 3, count: 3 },
      ],
    ])
    expect(countChanged).toHaveBeenCalledWith(9)
    expect(tag(actor, 'counting')).toBe(false)
  })

  it('ignores a count for a line it does not hold', async () => {
    const update = fake.resolving('updateCounts', 9)
    const { actor } = start({ updateCounts: update.logic })
    actor.send({ type: 'SET_COUNT', id: 99, count: 2 })
    expect(tag(actor, 'counting')).toBe(false)
  })

  it('sends counts typed while a call runs next', async () => {
    const update = fake.pending('updateCounts')
    const { actor, countChanged } = start({ updateCounts: update.logic })
    actor.send({ type: 'SET_COUNT', id: 1, count: 3 })
    await vi.advanceTimersByTimeAsync(countDebounce)
    actor.send({ type: 'SET_COUNT', id: 2, count: 2 })
    update.settle(5)
    await vi.advanceTimersByTimeAsync(countDebounce)
    expect(update.calls).toEqual([[{ id: 1, count: 3 }], [{ id: 2, count: 2 }]])
    expect(countChanged).toHaveBeenCalledWith(5)
  })

  it('reloads the bag when a count is refused, or when an unavailable line changed', async () => {
    const load = fake.resolving('load', sampleCart)
    const refused = start({ updateCounts: fake.rejecting('updateCounts', 'Only 3 left').logic, load: load.logic })
    refused.actor.send({ type: 'SET_COUNT', id: 1, count: 3 })
    await vi.advanceTimersByTimeAsync(countDebounce)
    expect(refused.notifyFailure).toHaveBeenCalledWith('Only 3 left')
    expect(load.calls).toHaveLength(1)

    const reload = fake.resolving('load', sampleCart)
    const few = start({ cart: cartWithUnavailable, load: reload.logic })
    few.actor.send({ type: 'SET_COUNT', id: 5, count: 1 })
    await vi.advanceTimersByTimeAsync(countDebounce)
    expect(reload.calls).toHaveLength(1)
    expect(few.actor.getSnapshot().context.lines).toEqual(sampleCart.list)
  })
})

describe('cart: removing', () => {
  it('asks first, then removes, updates the header count and drops the lines', async () => {
    const remove = fake.resolving('remove', 1)
    const { actor, countChanged } = start({ remove: remove.logic })
    expect(actor.getSnapshot().can({ type: 'REMOVE', ids: [] })).toBe(false)
    actor.send({ type: 'REMOVE', ids: [1, 3] })
    expect(tag(actor, 'confirmRemove')).toBe(true)
    actor.send({ type: 'CANCEL' })
    expect(tag(actor, 'confirmRemove')).toBe(false)
    expect(remove.calls).toEqual([])
    actor.send({ type: 'REMOVE', ids: [1, 3] })
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(remove.calls).toEqual([[1, 3]])
    expect(countChanged).toHaveBeenCalledWith(1)
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([2])
    expect(selected(actor)).toEqual([2])
  })

  it('keeps the lines when the removal is refused', async () => {
    const { actor, notifyFailure } = start({ remove: fake.rejecting('remove', 'Try later').logic })
    actor.send({ type: 'REMOVE', ids: [1] })
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(notifyFailure).toHaveBeenCalledWith('Try later')
    expect(actor.getSnapshot().context.lines).toHaveLength(3)
  })
})

describe('cart: settling', () => {
  it('ends with the chosen lines when the check passes', async () => {
    const { actor } = start()
    actor.send({ type: 'TOGGLE_LINE', id: 2 })
    actor.send({ type: 'SETTLE' })
    expect(tag(actor, 'busy')).toBe(true)
    await flush()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual([1, 3])
  })

  it('shows the recharge tips when the balance is exactly 0', async () => {
    const { actor } = start({ settleCheck: fake.resolving('settleCheck', settleEmptyBalance).logic })
    actor.send({ type: 'SETTLE' })
    await flush()
    expect(tag(actor, 'rechargeTips')).toBe(true)
    actor.send({ type: 'CLOSE' })
    expect(tag(actor, 'rechargeTips')).toBe(false)
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('shows the own-store dialog when a chosen line is from the shopper’s shop, not when it is left out', async () => {
    const { actor } = start({ settleCheck: fake.resolving('settleCheck', settleOwnShop).logic })
    actor.send({ type: 'SETTLE' })
    await flush()
    expect(tag(actor, 'ownStore')).toBe(true)
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'TOGGLE_SHOP', shopId: 2 })
    actor.send({ type: 'SETTLE' })
    await flush()
    expect(actor.getSnapshot().output).toEqual([1, 2])

    const flagged = start({ cart: ownShopCart }).actor
    flagged.send({ type: 'SETTLE' })
    await flush()
    expect(flagged.getSnapshot().hasTag('ownStore')).toBe(true)
  })

  it('stays on the bag when the check fails', async () => {
    const { actor, notifyFailure } = start({ settleCheck: fake.rejecting('settleCheck', 'Busy').logic })
    actor.send({ type: 'SETTLE' })
    await flush()
    expect(notifyFailure).toHaveBeenCalledWith('Busy')
    expect(actor.getSnapshot().can({ type: 'SETTLE' })).toBe(true)
  })
})

describe('cart: reloading', () => {
  it('loads again on RELOAD, keeping the choice, and offers a retry when loading fails', async () => {
    const { actor } = start({ load: fake.rejecting('load', 'Down').logic })
    actor.send({ type: 'RELOAD' })
    expect(tag(actor, 'loading')).toBe(true)
    await flush()
    expect(tag(actor, 'failed')).toBe(true)

    const ok = start({ load: fake.resolving('load', cartWithUnavailable).logic })
    ok.actor.send({ type: 'TOGGLE_LINE', id: 1 })
    ok.actor.send({ type: 'RELOAD' })
    await flush()
    expect(ok.actor.getSnapshot().context.lines).toHaveLength(5)
    expect(selected(ok.actor)).toEqual([2, 3])
  })
})
