import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { orderActionsMachine } from '../../../machines/order/orderActions'
import { sampleOrders } from '../../../src/fakes/orders'
import { type ActorsOf, fakesOf } from '../fakes'

const order = sampleOrders[0]

const fake = fakesOf(orderActionsMachine)

function start(actors: Partial<ActorsOf<typeof orderActionsMachine>>) {
  const changed = vi.fn()
  const notifyFailure = vi.fn()
  const actor = createActor(
    orderActionsMachine.provide({
      actors: {
        cancel: actors.cancel ?? fake.resolving('cancel', undefined).logic,
        confirmReceipt: actors.confirmReceipt ?? fake.resolving('confirmReceipt', undefined).logic,
        loadOrder: actors.loadOrder ?? fake.resolving('loadOrder', order).logic,
      },
      actions: { changed: () => changed(), notifyFailure: (_, message) => notifyFailure(message) },
    }),
  ).start()
  return { actor, changed, notifyFailure }
}

describe('orderActions', () => {
  it('asks before cancelling, calls cancel with the order id, then reloads', async () => {
    const cancel = fake.resolving('cancel', undefined)
    const { actor, changed } = start({ cancel: cancel.logic })
    actor.send({ type: 'CANCEL', order })
    expect(actor.getSnapshot().hasTag('cancelAsked')).toBe(true)
    expect(cancel.calls).toHaveLength(0)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(cancel.calls).toEqual([{ id: order.id }])
    expect(changed).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.order).toBeNull()
  })

  it('closing the question calls nothing', () => {
    const confirm = fake.resolving('confirmReceipt', undefined)
    const { actor, changed } = start({ confirmReceipt: confirm.logic })
    actor.send({ type: 'CONFIRM_RECEIPT', order })
    expect(actor.getSnapshot().hasTag('receiptAsked')).toBe(true)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(confirm.calls).toHaveLength(0)
    expect(changed).not.toHaveBeenCalled()
  })

  it("shows a refusal as the service's message and reloads the stale order", async () => {
    const confirm = fake.rejecting('confirmReceipt', 'The order has changed, please reload')
    const { actor, changed, notifyFailure } = start({ confirmReceipt: confirm.logic })
    actor.send({ type: 'CONFIRM_RECEIPT', order })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(notifyFailure).toHaveBeenCalledWith('The order has changed, please reload')
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('ignores a second confirm while the call is in flight', () => {
    const cancel = fake.pending('cancel')
    const { actor } = start({ cancel: cancel.logic })
    actor.send({ type: 'CANCEL', order })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CLOSE' })
    expect(cancel.calls).toHaveLength(1)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('shows the tracking of an order, loaded in full, until closed', async () => {
    const full = { ...order, logisticsNo: 'CP0099218734DE', deliveryOrbits: [{ content: 'In transit', deliveryTime: 1 }] }
    const load = fake.resolving('loadOrder', full)
    const { actor, changed } = start({ loadOrder: load.logic })
    actor.send({ type: 'TRACK', order })
    expect(actor.getSnapshot().hasTag('tracking')).toBe(true)
    expect(actor.getSnapshot().hasTag('trackingLoading')).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('trackingLoading'))
    expect(load.calls).toEqual([{ no: order.no }])
    expect(actor.getSnapshot().context.order).toBe(full)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().hasTag('tracking')).toBe(false)
    expect(changed).not.toHaveBeenCalled()
  })

  it('shows what the order carries when loading it fails, and says why', async () => {
    const { actor, notifyFailure } = start({ loadOrder: fake.rejecting('loadOrder', 'Order not found').logic })
    actor.send({ type: 'TRACK', order })
    await waitFor(actor, (s) => !s.hasTag('trackingLoading'))
    expect(actor.getSnapshot().hasTag('tracking')).toBe(true)
    expect(actor.getSnapshot().context.order).toBe(order)
    expect(notifyFailure).toHaveBeenCalledWith('Order not found')
  })
})
