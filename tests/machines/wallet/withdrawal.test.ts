import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorLogic } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import type { PayoutAddress } from '../../../contract/wallet'
import { withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { pending, rejecting, resolving } from '../fakes'

const address = (id: number, type: number): PayoutAddress => ({
  id,
  type,
  fullname: 'Ann Lindqvist',
  mobile: '+46 70 123 45 67',
  bankname: type === 1 ? 'Nordbank' : '',
  bankno: type === 1 ? '5555 0000 1234' : '',
  address: type === 2 ? 'TQ4x9z' : '',
  remark: '',
})
const two = [address(4, 1), address(9, 2)]

function start(
  { addresses = resolving(two).logic, submit = resolving(31).logic, available = 50_000 } = {} as {
    addresses?: AnyActorLogic
    submit?: AnyActorLogic
    available?: number
  },
) {
  const spies = { submitted: vi.fn(), notifyFailure: vi.fn() }
  const machine = withdrawalMachine.provide({
    actors: { loadAddresses: addresses as never, submit: submit as never },
    actions: { submitted: (_, id) => spies.submitted(id), notifyFailure: (_, m) => spies.notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { available } }).start(), ...spies }
}
type Actor = ReturnType<typeof start>['actor']
const edit = (actor: Actor, field: string, value: string | number) => actor.send({ type: 'EDIT', field, value } as never)
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort()

describe('withdrawal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads the payout addresses first, and cannot submit meanwhile', async () => {
    const load = pending<PayoutAddress[]>()
    const { actor } = start({ addresses: load.logic })
    expect(tags(actor)).toEqual(['loading'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    load.settle(two)
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual([])
    expect(actor.getSnapshot().context.addresses).toEqual(two)
    expect(actor.getSnapshot().context.form.receiveAddress).toBe(0)
  })

  it('chooses the only payout address by itself', async () => {
    const { actor } = start({ addresses: resolving([two[1]]).logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.form.receiveAddress).toBe(9)
  })

  it('without any payout address, says so; RETRY loads again', async () => {
    const { actor } = start({ addresses: resolving([]).logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual(['noAddresses'])
    actor.send({ type: 'RETRY' })
    expect(tags(actor)).toEqual(['loading'])
  })

  it('a failed load can be retried', async () => {
    const { actor } = start({ addresses: rejecting('down', 'network').logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual(['loadFailed'])
    actor.send({ type: 'RETRY' })
    expect(tags(actor)).toEqual(['loading'])
  })

  it('strips non-digits from the amount and the password (6 digits at most)', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '1a2.5$')
    edit(actor, 'payPassword', '12 34-5678')
    expect(actor.getSnapshot().context.form).toMatchObject({ amount: '125', payPassword: '123456' })
  })

  it('validates in order: amount, at most the available balance, payout address, password', async () => {
    const save = resolving(31)
    const { actor } = start({ submit: save.logic, available: 50_000 })
    await vi.advanceTimersByTimeAsync(0)
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
      expect(tags(actor)).toEqual(['invalid'])
    }
    expectProblem('amount', 'amountRequired')
    edit(actor, 'amount', '0')
    expectProblem('amount', 'amountRequired')
    edit(actor, 'amount', '501')
    expectProblem('amount', 'amountTooHigh')
    edit(actor, 'amount', '500')
    expectProblem('receiveAddress', 'payoutAddressRequired')
    edit(actor, 'receiveAddress', 9)
    expectProblem('payPassword', 'sixDigits')
    edit(actor, 'payPassword', '12345')
    expectProblem('payPassword', 'sixDigits')
    expect(save.calls).toHaveLength(0)
  })

  it('editing the field in error clears the problem; another field keeps it', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT' })
    edit(actor, 'payPassword', '1')
    expect(actor.getSnapshot().context.problem?.field).toBe('amount')
    edit(actor, 'amount', '5')
    expect(actor.getSnapshot().context.problem).toBeNull()
    expect(tags(actor)).toEqual([])
  })

  it('sends whole dollars as cents with the address type, then ends with submitted', async () => {
    const save = pending<number>()
    const { actor, submitted } = start({ submit: save.logic })
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '120')
    edit(actor, 'receiveAddress', '9')
    edit(actor, 'payPassword', '654321')
    actor.send({ type: 'SUBMIT' })
    expect(tags(actor)).toEqual(['busy'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(save.calls).toEqual([{ amount: 12_000, type: 2, receiveAddress: 9, payPassword: '654321' }])
    save.settle(77)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(tags(actor)).toEqual(['done'])
    expect(submitted).toHaveBeenCalledWith(77)
  })

  const filled = async (actor: Actor) => {
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '10')
    edit(actor, 'receiveAddress', 4)
    edit(actor, 'payPassword', '111111')
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
  }

  it('a wrong or locked password is shown at the password, which is cleared', async () => {
    for (const code of [ErrorCode.payPasswordWrong, ErrorCode.payPasswordLocked]) {
      const { actor, notifyFailure, submitted } = start({ submit: rejecting('Wrong transaction password', code).logic })
      await filled(actor)
      expect(tags(actor)).toEqual(['failed'])
      expect(actor.getSnapshot().context).toMatchObject({ failure: 'Wrong transaction password', failureField: 'payPassword' })
      expect(actor.getSnapshot().context.form.payPassword).toBe('')
      expect(notifyFailure).toHaveBeenCalledWith('Wrong transaction password')
      expect(submitted).not.toHaveBeenCalled()
    }
  })

  it('an insufficient balance is shown at the amount; editing returns to the form, SUBMIT tries again', async () => {
    const { actor } = start({ submit: rejecting('Insufficient balance', ErrorCode.insufficientBalance).logic })
    await filled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ failureField: 'amount', form: { payPassword: '111111' } })
    actor.send({ type: 'SUBMIT' })
    expect(tags(actor)).toEqual(['busy'])
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '5')
    expect(tags(actor)).toEqual([])
    expect(actor.getSnapshot().context.failure).toBe('Insufficient balance')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('a transport failure is silent', async () => {
    const { actor, notifyFailure } = start({ submit: rejecting('fetch failed', 'network').logic })
    await filled(actor)
    expect(tags(actor)).toEqual(['failed'])
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, failureField: null })
    expect(notifyFailure).toHaveBeenCalledWith(null)
  })
})
