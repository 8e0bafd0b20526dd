import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { PayoutAddress } from '../../../contract/wallet'
import type { FormEvent } from '../../../machines/lib/form'
import {
  payoutAddressDeleteMachine,
  payoutAddressDialogMachine,
  payoutAddressFormMachine,
  type PayoutAddressValues,
} from '../../../machines/payout/payoutAddressForm'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const formFake = fakesOf(payoutAddressFormMachine)
const deleteFake = fakesOf(payoutAddressDeleteMachine)

const card: PayoutAddress = {
  id: 7,
  type: 1,
  fullname: 'Ann Lindqvist',
  mobile: '+46 70 123 45 67',
  bankname: 'Nordea',
  bankno: '4000123456781234',
  address: '',
  remark: '',
}
const usdt: PayoutAddress = { ...card, id: 8, type: 2, bankname: '', bankno: '', address: 'T9yDwqL3pQe8mKJ2vX1rAz7sHn4Uc6Bf5G' }

function start(submit: ActorsOf<typeof payoutAddressFormMachine>['submit'] = formFake.resolving('submit', undefined).logic) {
  const saved = vi.fn()
  const notifyFailure = vi.fn()
  const form = payoutAddressFormMachine.provide({
    actors: { submit },
    actions: { notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(payoutAddressDialogMachine.provide({ actors: { form }, actions: { saved: (_, f) => saved(f) } })).start()
  const formOf = () => actor.getSnapshot().children.form!
  const fill = (values: Partial<PayoutAddressValues>) => {
    for (const [field, value] of Object.entries(values)) formOf().send({ type: 'EDIT', field, value } as FormEvent<PayoutAddressValues>)
  }
  return { actor, formOf, fill, saved, notifyFailure }
}

describe('payout address dialog', () => {
  it('starts closed; ADD opens a blank bank card form, CLOSE drops it', () => {
    const { actor, formOf, fill } = start()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(actor.getSnapshot().children.form).toBeUndefined()
    actor.send({ type: 'ADD' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().hasTag('add')).toBe(true)
    expect(actor.getSnapshot().hasTag('edit')).toBe(false)
    expect(formOf().getSnapshot().context.form).toEqual({
      id: 0,
      type: 1,
      fullname: '',
      mobile: '',
      bankname: '',
      bankno: '',
      address: '',
      remark: '',
    })
    fill({ fullname: 'Ann' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'ADD' })
    expect(formOf().getSnapshot().context.form.fullname).toBe('')
  })

  it('EDIT_ADDRESS opens the form filled with that address', () => {
    const { actor, formOf } = start()
    actor.send({ type: 'EDIT_ADDRESS', address: usdt })
    expect(actor.getSnapshot().hasTag('edit')).toBe(true)
    expect(actor.getSnapshot().hasTag('add')).toBe(false)
    expect(formOf().getSnapshot().context.form).toEqual(usdt)
  })

  it('validates a bank card in order: mobile, name, bank name, card number', () => {
    const fake = formFake.resolving('submit', undefined)
    const { actor, formOf, fill } = start(fake.logic)
    actor.send({ type: 'ADD' })
    const expectProblem = (field: string, error: string) => {
      formOf().send({ type: 'SUBMIT' })
      expect(formOf().getSnapshot().context.problem).toEqual({ field, error })
      expect(formOf().getSnapshot().hasTag('invalid')).toBe(true)
    }
    expectProblem('mobile', 'mobileRequired')
    fill({ mobile: '+46 70 123' })
    expectProblem('fullname', 'fullnameRequired')
    fill({ fullname: '  ' })
    expectProblem('fullname', 'fullnameRequired')
    fill({ fullname: 'Ann' })
    expectProblem('bankname', 'bankNameRequired')
    fill({ bankname: 'Nordea', address: 'T9yD' })
    expectProblem('bankno', 'cardNumberRequired')
    expect(fake.calls).toHaveLength(0)
  })

  it('validates USDT in order: address, mobile, name; switching the type changes the rule', () => {
    const { actor, formOf, fill } = start()
    actor.send({ type: 'ADD' })
    fill({ type: 2, bankname: 'Nordea', bankno: '4000' })
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().context.problem).toEqual({ field: 'address', error: 'usdtAddressRequired' })
    fill({ address: 'T9yD' })
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().context.problem).toEqual({ field: 'mobile', error: 'mobileRequired' })
    fill({ mobile: '1' })
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().context.problem).toEqual({ field: 'fullname', error: 'fullnameRequired' })
    fill({ type: 0 })
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().context.problem).toEqual({ field: 'type', error: 'payoutTypeRequired' })
  })

  it('clears the problem once its field is edited, keeps it while another is', () => {
    const { actor, formOf, fill } = start()
    actor.send({ type: 'ADD' })
    formOf().send({ type: 'SUBMIT' })
    fill({ bankname: 'Nordea' })
    expect(formOf().getSnapshot().hasTag('invalid')).toBe(true)
    fill({ mobile: '1' })
    expect(formOf().getSnapshot().hasTag('invalid')).toBe(false)
    expect(formOf().getSnapshot().context.problem).toBeNull()
  })

  it('adds: busy while the call runs, then closes and hands the form to `saved`', async () => {
    const fake = formFake.pending('submit')
    const { actor, formOf, fill, saved } = start(fake.logic)
    actor.send({ type: 'ADD' })
    fill({ type: 2, address: usdt.address, mobile: '1', fullname: 'Ann' })
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().hasTag('busy')).toBe(true)
    expect(formOf().getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(fake.calls).toEqual([
      {
        form: { id: 0, type: 2, fullname: 'Ann', mobile: '1', bankname: '', bankno: '', address: usdt.address, remark: '' },
      },
    ])
    fake.settle(undefined)
    await flush()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: 0, type: 2, address: usdt.address }))
  })

  it('edits: submits the address with its id', async () => {
    const fake = formFake.resolving('submit', undefined)
    const { actor, formOf, fill, saved } = start(fake.logic)
    actor.send({ type: 'EDIT_ADDRESS', address: card })
    fill({ bankname: 'SEB' })
    formOf().send({ type: 'SUBMIT' })
    await flush()
    expect(fake.calls).toEqual([{ form: { ...card, bankname: 'SEB' } }])
    expect(saved).toHaveBeenCalledWith({ ...card, bankname: 'SEB' })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('stays open with the server message on failure, keeps the edits and may submit again', async () => {
    const { actor, formOf, notifyFailure, saved } = start(
      formFake.rejecting('submit', 'You can keep at most 20 payout addresses.', 400).logic,
    )
    actor.send({ type: 'EDIT_ADDRESS', address: card })
    formOf().send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(formOf().getSnapshot().hasTag('failed')).toBe(true)
    expect(formOf().getSnapshot().context.failure).toBe('You can keep at most 20 payout addresses.')
    expect(formOf().getSnapshot().context.form).toEqual(card)
    expect(formOf().getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('You can keep at most 20 payout addresses.')
    expect(saved).not.toHaveBeenCalled()
  })

  it('says nothing on a transport failure', async () => {
    const { actor, formOf, notifyFailure } = start(formFake.rejecting('submit', 'Failed to fetch', 'network').logic)
    actor.send({ type: 'EDIT_ADDRESS', address: card })
    formOf().send({ type: 'SUBMIT' })
    await flush()
    expect(formOf().getSnapshot().hasTag('failed')).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith(null)
  })
})

describe('payout address delete', () => {
  function startDelete(remove: ActorsOf<typeof payoutAddressDeleteMachine>['remove'] = deleteFake.resolving('remove', true).logic) {
    const deleted = vi.fn()
    const notifyFailure = vi.fn()
    const actor = createActor(
      payoutAddressDeleteMachine.provide({
        actors: { remove },
        actions: { deleted: (_, a) => deleted(a), notifyFailure: (_, m) => notifyFailure(m) },
      }),
    ).start()
    return { actor, deleted, notifyFailure }
  }

  it('asks, and CANCEL deletes nothing', () => {
    const fake = deleteFake.resolving('remove', true)
    const { actor } = startDelete(fake.logic)
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
    actor.send({ type: 'ASK', address: card })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(actor.getSnapshot().context.address).toEqual(card)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false)
    expect(actor.getSnapshot().context.address).toBeNull()
    expect(fake.calls).toHaveLength(0)
  })

  it('CONFIRM deletes (busy meanwhile, no second confirm), then calls `deleted`', async () => {
    const fake = deleteFake.pending('remove')
    const { actor, deleted } = startDelete(fake.logic)
    actor.send({ type: 'ASK', address: card })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false)
    expect(fake.calls).toEqual([card])
    fake.settle(true)
    await flush()
    expect(deleted).toHaveBeenCalledWith(card)
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false)
    expect(actor.getSnapshot().context.address).toBeNull()
  })

  it('a refused delete tells the server message and closes the question', async () => {
    const { actor, deleted, notifyFailure } = startDelete(deleteFake.rejecting('remove', 'Not found', 404).logic)
    actor.send({ type: 'ASK', address: usdt })
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(notifyFailure).toHaveBeenCalledWith('Not found')
    expect(deleted).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false)
  })
})
