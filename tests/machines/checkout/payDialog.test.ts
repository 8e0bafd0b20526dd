import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { PaySummary } from '../../../contract/order'
import { payMachine } from '../../../machines/checkout/payDialog'
import { payChannels, payEmptyBalance, payLowBalance, payNoPassword, paySummary } from '../../../src/fakes/checkout'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(payMachine)

const [virtual, card, online, balance] = payChannels

function start({
  summary = paySummary,
  evidenceOnly,
  changePayType = fake.resolving('changePayType', true).logic,
  pay = fake.resolving('pay', true).logic,
}: {
  summary?: PaySummary
  evidenceOnly?: boolean
  changePayType?: ActorsOf<typeof payMachine>['changePayType']
  pay?: ActorsOf<typeof payMachine>['pay']
} = {}) {
  const notifyFailure = vi.fn()
  const machine = payMachine.provide({
    actors: { changePayType, pay },
    actions: { notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(machine, { input: { summary, channels: payChannels, orderIds: [11, 12], evidenceOnly } }).start()
  return { actor, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
const tag = (a: Actor, t: string) => a.getSnapshot().hasTag(t)
const choose = async (a: Actor, channelId: number) => {
  a.send({ type: 'CHOOSE', channelId })
  await flush()
}

describe('pay: choosing a method', () => {
  it('needs a method before CONFIRM, and records the one chosen with changePayType', async () => {
    const change = fake.resolving('changePayType', true)
    const { actor } = start({ changePayType: change.logic })
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
    actor.send({ type: 'CHOOSE', channelId: card.id })
    expect(tag(actor, 'busy')).toBe(true)
    await flush()
    expect(change.calls).toEqual([{ tradeOrderIdList: [11, 12], payType: 2 }])
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true)
  })

  it('takes a second choice while the first is being recorded, and records the last one', async () => {
    const change = fake.resolving('changePayType', true)
    const { actor } = start({ changePayType: change.logic })
    actor.send({ type: 'CHOOSE', channelId: card.id })
    actor.send({ type: 'CHOOSE', channelId: online.id })
    expect(actor.getSnapshot().context.channelId).toBe(online.id)
    await flush()
    expect(change.calls.at(-1)).toEqual({ tradeOrderIdList: [11, 12], payType: online.type })
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true)
  })

  it('refuses balance when it does not cover the total', async () => {
    const { actor } = start({ summary: payLowBalance })
    expect(actor.getSnapshot().can({ type: 'CHOOSE', channelId: balance.id })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'CHOOSE', channelId: 99 })).toBe(false)
  })

  it('opens the low-balance prompt when balance is chosen with a balance of 0, password set or not', async () => {
    for (const summary of [payEmptyBalance, { ...payEmptyBalance, payPasswordFlag: false }]) {
      const change = fake.resolving('changePayType', true)
      const { actor } = start({ summary, changePayType: change.logic })
      actor.send({ type: 'CHOOSE', channelId: balance.id })
      expect(tag(actor, 'lowBalance')).toBe(true)
      expect(tag(actor, 'needPassword')).toBe(false)
      expect(actor.getSnapshot().context.channelId).toBe(0)
      actor.send({ type: 'CLOSE' })
      expect(tag(actor, 'lowBalance')).toBe(false)
      await choose(actor, card.id)
      expect(actor.getSnapshot().context.channelId).toBe(card.id)
      expect(change.calls).toEqual([{ tradeOrderIdList: [11, 12], payType: card.type }])
    }
  })

  it('opens the set-password prompt when balance is chosen without a transaction password', async () => {
    const { actor } = start({ summary: payNoPassword })
    actor.send({ type: 'CHOOSE', channelId: balance.id })
    expect(tag(actor, 'needPassword')).toBe(true)
    expect(actor.getSnapshot().context.channelId).toBe(0)
    actor.send({ type: 'CLOSE' })
    expect(tag(actor, 'needPassword')).toBe(false)
  })

  it('shows the service’s refusal of a method and leaves it unchosen', async () => {
    const message = 'This function is under development, please choose another payment method'
    const { actor, notifyFailure } = start({ changePayType: fake.rejecting('changePayType', message, 1042).logic })
    await choose(actor, online.id)
    expect(actor.getSnapshot().context).toMatchObject({ channelId: 0, failure: message })
    expect(notifyFailure).toHaveBeenCalledWith(message)
  })
})

describe('pay: by balance', () => {
  it('asks the 6-digit transaction password, then pays with payType 4', async () => {
    const pay = fake.resolving('pay', true)
    const { actor } = start({ pay: pay.logic })
    await choose(actor, balance.id)
    actor.send({ type: 'CONFIRM' })
    expect(tag(actor, 'password')).toBe(true)
    actor.send({ type: 'EDIT_PASSWORD', value: '12a34' })
    expect(actor.getSnapshot().context.password).toBe('1234')
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    actor.send({ type: 'EDIT_PASSWORD', value: '1234567' })
    expect(actor.getSnapshot().context.password).toBe('123456')
    actor.send({ type: 'SUBMIT' })
    expect(tag(actor, 'paying')).toBe(true)
    await flush()
    expect(pay.calls).toEqual([{ payType: 4, tradeOrderIdList: [11, 12], payPassword: '123456', payOrderPic: '' }])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toBe('balance')
  })

  it('asks again after a wrong password, and CLOSE forgets what was typed', async () => {
    const { actor, notifyFailure } = start({ pay: fake.rejecting('pay', 'Wrong transaction password', 1062).logic })
    await choose(actor, balance.id)
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'EDIT_PASSWORD', value: '000000' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(tag(actor, 'password')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ password: '', failure: 'Wrong transaction password' })
    expect(notifyFailure).toHaveBeenCalledWith('Wrong transaction password')
    actor.send({ type: 'EDIT_PASSWORD', value: '12' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().context.password).toBe('')
    expect(tag(actor, 'password')).toBe(false)
  })
})

describe('pay: card and online', () => {
  it('sends the method as it is and shows the service’s answer', async () => {
    const message = 'This function is under development, please choose another payment method'
    const pay = fake.rejecting('pay', message, 1042)
    const { actor } = start({ pay: pay.logic })
    await choose(actor, card.id)
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(pay.calls).toEqual([{ payType: 2, tradeOrderIdList: [11, 12], payPassword: '', payOrderPic: '' }])
    expect(actor.getSnapshot().context.failure).toBe(message)
    expect(actor.getSnapshot().can({ type: 'CHOOSE', channelId: virtual.id })).toBe(true)
  })
})

describe('pay: virtual currency (the pay dialog)', () => {
  it('enables "I have paid" only once a screenshot is uploaded, then pays with payType 1', async () => {
    const pay = fake.resolving('pay', true)
    const { actor } = start({ pay: pay.logic })
    await choose(actor, virtual.id)
    actor.send({ type: 'CONFIRM' })
    expect(tag(actor, 'evidence')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    actor.send({ type: 'UPLOADED', url: '/uploads/1/2026-11/ab.png' })
    actor.send({ type: 'UPLOADED', url: null })
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    actor.send({ type: 'UPLOADED', url: '/uploads/1/2026-11/ab.png' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(pay.calls).toEqual([{ payType: 1, tradeOrderIdList: [11, 12], payPassword: '', payOrderPic: '/uploads/1/2026-11/ab.png' }])
    expect(actor.getSnapshot().output).toBe('screenshot')
  })

  it('closes back to the methods, and stays in the dialog when the payment is refused', async () => {
    const { actor } = start({ pay: fake.rejecting('pay', 'The screenshot is not yours').logic })
    await choose(actor, virtual.id)
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CLOSE' })
    expect(tag(actor, 'evidence')).toBe(false)
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'UPLOADED', url: '/x.png' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(tag(actor, 'evidence')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('The screenshot is not yours')
  })

  it('opens on the evidence alone for /paymentPage?onlyPayOrderPic=true, which cannot be closed', () => {
    const { actor } = start({ evidenceOnly: true })
    expect(tag(actor, 'evidence')).toBe(true)
    expect(actor.getSnapshot().context.channelId).toBe(virtual.id)
    actor.send({ type: 'CLOSE' })
    expect(tag(actor, 'evidence')).toBe(true)
  })

  it('chooses again the method an order was given before (not balance)', () => {
    const summary = { ...paySummary, orders: paySummary.orders.map((o) => ({ ...o, payAppType: 1 })) }
    expect(start({ summary }).actor.getSnapshot().context.channelId).toBe(virtual.id)
    const byBalance = { ...paySummary, orders: paySummary.orders.map((o) => ({ ...o, payAppType: 4 })) }
    expect(start({ summary: byBalance }).actor.getSnapshot().context.channelId).toBe(0)
  })
})
