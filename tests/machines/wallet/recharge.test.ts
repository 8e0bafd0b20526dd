import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { RechargeOptions } from '../../../contract/wallet'
import { amountText, dollarText } from '../../../machines/lib/dollars'
import { rechargeMachine, rechargeRequest } from '../../../machines/wallet/recharge'
import { type ActorsOf, fakesOf } from '../fakes'

const fake = fakesOf(rechargeMachine)

const wallet = (payAppId: number, type: number, name: string) => ({
  payAppId,
  type,
  name,
  englishName: name,
  address: `addr-${payAppId}`,
  addressUrl: '',
  remark: '',
})
const options = (wallets = [wallet(1, 1, 'USDT (TRC20)'), wallet(2, 2, 'Bank transfer')]): RechargeOptions => ({
  moneyTypes: [5000, 10_000, 50_000],
  payTypes: [],
  platformWallets: wallets,
  minMoney: 100,
  maxMoney: 1_000_000,
})

function start({
  submit = fake.resolving('submit', 42).logic,
  opts = options(),
}: {
  submit?: ActorsOf<typeof rechargeMachine>['submit']
  opts?: RechargeOptions
} = {}) {
  const notifyFailure = vi.fn()
  const machine = rechargeMachine.provide({
    actors: { submit },
    actions: { notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { options: opts } }).start(), notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
const can = (actor: Actor) => actor.getSnapshot().can({ type: 'SUBMIT' })
const amount = (actor: Actor, value: string) => actor.send({ type: 'EDIT', field: 'amount', value })
const method = (actor: Actor, value: number) => actor.send({ type: 'EDIT', field: 'appId', value })
const sent = (actor: Actor) => rechargeRequest(actor.getSnapshot().context.form)
const complete = (actor: Actor) => {
  amount(actor, dollarText(10_000))
  method(actor, 2)
  actor.send({ type: 'EDIT', field: 'payOrderPic', value: '/uploads/1/2026-11/ab12.png' })
}

describe('recharge', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads a typed amount as dollars: digits, one point, two decimals', () => {
    expect(amountText('12a3.456')).toBe('123.45')
    expect(amountText('1.2.3')).toBe('1.23')
    expect(amountText('$ 50')).toBe('50')
    expect(amountText('123456789')).toBe('12345678')
  })

  it('an option and a typed amount both set the amount in cents; a typed amount keeps digits and two decimals', () => {
    const { actor } = start()
    amount(actor, dollarText(50_000))
    expect(actor.getSnapshot().context.form.amount).toBe('500')
    expect(sent(actor).money).toBe(50_000)
    amount(actor, '12.5')
    expect(actor.getSnapshot().context.form.amount).toBe('12.5')
    expect(sent(actor).money).toBe(1250)
    amount(actor, dollarText(1999))
    expect(actor.getSnapshot().context.form.amount).toBe('19.99')
    amount(actor, '12a3.456')
    expect(actor.getSnapshot().context.form.amount).toBe('123.45')
    expect(sent(actor).money).toBe(12_345)
  })

  it('chooses the only platform wallet by itself; with several, none', () => {
    expect(start({ opts: options([wallet(7, 1, 'USDT')]) }).actor.getSnapshot().context.form.appId).toBe(7)
    expect(start().actor.getSnapshot().context.form.appId).toBe(0)
  })

  it('can submit only with an amount above 0, a method and a screenshot, not above the largest amount', () => {
    const { actor } = start()
    expect(can(actor)).toBe(false)
    amount(actor, '0')
    method(actor, 1)
    actor.send({ type: 'EDIT', field: 'payOrderPic', value: '/uploads/1/2026-11/ab12.png' })
    expect(can(actor)).toBe(false)
    amount(actor, '10001')
    expect(can(actor)).toBe(false)
    amount(actor, '10000')
    expect(can(actor)).toBe(true)
    actor.send({ type: 'EDIT', field: 'payOrderPic', value: '' })
    expect(can(actor)).toBe(false)
    actor.send({ type: 'EDIT', field: 'payOrderPic', value: '/uploads/1/2026-11/ab12.png' })
    method(actor, 0)
    expect(can(actor)).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false)
  })

  it('submits the form (sender account trimmed) and ends with the recharge id', async () => {
    const save = fake.pending('submit')
    const { actor } = start({ submit: save.logic })
    complete(actor)
    actor.send({ type: 'EDIT', field: 'bankno', value: '  0xabc  ' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(can(actor)).toBe(false)
    expect(save.calls.map(({ form }) => rechargeRequest(form))).toEqual([
      { money: 10_000, appId: 2, bankno: '0xabc', payOrderPic: '/uploads/1/2026-11/ab12.png' },
    ])
    save.settle(42)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().context.result).toBe(42)
  })

  it('a refusal shows the message and keeps the form, which can be edited and sent again', async () => {
    const { actor, notifyFailure } = start({ submit: fake.rejecting('submit', 'The amount is below the smallest recharge').logic })
    complete(actor)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('The amount is below the smallest recharge')
    expect(notifyFailure).toHaveBeenCalledWith('The amount is below the smallest recharge')
    amount(actor, dollarText(50_000))
    expect(sent(actor).money).toBe(50_000)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})
