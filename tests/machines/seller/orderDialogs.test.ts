import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor } from 'xstate'
import { carrierOf, otherCarrier } from '../../../contract/sellerOrderForms'
import { cancelFormMachine, orderDialogsMachine, shipFormMachine, trackFormMachine } from '../../../machines/seller/orderDialogs'
import { fakesOf, flush } from '../fakes'

const shipFake = fakesOf(shipFormMachine)
const cancelFake = fakesOf(cancelFormMachine)
const trackFake = fakesOf(trackFormMachine)

type Submits = {
  ship?: ReturnType<typeof shipFake.pending>['logic']
  track?: ReturnType<typeof trackFake.pending>['logic']
  cancel?: ReturnType<typeof cancelFake.pending>['logic']
}

function start(submits: Submits = {}) {
  const done = vi.fn()
  const notifyFailure = vi.fn()
  const failures = { notifyFailure: (_: unknown, m: string | null) => notifyFailure(m) }
  const actor = createActor(
    orderDialogsMachine.provide({
      actors: {
        shipForm: shipFormMachine.provide({
          actors: { submit: submits.ship ?? shipFake.resolving('submit', undefined).logic },
          actions: failures,
        }),
        trackForm: trackFormMachine.provide({
          actors: { submit: submits.track ?? trackFake.resolving('submit', undefined).logic },
          actions: failures,
        }),
        cancelForm: cancelFormMachine.provide({
          actors: { submit: submits.cancel ?? cancelFake.resolving('submit', undefined).logic },
          actions: failures,
        }),
      },
      actions: { done: (_, dialog) => done(dialog) },
    }),
  ).start()
  const form = () => actor.getSnapshot().children.form as AnyActorRef
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) form().send({ type: 'EDIT', field, value })
  }
  const problem = () => {
    form().send({ type: 'SUBMIT' })
    return form().getSnapshot().context.problem
  }
  return { actor, form, fill, problem, done, notifyFailure }
}

describe('the ship dialog', () => {
  it('opens blank, checks the carrier (or the name typed for "other") then the number, and sends the carrier chosen', async () => {
    const fake = shipFake.pending('submit')
    const { actor, form, fill, problem, done } = start({ ship: fake.logic })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'SHIP' })
    expect(actor.getSnapshot().hasTag('ship')).toBe(true)
    expect(form().getSnapshot().context.form).toEqual({ carrier: '', carrierName: '', logisticsNo: '' })
    expect(problem()).toEqual({ field: 'carrier', error: 'carrierRequired' })
    fill({ carrier: otherCarrier, carrierName: '  ' })
    expect(problem()).toEqual({ field: 'carrierName', error: 'carrierRequired' })
    fill({ carrierName: 'Poste Italiane' })
    expect(problem()).toEqual({ field: 'logisticsNo', error: 'trackingNoRequired' })
    fill({ logisticsNo: 'RR123IT' })
    form().send({ type: 'SUBMIT' })
    expect(form().getSnapshot().hasTag('busy')).toBe(true)
    expect(fake.calls).toEqual([{ form: { carrier: otherCarrier, carrierName: 'Poste Italiane', logisticsNo: 'RR123IT' } }])
    expect(carrierOf(fake.calls[0].form)).toBe('Poste Italiane')
    fake.settle(undefined)
    await flush()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(done).toHaveBeenCalledWith('ship')
  })

  it('a listed carrier needs no name; closing drops what was typed', () => {
    const { actor, form, fill, problem } = start()
    actor.send({ type: 'SHIP' })
    fill({ carrier: 'DHL', logisticsNo: 'JD0001' })
    expect(carrierOf(form().getSnapshot().context.form)).toBe('DHL')
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'SHIP' })
    expect(form().getSnapshot().context.form.logisticsNo).toBe('')
    fill({ carrier: 'DHL', logisticsNo: 'JD0001' })
    expect(problem()).toBeNull()
  })

  it('stays open with the service’s message when refused ("the order has changed"), and may be sent again', async () => {
    const { actor, form, fill, done, notifyFailure } = start({
      ship: shipFake.rejecting('submit', 'This has changed in the meantime. Please reload.', 1052).logic,
    })
    actor.send({ type: 'SHIP' })
    fill({ carrier: 'UPS', logisticsNo: '1Z999' })
    form().send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().hasTag('ship')).toBe(true)
    expect(form().getSnapshot().hasTag('failed')).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('This has changed in the meantime. Please reload.')
    expect(form().getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(done).not.toHaveBeenCalled()
  })
})

describe('the cancel dialog', () => {
  it('needs a reason, sends it, closes and says so', async () => {
    const fake = cancelFake.pending('submit')
    const { actor, form, fill, problem, done } = start({ cancel: fake.logic })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().hasTag('cancel')).toBe(true)
    expect(actor.getSnapshot().hasTag('ship')).toBe(false)
    fill({ reason: '   ' })
    expect(problem()).toEqual({ field: 'reason', error: 'cancelReasonRequired' })
    fill({ reason: 'The last one was damaged' })
    form().send({ type: 'SUBMIT' })
    expect(fake.calls).toEqual([{ form: { reason: 'The last one was damaged' } }])
    fake.settle(undefined)
    await flush()
    expect(done).toHaveBeenCalledWith('cancel')
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('opens one dialog at a time: another dialog’s event is ignored while one is open', () => {
    const { actor } = start()
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'SHIP' })
    actor.send({ type: 'TRACK' })
    expect(actor.getSnapshot().hasTag('cancel')).toBe(true)
    expect(actor.getSnapshot().hasTag('ship')).toBe(false)
  })
})

describe('the tracking update dialog', () => {
  it('needs the update’s text and sends it', async () => {
    const fake = trackFake.resolving('submit', undefined)
    const { actor, form, fill, problem, done } = start({ track: fake.logic })
    actor.send({ type: 'TRACK' })
    expect(problem()).toEqual({ field: 'content', error: 'trackingUpdateRequired' })
    fill({ content: 'Left the warehouse' })
    form().send({ type: 'SUBMIT' })
    await flush()
    expect(fake.calls).toEqual([{ form: { content: 'Left the warehouse' } }])
    expect(done).toHaveBeenCalledWith('track')
  })
})
