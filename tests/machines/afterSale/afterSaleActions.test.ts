import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { AfterSaleStatus, AfterSaleWay } from '../../../contract/lifecycles'
import { afterSaleOffers, afterSaleActionsMachine } from '../../../machines/afterSale/afterSaleActions'
import { afterSaleLifecycle } from '../../../machines/afterSale/lifecycle'
import { nextStatus } from '../../../machines/lib/lifecycle'
import { type ActorsOf, fakesOf } from '../fakes'

const fake = fakesOf(afterSaleActionsMachine)

function start(actors: Partial<ActorsOf<typeof afterSaleActionsMachine>> = {}) {
  const changed = vi.fn()
  const notifyFailure = vi.fn()
  const actor = createActor(
    afterSaleActionsMachine.provide({
      actors: {
        cancelAfterSale: actors.cancelAfterSale ?? fake.resolving('cancelAfterSale', undefined).logic,
        sendReturnDelivery: actors.sendReturnDelivery ?? fake.resolving('sendReturnDelivery', undefined).logic,
      },
      actions: { changed: () => changed(), notifyFailure: (_, message) => notifyFailure(message) },
    }),
  ).start()
  const tags = () => [...actor.getSnapshot().tags].sort()
  return { actor, changed, notifyFailure, tags, context: () => actor.getSnapshot().context }
}

describe('afterSaleOffers', () => {
  const { waitReview, waitReturn, waitReceive, waitRefund, refunded, cancelled, refused, returnRefused } = AfterSaleStatus
  // The lifecycle of docs/behaviour.md#after-sales: cancel from 10, 20 or 30; the tracking number from 20; apply again after 61, 62 or 63.
  const expected: Record<number, string[]> = {
    [waitReview]: ['cancel'],
    [waitReturn]: ['cancel', 'shipReturn'],
    [waitReceive]: ['cancel'],
    [waitRefund]: [],
    [refunded]: [],
    [cancelled]: ['reapply'],
    [refused]: ['reapply'],
    [returnRefused]: ['reapply'],
  }
  const offered = (status: number, way: number) =>
    Object.entries(afterSaleOffers({ status, way }))
      .filter(([, on]) => on)
      .map(([name]) => name)

  for (const way of Object.values(AfterSaleWay)) {
    for (const status of Object.values(AfterSaleStatus)) {
      it(`status ${status}, mode ${way}: offers ${expected[status].join(', ') || 'nothing'}, as the lifecycle allows`, () => {
        expect(offered(status, way)).toEqual(expected[status])
        const offers = afterSaleOffers({ status, way })
        expect(offers.cancel).toBe(nextStatus(afterSaleLifecycle, status, { type: 'CANCEL' }, { way }) === cancelled)
        expect(offers.shipReturn).toBe(nextStatus(afterSaleLifecycle, status, { type: 'SHIP_RETURN' }, { way }) === waitReceive)
      })
    }
  }

  it('offers nothing for a status the lifecycle does not know', () => {
    expect(afterSaleOffers({ status: 0, way: AfterSaleWay.refundOnly })).toEqual({ cancel: false, shipReturn: false, reapply: false })
  })
})

describe('afterSaleActions: cancel', () => {
  it('asks first, cancels the after-sale on confirm, then reloads', async () => {
    const cancel = fake.resolving('cancelAfterSale', undefined)
    const { actor, changed, tags } = start({ cancelAfterSale: cancel.logic })
    actor.send({ type: 'CANCEL', id: 41 })
    expect(tags()).toEqual(['cancelAsked'])
    expect(cancel.calls).toEqual([])
    actor.send({ type: 'CONFIRM' })
    expect(tags()).toEqual(['busy', 'cancelAsked'])
    await waitFor(actor, (s) => s.hasTag('cancelled'))
    expect(cancel.calls).toEqual([{ id: 41 }])
    expect(changed).toHaveBeenCalledTimes(1)
    expect(tags()).toEqual(['cancelled'])
  })

  it('closing the question calls nothing', () => {
    const cancel = fake.resolving('cancelAfterSale', undefined)
    const { actor, changed } = start({ cancelAfterSale: cancel.logic })
    actor.send({ type: 'CANCEL', id: 41 })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(cancel.calls).toEqual([])
    expect(changed).not.toHaveBeenCalled()
  })

  it("a refusal shows the service's message and reloads; cancel may be asked again", async () => {
    const { actor, changed, notifyFailure, tags } = start({
      cancelAfterSale: fake.rejecting('cancelAfterSale', 'This after-sale has changed').logic,
    })
    actor.send({ type: 'CANCEL', id: 41 })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ cancel: 'failed' }))
    expect(notifyFailure).toHaveBeenCalledWith('This after-sale has changed')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(tags()).toEqual([])
    actor.send({ type: 'CANCEL', id: 41 })
    expect(tags()).toEqual(['cancelAsked'])
  })

  it('a transport failure shows no message, and still reloads', async () => {
    const { actor, changed, notifyFailure } = start({ cancelAfterSale: fake.rejecting('cancelAfterSale', 'fetch failed', 'network').logic })
    actor.send({ type: 'CANCEL', id: 41 })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ cancel: 'failed' }))
    expect(notifyFailure).toHaveBeenCalledWith(null)
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('ignores a second confirm, a close and other dialogs while cancelling', () => {
    const cancel = fake.pending('cancelAfterSale')
    const { actor, tags } = start({ cancelAfterSale: cancel.logic })
    actor.send({ type: 'CANCEL', id: 41 })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'TRACK', id: 41 })
    expect(cancel.calls).toHaveLength(1)
    expect(tags()).toEqual(['busy', 'cancelAsked'])
  })
})

describe('afterSaleActions: return tracking', () => {
  it('opens empty, refuses a blank number with its message, then sends the trimmed number and reloads', async () => {
    const send = fake.resolving('sendReturnDelivery', undefined)
    const { actor, changed, tags, context } = start({ sendReturnDelivery: send.logic })
    actor.send({ type: 'TRACK', id: 7 })
    expect(tags()).toEqual(['tracking'])
    expect(context()).toEqual({ id: 7, logisticsNo: '', problem: null })
    actor.send({ type: 'EDIT', logisticsNo: '   ' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ tracking: 'editing' })).toBe(true)
    expect(context().problem).toEqual({ field: 'logisticsNo', error: 'logisticsNoRequired' })
    expect(send.calls).toEqual([])
    actor.send({ type: 'EDIT', logisticsNo: ' LX123456789CN ' })
    expect(context().problem).toBeNull()
    actor.send({ type: 'SUBMIT' })
    expect(tags()).toEqual(['busy', 'tracking'])
    await waitFor(actor, (s) => s.hasTag('tracked'))
    expect(send.calls).toEqual([{ id: 7, logisticsNo: 'LX123456789CN' }])
    expect(changed).toHaveBeenCalledTimes(1)
    expect(tags()).toEqual(['tracked'])
  })

  it('closing the dialog sends nothing, and opening it again starts blank', () => {
    const send = fake.resolving('sendReturnDelivery', undefined)
    const { actor, context } = start({ sendReturnDelivery: send.logic })
    actor.send({ type: 'TRACK', id: 7 })
    actor.send({ type: 'EDIT', logisticsNo: 'LX1' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'TRACK', id: 7 })
    expect(context().logisticsNo).toBe('')
    expect(send.calls).toEqual([])
  })

  it("a refusal shows the service's message, reloads, and keeps the dialog and the number to try again", async () => {
    const { actor, changed, notifyFailure, tags, context } = start({
      sendReturnDelivery: fake.rejecting('sendReturnDelivery', 'This after-sale has changed').logic,
    })
    actor.send({ type: 'TRACK', id: 7 })
    actor.send({ type: 'EDIT', logisticsNo: 'LX1' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ tracking: 'failed' }))
    expect(notifyFailure).toHaveBeenCalledWith('This after-sale has changed')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(tags()).toEqual(['tracking'])
    expect(context().logisticsNo).toBe('LX1')
    actor.send({ type: 'SUBMIT' })
    expect(tags()).toEqual(['busy', 'tracking'])
  })

  it('after a refusal, editing goes back to editing and close ends the dialog', async () => {
    const { actor } = start({ sendReturnDelivery: fake.rejecting('sendReturnDelivery', 'No').logic })
    actor.send({ type: 'TRACK', id: 7 })
    actor.send({ type: 'EDIT', logisticsNo: 'LX1' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ tracking: 'failed' }))
    actor.send({ type: 'EDIT', logisticsNo: 'LX2' })
    expect(actor.getSnapshot().matches({ tracking: 'editing' })).toBe(true)
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ tracking: 'failed' }))
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('ignores edits and a close while sending', () => {
    const send = fake.pending('sendReturnDelivery')
    const { actor, context, tags } = start({ sendReturnDelivery: send.logic })
    actor.send({ type: 'TRACK', id: 7 })
    actor.send({ type: 'EDIT', logisticsNo: 'LX1' })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'EDIT', logisticsNo: 'LX2' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'SUBMIT' })
    expect(context().logisticsNo).toBe('LX1')
    expect(send.calls).toHaveLength(1)
    expect(tags()).toEqual(['busy', 'tracking'])
  })

  it('after a number is sent, the cancel question can open', async () => {
    const { actor, tags } = start()
    actor.send({ type: 'TRACK', id: 7 })
    actor.send({ type: 'EDIT', logisticsNo: 'LX1' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.hasTag('tracked'))
    actor.send({ type: 'CANCEL', id: 7 })
    expect(tags()).toEqual(['cancelAsked'])
  })
})
