import { describe, expect, it, vi } from 'vitest'
import { createActor, type EventFromLogic, fromPromise, type PromiseActorLogic } from 'xstate'
import { uploadingWith } from '../../../machines/lib/upload'
import type { RefundableItem } from '../../../contract/afterSale'
import { validateRefund } from '../../../contract/afterSaleForms'
import { AfterSaleWay, OrderStatus, RefundReason } from '../../../contract/lifecycles'
import {
  afterSaleFormMachine,
  afterSaleUploadsMachine,
  amountStep,
  countStep,
  fieldsOf,
  type RefundDraft,
  refundAvailability,
  submissionOf,
} from '../../../machines/afterSale/afterSaleForm'
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
    actors: { submit: create, uploads: afterSaleUploadsMachine.provide({ actors: { upload: uploadingWith(upload) } }) },
    actions: { submitted: () => submitted(), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { item } }).start(), submitted, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
type Event = EventFromLogic<typeof afterSaleFormMachine>

const draft = (actor: Actor) => actor.getSnapshot().context.form
const item = (actor: Actor) => actor.getSnapshot().context.input.item
const send = (actor: Actor, ...events: Event[]) => {
  for (const e of events) actor.send(e)
  return actor.getSnapshot()
}
const edit = <K extends keyof RefundDraft>(field: K, value: RefundDraft[K]): Event => ({ type: 'EDIT', field, value })
const typeCount = (text: string) => edit('refundCount', text)
const typeAmount = (text: string) => edit('amount', text)
/** The amount follows the quantity again (the link under the amount). */
const followCount = edit('amountChosen', false)
/** What the steppers send: the next quantity or amount, where there is one. */
const stepCount = (actor: Actor, by: 1 | -1) => send(actor, typeCount(countStep(item(actor), draft(actor), by) ?? draft(actor).refundCount))
const stepAmount = (actor: Actor, by: 1 | -1) => send(actor, typeAmount(amountStep(item(actor), draft(actor), by) ?? draft(actor).amount))
const canStepCount = (actor: Actor, by: 1 | -1) => countStep(item(actor), draft(actor), by) !== null
const canStepAmount = (actor: Actor, by: 1 | -1) => amountStep(item(actor), draft(actor), by) !== null
const pick = (files: File[]): Event => ({ type: 'PICK', field: 'applyPicUrls', files })
const uploadsOf = (actor: Actor) => actor.getSnapshot().children.uploads?.getSnapshot().context
const complete: Event[] = [edit('way', AfterSaleWay.refundOnly), edit('applyReason', RefundReason.damaged)]

describe('refund form', () => {
  it('starts with the remaining count and the amount they cost, in dollars', () => {
    const { actor } = start({ item: { ...coat, surplusCount: 2, surplusPrice: 37_800 } })
    expect(draft(actor)).toEqual({
      orderItemId: 41,
      refundCount: '2',
      amount: '378',
      amountChosen: false,
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
    const steps: [Event, string, string][] = [
      [typeCount(''), 'refundCount', 'refundCountRequired'],
      [typeCount('0'), 'refundCount', 'refundCountZero'],
      [typeCount('4'), 'refundCount', 'refundCountTooHigh'],
      [typeCount('2'), 'way', 'refundModeRequired'],
      [edit('way', AfterSaleWay.refundAndReturn), 'way', 'returnNeedsShipment'],
      [edit('way', AfterSaleWay.refundOnly), 'applyReason', 'refundReasonRequired'],
      [edit('applyReason', RefundReason.noLongerWanted), 'amount', 'refundPriceRequired'],
      [typeAmount('100'), 'amount', 'refundPriceMultiple'],
      [typeAmount('567'), 'amount', 'refundPriceTooHigh'],
      [typeAmount('378'), 'applyDescription', 'descriptionTooLong'],
    ]
    // The amount box emptied before the first step, so that it is the one missing when its turn comes.
    send(actor, typeAmount(''), edit('applyDescription', 'x'.repeat(501)))
    for (const [edit, field, error] of steps) {
      const s = send(actor, edit, { type: 'SUBMIT' })
      expect(s.hasTag('invalid')).toBe(true)
      expect(s.context.problem).toEqual({ field, error })
    }
    expect(create.calls).toEqual([])
    expect(send(actor, edit('applyDescription', 'x'.repeat(500)), { type: 'SUBMIT' }).hasTag('busy')).toBe(true)
    expect(create.calls).toHaveLength(1)
  })

  it('refuses an amount above what is left to refund, and more than 6 images last of all', () => {
    const item = { ...coat, surplusPrice: 37_800 }
    const fields = { ...fieldsOf({ ...start({ item }).actor.getSnapshot().context.form, amount: '567' }), way: 10, applyReason: 1 }
    expect(validateRefund(fields, item)).toEqual({ field: 'refundPrice', error: 'refundPriceTooHigh' })
    const sevenImages = { ...fields, refundPrice: 37_800, applyPicUrls: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.png`) }
    expect(validateRefund(sevenImages, item)).toEqual({ field: 'applyPicUrls', error: 'tooManyImages' })
  })

  it('forgets the problem once its field is edited, not when another field is', () => {
    const { actor } = start()
    expect(send(actor, { type: 'SUBMIT' }).context.problem?.field).toBe('way')
    expect(send(actor, edit('applyReason', 2)).context.problem?.field).toBe('way')
    expect(send(actor, edit('way', 10)).context.problem).toBeNull()
  })

  it('has the amount follow the quantity (unit price x quantity) until the shopper types one', () => {
    const { actor } = start()
    expect(send(actor, typeCount('2')).context.form.amount).toBe('378')
    expect(stepCount(actor, -1).context.form.amount).toBe('189')
    expect(send(actor, typeCount('')).context.form.amount).toBe('')
    send(actor, typeCount('3'), typeAmount('$189.0'))
    expect(draft(actor).amount).toBe('189.0')
    expect(stepCount(actor, -1).context.form).toMatchObject({ refundCount: '2', amount: '189.0' })
    expect(send(actor, followCount).context.form.amount).toBe('378')
    expect(draft(actor).amountChosen).toBe(false)
    expect(stepCount(actor, 1).context.form.amount).toBe('567')
  })

  it('keeps the quantity within 1 and the remaining count, digits only', () => {
    const { actor } = start()
    expect(canStepCount(actor, 1)).toBe(false)
    expect(send(actor, typeCount('007')).context.form.refundCount).toBe('7')
    expect(send(actor, typeCount('1.5x')).context.form.refundCount).toBe('15')
    expect(stepCount(actor, -1).context.form.refundCount).toBe('3')
    stepCount(actor, -1)
    stepCount(actor, -1)
    expect(draft(actor).refundCount).toBe('1')
    expect(canStepCount(actor, -1)).toBe(false)
  })

  it('steps the amount from one multiple of the unit price to the next, within what may be refunded', () => {
    const { actor } = start({ item: { ...coat, surplusPrice: 56_700 } })
    const can = (by: 1 | -1) => canStepAmount(actor, by)
    expect(can(1)).toBe(false)
    expect(stepAmount(actor, -1).context.form.amount).toBe('378')
    expect(draft(actor).amountChosen).toBe(true)
    send(actor, typeAmount('200'))
    expect(stepAmount(actor, -1).context.form.amount).toBe('189')
    expect(can(-1)).toBe(false)
    send(actor, typeAmount('200'))
    expect(stepAmount(actor, 1).context.form.amount).toBe('378')
    // Two pieces: at most what was paid for them.
    send(actor, typeCount('2'))
    expect(stepAmount(actor, 1).context.form.amount).toBe('378')
    expect(can(1)).toBe(false)
  })

  it('applies with the amount in cents, the description trimmed and the pictures, then is done', async () => {
    const create = fake.resolving('submit', 12)
    const { actor, submitted } = start({ create: create.logic })
    send(actor, ...complete, typeCount('2'), edit('applyDescription', '  Torn seam.\nLeft sleeve.  '))
    send(actor, pick([image(), image()]))
    await flush()
    const pictures = draft(actor).applyPicUrls
    expect(pictures).toHaveLength(2)
    expect(send(actor, { type: 'SUBMIT' }).hasTag('busy')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(submitted).toHaveBeenCalledOnce()
    expect(create.calls.map(({ form }) => submissionOf(form))).toEqual([
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
    expect(s.context.form).toEqual(before)
    expect(notifyFailure).toHaveBeenCalledWith('This item already has an after-sale in progress')
    expect(submitted).not.toHaveBeenCalled()
    expect(s.can({ type: 'SUBMIT' })).toBe(true)
    expect(send(actor, typeCount('1')).context.form.amount).toBe('189')
  })

  it('sends once while the application is on its way', () => {
    const create = fake.pending('submit')
    const { actor } = start({ create: create.logic })
    send(actor, ...complete, { type: 'SUBMIT' })
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    send(actor, { type: 'SUBMIT' }, typeCount('1'), { type: 'SUBMIT' })
    expect(create.calls).toHaveLength(1)
    expect(draft(actor).refundCount).toBe('3')
  })

  it('uploads picked images, refuses other files, and waits for uploads before applying', async () => {
    const upload = pending<string, File>()
    const { actor } = start({ upload: upload.logic })
    send(actor, ...complete, pick([new File(['x'], 'notes.txt', { type: 'text/plain' }), image('b.png')]))
    expect(uploadsOf(actor)?.notice).toEqual({ field: 'applyPicUrls', error: 'notImage', failure: null })
    expect(upload.calls.map((f) => f.name)).toEqual(['b.png'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    upload.settle('/uploads/b.png')
    await flush()
    expect(draft(actor).applyPicUrls).toEqual(['/uploads/b.png'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('takes at most 6 pictures and says so; a failed upload is told, a picture removed', async () => {
    const { actor } = start()
    send(actor, pick(Array.from({ length: 4 }, () => image())))
    await flush()
    send(actor, pick(Array.from({ length: 4 }, () => image())))
    expect(uploadsOf(actor)?.notice).toEqual({ field: 'applyPicUrls', error: 'tooMany', failure: null })
    await flush()
    const six = draft(actor).applyPicUrls
    expect(six).toHaveLength(6)
    send(actor, { type: 'REMOVE', field: 'applyPicUrls', url: six[0] })
    expect(draft(actor).applyPicUrls).toEqual(six.slice(1))
    expect(uploadsOf(actor)?.notice).toBeNull()

    const failing = start({ upload: rejecting<File, string>('Image upload failed').logic }).actor
    send(failing, pick([image()]))
    await flush()
    expect(uploadsOf(failing)).toMatchObject({
      inFlight: [],
      notice: { field: 'applyPicUrls', error: 'failed', failure: 'Image upload failed' },
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
