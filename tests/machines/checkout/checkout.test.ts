import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import { checkoutAddressMachine, checkoutMachine, type CheckoutPlace, newCheckoutKey } from '../../../machines/checkout/checkout'
import { sampleAddresses } from '../../../src/fakes/address'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(checkoutMachine)

const items = [{ skuId: 201, count: 2, cartId: 1, shopId: 1 }]

function start(
  input: Partial<CheckoutPlace> & { ano?: number } = {},
  createOrders: ActorsOf<typeof checkoutMachine>['createOrders'] = fake.resolving('createOrders', [11, 12]).logic,
) {
  const go = vi.fn<(to: { place: CheckoutPlace; replace: boolean }) => void>()
  const notifyFailure = vi.fn()
  const addressesChanged = vi.fn()
  const machine = checkoutMachine.provide({
    actors: { createOrders },
    actions: { go: (_, to) => go(to), notifyFailure: (_, m) => notifyFailure(m), addressesChanged },
  })
  return { actor: createActor(machine, { input }).start(), go, notifyFailure, addressesChanged }
}
type Actor = ReturnType<typeof start>['actor']
const step = (a: Actor) => (a.getSnapshot().hasTag('step3') ? 3 : a.getSnapshot().hasTag('step2') ? 2 : 1)

describe('checkout: arriving from the address bar', () => {
  it('lands on the step asked when it can, else on the step before, and says so (replacing)', () => {
    expect(step(start().actor)).toBe(1)
    const two = start({ step: 2, lines: [1, 2], key: 'k-12345678' })
    expect(step(two.actor)).toBe(2)
    expect(two.go).toHaveBeenLastCalledWith({ place: expect.objectContaining({ step: 2, lines: [1, 2] }), replace: true })
    const noLines = start({ step: 2 })
    expect(step(noLines.actor)).toBe(1)
    expect(noLines.go).toHaveBeenLastCalledWith({ place: expect.objectContaining({ step: 1 }), replace: true })
    expect(step(start({ step: 3, lines: [1], orders: [11] }).actor)).toBe(3)
    expect(step(start({ step: 3, lines: [1] }).actor)).toBe(2)
  })

  it('takes the address chosen in the address book (ano) over the one it had', () => {
    const { actor } = start({ step: 2, lines: [1], addressId: 3, ano: 5 })
    expect(actor.getSnapshot().context.addressId).toBe(5)
  })

  it('follows Back and Forward (URL events) with the same guards', () => {
    const { actor } = start({ step: 2, lines: [1], key: 'k-12345678' })
    actor.send({ type: 'URL', place: { step: 1 } })
    expect(step(actor)).toBe(1)
    actor.send({ type: 'URL', place: { step: 2, lines: [1] } })
    expect(step(actor)).toBe(2)
    actor.send({ type: 'URL', place: { step: 3 } })
    expect(step(actor)).toBe(2)
    actor.send({ type: 'URL', place: { step: 3, orders: [11] } })
    expect(step(actor)).toBe(3)
  })
})

describe('checkout: step 1 to 2', () => {
  it('settles only with lines, makes the checkout key once and pushes step 2', () => {
    const { actor, go } = start()
    expect(actor.getSnapshot().can({ type: 'SETTLED', lines: [] })).toBe(false)
    actor.send({ type: 'SETTLED', lines: [1, 3] })
    expect(step(actor)).toBe(2)
    const { key } = actor.getSnapshot().context
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(go).toHaveBeenLastCalledWith({ place: expect.objectContaining({ step: 2, lines: [1, 3], key }), replace: false })
    actor.send({ type: 'BACK' })
    expect(step(actor)).toBe(1)
    actor.send({ type: 'SETTLED', lines: [1] })
    expect(actor.getSnapshot().context.key).toBe(key)
  })

  it('makes a different key for each checkout', () => {
    expect(newCheckoutKey()).not.toBe(newCheckoutKey())
  })
})

describe('checkout: step 2', () => {
  it('chooses the default address when none is chosen, and keeps a chosen one still listed', () => {
    const { actor } = start({ step: 2, lines: [1] })
    actor.send({ type: 'ADDRESSES', list: sampleAddresses })
    const byDefault = sampleAddresses.find((a) => a.defaultStatus)?.id
    expect(actor.getSnapshot().context.addressId).toBe(byDefault)
    const other = sampleAddresses.find((a) => !a.defaultStatus)!.id
    actor.send({ type: 'CHOOSE_ADDRESS', id: other })
    actor.send({ type: 'ADDRESSES', list: sampleAddresses })
    expect(actor.getSnapshot().context.addressId).toBe(other)
    actor.send({ type: 'ADDRESSES', list: [] })
    expect(actor.getSnapshot().context.addressId).toBeNull()
  })

  it('refuses "to pay" without an address, without items, or with a remark over 200', () => {
    const { actor } = start({ step: 2, lines: [1] })
    expect(actor.getSnapshot().can({ type: 'TO_PAY', items })).toBe(false)
    actor.send({ type: 'CHOOSE_ADDRESS', id: 4 })
    expect(actor.getSnapshot().can({ type: 'TO_PAY', items: [] })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'TO_PAY', items })).toBe(true)
    actor.send({ type: 'EDIT_REMARK', remark: 'x'.repeat(250) })
    expect(actor.getSnapshot().context.remark).toHaveLength(200)
    expect(actor.getSnapshot().can({ type: 'TO_PAY', items })).toBe(true)
  })

  it('opens the address dialog and chooses the address it added', () => {
    const { actor, addressesChanged } = start({ step: 2, lines: [1] })
    actor.send({ type: 'ADD_ADDRESS' })
    expect(actor.getSnapshot().hasTag('addressDialog')).toBe(true)
    actor.send({ type: 'CLOSE_ADDRESS' })
    expect(actor.getSnapshot().hasTag('addressDialog')).toBe(false)
    actor.send({ type: 'ADD_ADDRESS' })
    actor.send({ type: 'ADDRESS_ADDED', id: 42 })
    expect(actor.getSnapshot().context.addressId).toBe(42)
    expect(addressesChanged).toHaveBeenCalledOnce()
  })

  it('creates the orders with the checkout key and moves to step 3 with their ids', async () => {
    const create = fake.resolving('createOrders', [11, 12])
    const { actor, go } = start({ step: 2, lines: [1], addressId: 4, key: 'key-12345678' }, create.logic)
    actor.send({ type: 'EDIT_REMARK', remark: '  leave at the door ' })
    actor.send({ type: 'TO_PAY', items })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    // The address bar waits while the orders are created.
    actor.send({ type: 'URL', place: { step: 1 } })
    await flush()
    expect(create.calls).toEqual([{ items, addressId: 4, remark: 'leave at the door', idempotencyKey: 'key-12345678' }])
    expect(step(actor)).toBe(3)
    expect(go).toHaveBeenLastCalledWith({ place: expect.objectContaining({ step: 3, orders: [11, 12] }), replace: false })
  })

  it('a doubled click sends one request', async () => {
    const create = fake.pending('createOrders')
    const { actor } = start({ step: 2, lines: [1], addressId: 4, key: 'key-12345678' }, create.logic)
    actor.send({ type: 'TO_PAY', items })
    actor.send({ type: 'TO_PAY', items })
    expect(create.calls).toHaveLength(1)
  })

  it.each([
    [ErrorCode.outOfStock, 'Linen shirt is out of stock'],
    [ErrorCode.unpaidPiecesMax, 'Unpaid orders can hold at most 30 pieces in all, and yours already hold 20.'],
  ])('shows the refusal (%i) and stays on step 2, with the way back to the bag', async (code, msg) => {
    const { actor, notifyFailure } = start(
      { step: 2, lines: [1], addressId: 4, key: 'k-12345678' },
      fake.rejecting('createOrders', msg, code).logic,
    )
    actor.send({ type: 'TO_PAY', items })
    await flush()
    expect(step(actor)).toBe(2)
    expect(actor.getSnapshot().context.failure).toBe(msg)
    expect(notifyFailure).toHaveBeenCalledWith(msg)
    actor.send({ type: 'BACK' })
    expect(step(actor)).toBe(1)
  })
})

describe('checkout address dialog', () => {
  it('asks its fields in order, the email last, then saves', async () => {
    const submit = fakesOf(checkoutAddressMachine).resolving('submit', 42)
    const submitted = vi.fn()
    const actor = createActor(
      checkoutAddressMachine.provide({ actors: { submit: submit.logic }, actions: { submitted: (_, d) => submitted(d.result) } }),
    ).start()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'firstname', error: 'firstNameRequired' })
    const fill = {
      firstname: 'Ann',
      surname: 'Lind',
      mobile: '+1 415',
      zipcode: '94105',
      detailAddress: '1 Market St',
      city: 'SF',
      countryRegion: 'US',
    }
    for (const [field, value] of Object.entries(fill)) actor.send({ type: 'EDIT', field: field as never, value })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'email', error: 'emailRequired' })
    actor.send({ type: 'EDIT', field: 'email', value: 'ann@example.com' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls).toHaveLength(1)
    expect(submitted).toHaveBeenCalledWith(42)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
