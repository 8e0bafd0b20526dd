import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type PromiseActorLogic } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import type { PayoutAddress } from '../../../contract/wallet'
import type { Submission } from '../../../machines/lib/form'
import { type WithdrawalFields, withdrawalFormMachine, withdrawalMachine, withdrawalRequest } from '../../../machines/wallet/withdrawal'
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

type Sent = Submission<WithdrawalFields>

function start({
  addresses = resolving<PayoutAddress[]>(two).logic,
  submit = resolving<number, Sent>(31).logic,
  available = 50_000,
}: {
  addresses?: PromiseActorLogic<PayoutAddress[]>
  submit?: PromiseActorLogic<number, Sent>
  available?: number
} = {}) {
  const spies = { submitted: vi.fn(), notifyFailure: vi.fn() }
  const form = withdrawalFormMachine.provide({
    actors: { submit },
    actions: { submitted: (_, { result }) => spies.submitted(result), notifyFailure: (_, m) => spies.notifyFailure(m) },
  })
  const machine = withdrawalMachine.provide({ actors: { loadAddresses: addresses, form } })
  return { actor: createActor(machine, { input: { available } }).start(), ...spies }
}
type Actor = ReturnType<typeof start>['actor']
/** The withdrawal form, once the addresses are in. */
const formOf = (actor: Actor) => {
  const form = actor.getSnapshot().children.form
  if (!form) throw new Error('the form is not running')
  return form
}
const edit = (actor: Actor, field: keyof WithdrawalFields, value: string | number) => formOf(actor).send({ type: 'EDIT', field, value })
const submitForm = (actor: Actor) => formOf(actor).send({ type: 'SUBMIT' })
const form = (actor: Actor) => formOf(actor).getSnapshot().context
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort()
const formTags = (actor: Actor) => [...formOf(actor).getSnapshot().tags].sort()

describe('withdrawal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads the payout addresses first, and cannot submit meanwhile', async () => {
    const load = pending<PayoutAddress[]>()
    const { actor } = start({ addresses: load.logic })
    expect(tags(actor)).toEqual(['loading'])
    // No form runs yet, so there is nothing to submit.
    expect(actor.getSnapshot().children.form).toBeUndefined()
    load.settle(two)
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual([])
    expect(actor.getSnapshot().context.addresses).toEqual(two)
    expect(form(actor).input.addresses).toEqual(two)
    expect(form(actor).form).toEqual({ amount: '', receiveAddress: 0, type: 0, payPassword: '' })
  })

  it('chooses the only payout address by itself', async () => {
    const { actor } = start({ addresses: resolving<PayoutAddress[]>([two[1]]).logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(form(actor).form).toMatchObject({ receiveAddress: 9, type: 2 })
  })

  it('without any payout address, says so; RETRY loads again', async () => {
    const { actor } = start({ addresses: resolving<PayoutAddress[]>([]).logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual(['noAddresses'])
    expect(actor.getSnapshot().children.form).toBeUndefined()
    actor.send({ type: 'RETRY' })
    expect(tags(actor)).toEqual(['loading'])
  })

  it('a failed load can be retried', async () => {
    const { actor } = start({ addresses: rejecting<unknown, PayoutAddress[]>('down', 'network').logic })
    await vi.advanceTimersByTimeAsync(0)
    expect(tags(actor)).toEqual(['loadFailed'])
    actor.send({ type: 'RETRY' })
    expect(tags(actor)).toEqual(['loading'])
  })

  it('keeps dollars with up to two decimals in the amount, and 6 digits in the password', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '1a2.5$')
    edit(actor, 'payPassword', '12 34-5678')
    expect(form(actor).form).toMatchObject({ amount: '12.5', payPassword: '123456' })
    edit(actor, 'amount', '12.345')
    expect(form(actor).form.amount).toBe('12.34')
  })

  it('validates in order: amount, at most the available balance, payout address, password', async () => {
    const save = resolving<number, Sent>(31)
    const { actor } = start({ submit: save.logic, available: 50_000 })
    await vi.advanceTimersByTimeAsync(0)
    const expectProblem = (field: string, error: string) => {
      submitForm(actor)
      expect(form(actor).problem).toEqual({ field, error })
      expect(formTags(actor)).toEqual(['invalid'])
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
    submitForm(actor)
    edit(actor, 'payPassword', '1')
    expect(form(actor).problem?.field).toBe('amount')
    edit(actor, 'amount', '5')
    expect(form(actor).problem).toBeNull()
    expect(formTags(actor)).toEqual([])
  })

  it('sends the dollars typed as cents ("12.50" is 1250), never 100 times more', () => {
    const sent = (amount: string) => withdrawalRequest({ amount, receiveAddress: 9, type: 2, payPassword: '654321' }).amount
    expect([sent('12.50'), sent('12.5'), sent('0.07'), sent('120'), sent('')]).toEqual([1250, 1250, 7, 12_000, 0])
  })

  it('sends the amount as cents with the address type, then ends with submitted', async () => {
    const save = pending<number, Sent>()
    const { actor, submitted } = start({ submit: save.logic })
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '120')
    edit(actor, 'receiveAddress', '9')
    edit(actor, 'payPassword', '654321')
    submitForm(actor)
    expect(formTags(actor)).toEqual(['busy'])
    expect(formOf(actor).getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(save.calls.map(({ form }) => withdrawalRequest(form))).toEqual([
      { amount: 12_000, type: 2, receiveAddress: 9, payPassword: '654321' },
    ])
    save.settle(77)
    await vi.advanceTimersByTimeAsync(0)
    expect(formOf(actor).getSnapshot().status).toBe('done')
    expect(form(actor).result).toBe(77)
    expect(tags(actor)).toEqual(['done'])
    expect(submitted).toHaveBeenCalledWith(77)
  })

  const filled = async (actor: Actor) => {
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '10')
    edit(actor, 'receiveAddress', 4)
    edit(actor, 'payPassword', '111111')
    submitForm(actor)
    await vi.advanceTimersByTimeAsync(0)
  }

  it('a wrong or locked password is shown at the password, which is cleared', async () => {
    for (const code of [ErrorCode.payPasswordWrong, ErrorCode.payPasswordLocked]) {
      const { actor, notifyFailure, submitted } = start({ submit: rejecting<Sent, number>('Wrong transaction password', code).logic })
      await filled(actor)
      expect(formTags(actor)).toEqual(['failed'])
      expect(form(actor)).toMatchObject({ failure: 'Wrong transaction password', failureField: 'payPassword' })
      expect(form(actor).form).toEqual({ amount: '10', receiveAddress: 4, type: 1, payPassword: '' })
      expect(notifyFailure).toHaveBeenCalledWith('Wrong transaction password')
      expect(submitted).not.toHaveBeenCalled()
    }
  })

  it('an insufficient balance is shown at the amount; editing returns to the form, SUBMIT tries again', async () => {
    const { actor } = start({ submit: rejecting<Sent, number>('Insufficient balance', ErrorCode.insufficientBalance).logic })
    await filled(actor)
    expect(form(actor)).toMatchObject({ failureField: 'amount', form: { payPassword: '111111' } })
    submitForm(actor)
    expect(formTags(actor)).toEqual(['busy'])
    await vi.advanceTimersByTimeAsync(0)
    edit(actor, 'amount', '5')
    expect(formTags(actor)).toEqual([])
    expect(form(actor).failure).toBe('Insufficient balance')
    submitForm(actor)
    expect(form(actor)).toMatchObject({ failure: null, failureField: null })
  })

  it('a transport failure is silent', async () => {
    const { actor, notifyFailure } = start({ submit: rejecting<Sent, number>('fetch failed', 'network').logic })
    await filled(actor)
    expect(formTags(actor)).toEqual(['failed'])
    expect(form(actor)).toMatchObject({ failure: null, failureField: null })
    expect(notifyFailure).toHaveBeenCalledWith(null)
  })
})
