import { describe, expect, it, vi } from 'vitest'
import { type ActorRefFrom, createActor } from 'xstate'
import { AfterSaleStatus as S, AfterSaleWay as W } from '../../../contract/lifecycles'
import { afterSaleLifecycle } from '../../../machines/afterSale/lifecycle'
import { nextStatus } from '../../../machines/lib/lifecycle'
import {
  type AfterSaleMoveInput,
  shopAfterSaleActionsMachine,
  afterSaleMoveFormMachine,
  moveRequest,
  shopAfterSaleActions,
  shopAfterSaleEvents,
  validateAfterSaleMove,
} from '../../../machines/afterSale/shopActions'
import { fakesOf, flush } from '../fakes'

describe('the shop’s moves offered on an after-sale', () => {
  // docs/behaviour.md#after-sales: agree or refuse at 10, receive or refuse the goods at 30, refund at 40; nothing at 20 (the shopper sends) or after.
  const expected: Record<number, string[]> = {
    [S.waitReview]: ['AGREE', 'REFUSE'],
    [S.waitReturn]: [],
    [S.waitReceive]: ['RECEIVE_GOODS', 'REFUSE_GOODS'],
    [S.waitRefund]: ['REFUND'],
    [S.refunded]: [],
    [S.cancelled]: [],
    [S.refused]: [],
    [S.returnRefused]: [],
  }
  for (const way of Object.values(W))
    for (const status of Object.values(S))
      it(`status ${status}, mode ${way}: ${expected[status].join(', ') || 'nothing'}, as the lifecycle allows`, () => {
        const offered = shopAfterSaleActions({ status, way })
        expect(offered.sort()).toEqual([...expected[status]].sort())
        for (const type of shopAfterSaleEvents)
          expect(offered.includes(type), type).toBe(nextStatus(afterSaleLifecycle, status, { type }, { way }) !== null)
      })

  it('never offers the shopper’s moves, nor anything for an unknown status', () => {
    expect(shopAfterSaleActions({ status: S.waitReturn, way: W.refundAndReturn })).toEqual([])
    expect(shopAfterSaleActions({ status: 0, way: W.refundOnly })).toEqual([])
  })
})

const fakes = fakesOf(afterSaleMoveFormMachine)
type Submit = ReturnType<typeof fakes.resolving<'submit'>> | ReturnType<typeof fakes.rejecting<'submit'>>

function start(submit: Submit = fakes.resolving('submit', undefined)) {
  const changed = vi.fn()
  const done = vi.fn()
  const actor = createActor(
    shopAfterSaleActionsMachine.provide({
      actors: { dialog: afterSaleMoveFormMachine.provide({ actors: { submit: submit.logic } }) },
      actions: { changed: () => changed(), done: (_, action) => done(action) },
    }),
  ).start()
  const dialog = () => actor.getSnapshot().children.dialog as ActorRefFrom<typeof afterSaleMoveFormMachine> | undefined
  return { actor, dialog, changed, done, submit }
}

const returnReview: AfterSaleMoveInput = { action: 'AGREE', id: 7, way: W.refundAndReturn }

describe('the after-sale move dialogs', () => {
  it('agrees to a return with the address typed, or the shop’s returns address when left empty', async () => {
    const { actor, dialog, changed, done, submit } = start()
    actor.send({ type: 'OPEN', input: returnReview })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    dialog()?.send({ type: 'EDIT', field: 'address', value: '  9 Quai Voltaire  ' })
    dialog()?.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls.map((c) => moveRequest(c.form))).toEqual([{ id: 7, remark: undefined, address: '9 Quai Voltaire' }])
    expect(actor.getSnapshot().value).toBe('idle')
    expect(done).toHaveBeenCalledWith('AGREE')
    expect(changed).toHaveBeenCalledTimes(1)

    actor.send({ type: 'OPEN', input: returnReview })
    dialog()?.send({ type: 'SUBMIT' })
    await flush()
    expect(moveRequest(submit.calls[1].form)).toEqual({ id: 7, remark: undefined, address: undefined })
  })

  it('sends no address for a refund only, whatever was typed', () => {
    expect(moveRequest({ action: 'AGREE', id: 3, way: W.refundOnly, remark: '', address: 'Typed' })).toEqual({ id: 3 })
    expect(moveRequest({ action: 'REFUND', id: 3, way: W.refundAndReturn, remark: '', address: 'Typed' })).toEqual({ id: 3 })
  })

  for (const action of ['REFUSE', 'REFUSE_GOODS'] as const)
    it(`${action}: asks for a remark before sending, then sends it trimmed`, async () => {
      const { actor, dialog, submit } = start()
      actor.send({ type: 'OPEN', input: { action, id: 8, way: W.refundAndReturn } })
      dialog()?.send({ type: 'EDIT', field: 'remark', value: '   ' })
      dialog()?.send({ type: 'SUBMIT' })
      expect(dialog()?.getSnapshot().context.problem).toEqual({ field: 'remark', error: 'remarkRequired' })
      expect(submit.calls).toEqual([])
      dialog()?.send({ type: 'EDIT', field: 'remark', value: ' Worn ' })
      dialog()?.send({ type: 'SUBMIT' })
      await flush()
      expect(submit.calls.map((c) => moveRequest(c.form))).toEqual([{ id: 8, remark: 'Worn', address: undefined }])
    })

  it('keeps a remark within 500 characters', () => {
    const form = { action: 'RECEIVE_GOODS' as const, id: 1, way: W.refundAndReturn, address: '' }
    expect(validateAfterSaleMove({ ...form, remark: 'x'.repeat(500) })).toBeNull()
    expect(validateAfterSaleMove({ ...form, remark: 'x'.repeat(501) })).toEqual({ field: 'remark', error: 'commentTooLong' })
  })

  it('asks nothing more for goods received or a refund: confirming sends the move', async () => {
    const { actor, dialog, submit, done } = start()
    actor.send({ type: 'OPEN', input: { action: 'REFUND', id: 9, way: W.refundOnly } })
    dialog()?.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls.map((c) => c.form)).toEqual([{ action: 'REFUND', id: 9, way: W.refundOnly, remark: '', address: '' }])
    expect(done).toHaveBeenCalledWith('REFUND')
  })

  it('keeps the dialog and the service’s message on a refusal; closing it reloads the after-sale', async () => {
    const { actor, dialog, changed, done } = start(fakes.rejecting('submit', 'This after-sale has changed, reload the page', 1050))
    actor.send({ type: 'OPEN', input: { action: 'RECEIVE_GOODS', id: 10, way: W.refundAndReturn } })
    dialog()?.send({ type: 'SUBMIT' })
    await flush()
    expect(dialog()?.getSnapshot().hasTag('failed')).toBe(true)
    expect(dialog()?.getSnapshot().context.failure).toBe('This after-sale has changed, reload the page')
    expect(done).not.toHaveBeenCalled()
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(dialog()).toBeUndefined()
    expect(changed).toHaveBeenCalledTimes(1)
  })
})
