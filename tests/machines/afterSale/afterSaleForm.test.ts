import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import { uploadingWith } from '../../../machines/lib/upload'
import type { RefundableItem } from '../../../contract/afterSale'
import { validateRefund } from '../../../contract/afterSaleForms'
import { AfterSaleWay, OrderStatus, RefundReason } from '../../../contract/lifecycles'
import { fieldsOf, refundAvailability, afterSaleFormMachine, type AfterSaleFormEvent } from '../../../machines/afterSale/afterSaleForm'
import { refundableCoat } from '../../../src/fakes/refundable'
import { type ActorsOf, fakesOf, flush, pending, rejecting } from '../fakes'

const fake = fakesOf(afterSaleFormMachine)

/** Three pieces at $189.00, none refunded yet, shipped and received. */
const coat = refundableCoat

const image = (name = 'a.png') => new File(['x'], name, { type: 'image/png' })
let uploads = 0
const uploading = fromPromise<string, File>(async () => `/uploads/${++uploads}.png`)

function start({
  item = coat,
  create = fake.resolving('submit', 12).logic,
  upload = uploading,
}: {
  item?: RefundableItem
  create?: ActorsOf<typeof afterSaleFormMachine>['submit']
  upload?: PromiseActorLogic<string, File>
} = {}) {
  const submitted = vi.fn()
  const notifyFailure = vi.fn()
  const machine = afterSaleFormMachine.provide({
    actors: { submit: create, upload: uploadingWith(upload) },
    actions: { submitted: () => submitted(), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { item } }).start(), submitted, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']

const draft = (actor: Actor) => actor.getSnapshot().context.draft
const send = (actor: Actor, ...events: AfterSaleFormEvent[]) => {
  for (const e of events) actor.send(e)
  return actor.getSnapshot()
}
const complete: AfterSaleFormEvent[] = [
  { type: 'CHOOSE_WAY', way: AfterSaleWay.refundOnly },
  { type: 'CHOOSE_REASON', reason: RefundReason.damaged },
]

describe('refund form', () => {
  it('starts with the remaining count and the amount they cost, in dollars', () => {
    const { actor } = start({ item: { ...coat, surplusCount: 2, surplusPrice: 37_800 } })
    expect(draft(actor)).toEqual({
      refundCount: 2,
      amount: '378',
      way: undefined,
      applyReason: undefined,
      applyDescription: '',
      applyPicUrls: [],
    })
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('names the first failing field in the order docs/behaviour.md#after-sales gives and sends nothing until all pass', async () => {
    const create = fake.resolving('submit', 12)
    const { actor } = start({ item: { ...coat, shipped: false }, create: create.logic })
    const steps: [AfterSaleFormEvent, string, string][] = [
      [{ type: 'TYPE_COUNT', text: '' }, 'refundCount', 'refundCountRequired'],
      [{ type: 'TYPE_COUNT', text: '0' }, 'refundCount', 'refundCountZero'],
      [{ type: 'TYPE_COUNT', text: '4' }, 'refundCount', 'refundCountTooHigh'],
      [{ type: 'TYPE_COUNT', text: '2' }, 'way', 'refundModeRequired'],
      [{ type: 'CHOOSE_WAY', way: AfterSaleWay.refundAndReturn }, 'way', 'returnNeedsShipment'],
      [{ type: 'CHOOSE_WAY', way: AfterSaleWay.refundOnly }, 'applyReason', 'refundReasonRequired'],
      [{ type: 'CHOOSE_REASON', reason: RefundReason.noLongerWanted }, 'refundPrice', 'refundPriceRequired'],
      [{ type: 'TYPE_AMOUNT', text: '100' }, 'refundPrice', 'refundPriceMultiple'],
      [{ type: 'TYPE_AMOUNT', text: '567' }, 'refundPrice', 'refundPriceTooHigh'],
      [{ type: 'TYPE_AMOUNT', text: '378' }, 'applyDescription', 'descriptionTooLong'],
    ]
    // The amount box emptied before the first step, so that it is the one missing when its turn comes.
    send(actor, { type: 'TYPE_AMOUNT', text: '' }, { type: 'DESCRIBE', text: 'x'.repeat(501) })
    for (const [edit, field, error] of steps) {
      const s = send(actor, edit, { type: 'SUBMIT' })
      expect(s.hasTag('invalid')).toBe(true)
      expect(s.context.problem).toEqual({ field, error })
    }
    expect(create.calls).toEqual([])
    expect(send(actor, { type: 'DESCRIBE', text: 'x'.repeat(500) }, { type: 'SUBMIT' }).hasTag('busy')).toBe(true)
    expect(create.calls).toHaveLength(1)
  })

  it('refuses an amount above what is left to refund, and more than 6 images last of all', () => {
    const item = { ...coat, surplusPrice: 37_800 }
    const fields = { ...fieldsOf({ ...start({ item }).actor.getSnapshot().context.draft, amount: '567' }), way: 10, applyReason: 1 }
    expect(validateRefund(fields, item)).toEqual({ field: 'refundPrice', error: 'refundPriceTooHigh' })
    const sevenImages = { ...fields, refundPrice: 37_800, applyPicUrls: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.png`) }
    expect(validateRefund(sevenImages, item)).toEqual({ field: 'applyPicUrls', error: 'tooManyImages' })
  })

  it('forgets the problem once its field is edited, not when another field is', () => {
    const { actor } = start()
    expect(send(actor, { type: 'SUBMIT' }).context.problem?.field).toBe('way')
    expect(send(actor, { type: 'CHOOSE_REASON', reason: 2 }).context.problem?.field).toBe('way')
    expect(send(actor, { type: 'CHOOSE_WAY', way: 10 }).context.problem).toBeNull()
  })

  it('has the amount follow the quantity (unit price x quantity) until the shopper types one', () => {
    const { actor } = start()
    expect(send(actor, { type: 'TYPE_COUNT', text: '2' }).context.draft.amount).toBe('378')
    expect(send(actor, { type: 'STEP_COUNT', by: -1 }).context.draft.amount).toBe('189')
    expect(send(actor, { type: 'TYPE_COUNT', text: '' }).context.draft.amount).toBe('')
    send(actor, { type: 'TYPE_COUNT', text: '3' }, { type: 'TYPE_AMOUNT', text: '$189.0' })
    expect(draft(actor).amount).toBe('189.0')
    expect(send(actor, { type: 'STEP_COUNT', by: -1 }).context.draft).toMatchObject({ refundCount: 2, amount: '189.0' })
    expect(send(actor, { type: 'FOLLOW_COUNT' }).context.draft.amount).toBe('378')
    expect(actor.getSnapshot().can({ type: 'FOLLOW_COUNT' })).toBe(false)
    expect(send(actor, { type: 'STEP_COUNT', by: 1 }).context.draft.amount).toBe('567')
  })

  it('keeps the quantity within 1 and the remaining count, digits only', () => {
    const { actor } = start()
    expect(actor.getSnapshot().can({ type: 'STEP_COUNT', by: 1 })).toBe(false)
    expect(send(actor, { type: 'TYPE_COUNT', text: '1.5x' }).context.draft.refundCount).toBe(15)
    expect(send(actor, { type: 'STEP_COUNT', by: -1 }).context.draft.refundCount).toBe(3)
    send(actor, { type: 'STEP_COUNT', by: -1 }, { type: 'STEP_COUNT', by: -1 })
    expect(draft(actor).refundCount).toBe(1)
    expect(actor.getSnapshot().can({ type: 'STEP_COUNT', by: -1 })).toBe(false)
  })

  it('steps the amount from one multiple of the unit price to the next, within what may be refunded', () => {
    const { actor } = start({ item: { ...coat, surplusPrice: 56_700 } })
    const can = (by: 1 | -1) => actor.getSnapshot().can({ type: 'STEP_AMOUNT', by })
    expect(can(1)).toBe(false)
    expect(send(actor, { type: 'STEP_AMOUNT', by: -1 }).context.draft.amount).toBe('378')
    expect(actor.getSnapshot().context.amountChosen).toBe(true)
    expect(send(actor, { type: 'TYPE_AMOUNT', text: '200' }, { type: 'STEP_AMOUNT', by: -1 }).context.draft.amount).toBe('189')
    expect(can(-1)).toBe(false)
    expect(send(actor, { type: 'TYPE_AMOUNT', text: '200' }, { type: 'STEP_AMOUNT', by: 1 }).context.draft.amount).toBe('378')
    // Two pieces: at most what was paid for them.
    expect(send(actor, { type: 'TYPE_COUNT', text: '2' }, { type: 'STEP_AMOUNT', by: 1 }).context.draft.amount).toBe('378')
    expect(can(1)).toBe(false)
  })

  it('applies with the amount in cents, the description trimmed and the pictures, then is done', async () => {
    const create = fake.resolving('submit', 12)
    const { actor, submitted } = start({ create: create.logic })
    send(actor, ...complete, { type: 'TYPE_COUNT', text: '2' }, { type: 'DESCRIBE', text: '  Torn seam.\nLeft sleeve.  ' })
    send(actor, { type: 'PICK', files: [image(), image()] })
    await flush()
    const pictures = draft(actor).applyPicUrls
    expect(pictures).toHaveLength(2)
    expect(send(actor, { type: 'SUBMIT' }).hasTag('busy')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(submitted).toHaveBeenCalledOnce()
    expect(create.calls).toEqual([
      {
        orderItemId: 41,
        way: AfterSaleWay.refundOnly,
        refundCount: 2,
        refundPrice: 37_800,
        applyReason: RefundReason.damaged,
        applyDescription: 'Torn seam.\nLeft sleeve.',
        applyPicUrls: pictures,
      },
    ])
  })

  it('a refusal shows the service’s message and keeps the form, which may be sent again', async () => {
    const { actor, notifyFailure, submitted } = start({
      create: fake.rejecting('submit', 'This item already has an after-sale in progress', 1070).logic,
    })
    send(actor, ...complete)
    const before = draft(actor)
    send(actor, { type: 'SUBMIT' })
    await flush()
    const s = actor.getSnapshot()
    expect(s.hasTag('failed')).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(s.context.failure).toBe('This item already has an after-sale in progress')
    expect(s.context.draft).toEqual(before)
    expect(notifyFailure).toHaveBeenCalledWith('This item already has an after-sale in progress')
    expect(submitted).not.toHaveBeenCalled()
    expect(s.can({ type: 'SUBMIT' })).toBe(true)
    expect(send(actor, { type: 'TYPE_COUNT', text: '1' }).context.draft.amount).toBe('189')
  })

  it('sends once while the application is on its way', () => {
    const create = fake.pending('submit')
    const { actor } = start({ create: create.logic })
    send(actor, ...complete, { type: 'SUBMIT' })
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    send(actor, { type: 'SUBMIT' }, { type: 'TYPE_COUNT', text: '1' }, { type: 'SUBMIT' })
    expect(create.calls).toHaveLength(1)
    expect(draft(actor).refundCount).toBe(3)
  })

  it('uploads picked images, refuses other files, and waits for uploads before applying', async () => {
    const upload = pending<string, File>()
    const { actor } = start({ upload: upload.logic })
    send(actor, ...complete, { type: 'PICK', files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), image('b.png')] })
    expect(actor.getSnapshot().context.pictureProblem).toEqual({ error: 'notImage', failure: null })
    expect(upload.calls.map((f) => f.name)).toEqual(['b.png'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    upload.settle('/uploads/b.png')
    await flush()
    expect(draft(actor).applyPicUrls).toEqual(['/uploads/b.png'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('takes at most 6 pictures and says so; a failed upload is told, a picture removed', async () => {
    const { actor } = start()
    send(actor, { type: 'PICK', files: Array.from({ length: 4 }, () => image()) })
    await flush()
    expect(send(actor, { type: 'PICK', files: Array.from({ length: 4 }, () => image()) }).context.pictureProblem).toEqual({
      error: 'tooMany',
      failure: null,
    })
    await flush()
    const six = draft(actor).applyPicUrls
    expect(six).toHaveLength(6)
    send(actor, { type: 'REMOVE_PICTURE', url: six[0] })
    expect(draft(actor).applyPicUrls).toEqual(six.slice(1))
    expect(actor.getSnapshot().context.pictureProblem).toBeNull()

    const failing = start({ upload: rejecting<File, string>('Image upload failed').logic }).actor
    send(failing, { type: 'PICK', files: [image()] })
    await flush()
    expect(failing.getSnapshot().context).toMatchObject({
      uploads: [],
      pictureProblem: { error: 'failed', failure: 'Image upload failed' },
    })
  })
})

describe('refund availability', () => {
  it('says why an item cannot be applied for: an open after-sale, nothing left, the order’s status', () => {
    expect(refundAvailability(coat)).toBe('available')
    expect(refundAvailability({ ...coat, orderStatus: OrderStatus.waitReceipt })).toBe('available')
    expect(refundAvailability({ ...coat, openAfterSaleId: 5 })).toBe('open')
    expect(refundAvailability({ ...coat, surplusCount: 0, surplusPrice: 0, orderStatus: OrderStatus.refunded })).toBe('nothingLeft')
    expect(refundAvailability({ ...coat, surplusPrice: 0 })).toBe('nothingLeft')
    for (const status of [OrderStatus.waitPay, OrderStatus.waitDelivery, OrderStatus.cancelled, OrderStatus.refunded]) {
      expect(refundAvailability({ ...coat, orderStatus: status })).toBe('orderStatus')
    }
  })
})
