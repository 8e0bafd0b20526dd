import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import { uploadingWith } from '../../../machines/lib/upload'
import { ErrorCode } from '../../../contract/codes'
import { IdCardType, ShopApplicationStatus } from '../../../contract/lifecycles'
import type { ShopApplication } from '../../../contract/shopApplication'
import {
  draftDelay,
  type IdentityImage,
  nameCheckDelay,
  type ShopApplicationFormEvent,
  shopApplicationFormMachine,
  unsavedFields,
} from '../../../machines/shopApplication/shopApplicationForm'
import {
  blankApplication,
  completeApplication,
  failedApplication,
  passedApplication,
  waitingApplication,
} from '../../../src/fakes/shopApplication'
import { type ActorsOf, fakesOf, flush, pending, resolving } from '../fakes'

const fake = fakesOf(shopApplicationFormMachine)
type Actors = ActorsOf<typeof shopApplicationFormMachine>

const png = (name = 'card.png') => new File(['x'], name, { type: 'image/png' })

function start(
  application: ShopApplication = blankApplication,
  {
    save = fake.resolving('saveDraft', true).logic,
    check = fake.resolving('checkShopName', false).logic,
    submit = fake.resolving('submitApplication', true).logic,
    upload = fromPromise<IdentityImage, File>(async ({ input }) => ({
      key: `id/${input.name}`,
      url: `/auth/${input.name}`,
    })),
  }: {
    save?: Actors['saveDraft']
    check?: Actors['checkShopName']
    submit?: Actors['submitApplication']
    upload?: PromiseActorLogic<IdentityImage, File>
  } = {},
) {
  const submitted = vi.fn()
  const notifyFailure = vi.fn()
  const machine = shopApplicationFormMachine.provide({
    actors: {
      saveDraft: save,
      checkShopName: check,
      submitApplication: submit,
      uploadIdentity: uploadingWith(upload),
    },
    actions: { submitted: () => submitted(), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { application } }).start(), submitted, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
const send = (actor: Actor, ...events: ShopApplicationFormEvent[]) => {
  for (const e of events) actor.send(e)
  return actor.getSnapshot()
}
const edit = (field: Extract<ShopApplicationFormEvent, { type: 'EDIT' }>['field'], value: string) =>
  ({ type: 'EDIT', field, value }) as const
const submit = { type: 'SUBMIT' } as const

describe('merchant application form: validation', () => {
  it('names each missing field in the order docs/behaviour.md#shop-application gives and submits only once all pass', async () => {
    const submitCall = fake.resolving('submitApplication', true)
    const { actor } = start(blankApplication, { submit: submitCall.logic })
    const steps: [ShopApplicationFormEvent | null, string, string][] = [
      [null, 'userName', 'firstNameRequired'],
      [edit('userName', 'Ann'), 'surname', 'lastNameRequired'],
      [edit('surname', 'Lind'), 'mobile', 'mobileRequired'],
      [edit('mobile', '+46 70 1'), 'email', 'emailRequired'],
      [edit('email', 'ann@'), 'email', 'emailInvalid'],
      [edit('email', 'ann@example.com'), 'inviteCode', 'inviteCodeRequired'],
      [edit('inviteCode', 'VIT-1'), 'shopName', 'shopNameRequired'],
      [edit('shopName', 'A'), 'shopName', 'shopNameTooShort'],
      [edit('shopName', 'Atelier'), 'shopDesc', 'shopDescRequired'],
      [edit('shopDesc', 'Knitwear'), 'logo', 'logoRequired'],
      [{ type: 'SET_LOGO', url: '/uploads/logo.png' }, 'cardType', 'cardTypeRequired'],
      [{ type: 'CHOOSE_CARD_TYPE', cardType: IdCardType.passport }, 'cardFront', 'cardFrontRequired'],
      [{ type: 'PICK_CARD', side: 'cardFront', file: png('front.png') }, 'cardBack', 'cardBackRequired'],
      [{ type: 'PICK_CARD', side: 'cardBack', file: png('back.jpg') }, 'saleCategory', 'saleCategoryRequired'],
      [{ type: 'TOGGLE_CATEGORY', id: 11 }, 'agreement', 'agreementRequired'],
    ]
    for (const [event, field, error] of steps) {
      if (event) actor.send(event)
      await flush()
      const s = send(actor, submit)
      expect(s.hasTag('invalid')).toBe(true)
      expect(s.context.problem).toEqual({ field, error })
    }
    expect(submitCall.calls).toEqual([])
    expect(send(actor, { type: 'ACCEPT_AGREEMENT', accepted: true }, submit).hasTag('busy')).toBe(true)
    expect(submitCall.calls).toHaveLength(1)
    expect(submitCall.calls[0]).toMatchObject({ cardFront: 'id/front.png', cardBack: 'id/back.jpg', saleCategory: [11], agreement: true })
  })

  it('forgets the problem once its field is edited, not when another is', () => {
    const { actor } = start()
    expect(send(actor, submit).context.problem?.field).toBe('userName')
    expect(send(actor, edit('surname', 'Lind')).context.problem?.field).toBe('userName')
    expect(send(actor, edit('userName', 'Ann')).context.problem).toBeNull()
  })

  it('refuses identity images that are not jpg, jpeg or png before uploading, and shows the uploaded preview', async () => {
    const upload = resolving<IdentityImage, File>({ key: 'id/k', url: '/auth/k' })
    const { actor } = start(blankApplication, { upload: upload.logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: new File(['x'], 'card.gif', { type: 'image/gif' }) })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: new File(['x'], 'card.pdf', { type: 'image/png' }) })
    expect(actor.getSnapshot().context.cardProblem).toEqual({ side: 'cardFront', error: 'notImage', failure: null })
    expect(upload.calls).toEqual([])
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png('card.jpeg') })
    await flush()
    const { fields, previews, cardProblem } = actor.getSnapshot().context
    expect([fields.cardFront, previews.cardFront, cardProblem]).toEqual(['id/k', '/auth/k', null])
    send(actor, { type: 'REMOVE_CARD', side: 'cardFront' })
    expect(actor.getSnapshot().context.fields.cardFront).toBe('')
    expect(actor.getSnapshot().context.previews.cardFront).toBe('')
  })

  it('keeps only the answer of the newest image when one side is replaced during its upload', async () => {
    const slow = pending<IdentityImage, File>()
    const { actor } = start(blankApplication, { upload: slow.logic })
    send(actor, { type: 'PICK_CARD', side: 'cardBack', file: png('old.png') })
    const first = slow.settle
    send(actor, { type: 'PICK_CARD', side: 'cardBack', file: png('new.png') })
    slow.settle({ key: 'id/new', url: '/auth/new' })
    first({ key: 'id/old', url: '/auth/old' })
    await flush()
    expect(actor.getSnapshot().context.fields.cardBack).toBe('id/new')
    expect(slow.calls.map((f) => f.name)).toEqual(['old.png', 'new.png'])
  })

  it('waits for identity uploads before submitting', () => {
    const { actor } = start(completeApplication, { upload: pending<IdentityImage, File>().logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png() })
    expect(actor.getSnapshot().can(submit)).toBe(false)
  })
})

describe('merchant application form: the shop name check', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once, 500 ms after typing stops, and says available', async () => {
    const check = fake.resolving('checkShopName', false)
    const { actor } = start(blankApplication, { check: check.logic })
    for (const name of ['A', 'At', 'Ate', 'Atel']) {
      send(actor, edit('shopName', name))
      await vi.advanceTimersByTimeAsync(200)
    }
    expect(check.calls).toEqual([])
    expect(actor.getSnapshot().hasTag('nameChecking')).toBe(true)
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    expect(check.calls).toEqual(['Atel'])
    expect(actor.getSnapshot().hasTag('nameAvailable')).toBe(true)
  })

  it('marks a taken name and refuses to submit it, focusing the name', async () => {
    const check = fake.resolving('checkShopName', true)
    const submitCall = fake.resolving('submitApplication', true)
    const { actor } = start({ ...completeApplication, shopName: '' }, { check: check.logic, submit: submitCall.logic })
    send(actor, edit('shopName', '  Maison Sakura '))
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    expect(check.calls).toEqual(['Maison Sakura'])
    expect(actor.getSnapshot().hasTag('nameTaken')).toBe(true)
    expect(send(actor, submit).context.problem).toEqual({ field: 'shopName', error: 'shopNameTaken' })
    expect(submitCall.calls).toEqual([])
  })

  it('ignores the answer for a name typed over while it was checked', async () => {
    const check = fake.pending('checkShopName')
    const { actor } = start(blankApplication, { check: check.logic })
    send(actor, edit('shopName', 'Maison'))
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    const stale = check.settle
    send(actor, edit('shopName', 'Maison Lind'))
    stale(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('nameTaken')).toBe(false)
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    check.settle(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check.calls).toEqual(['Maison', 'Maison Lind'])
    expect(actor.getSnapshot().hasTag('nameAvailable')).toBe(true)
  })

  it('does not check names shorter than the rule allows, and checks a restored name at once', async () => {
    const check = fake.resolving('checkShopName', false)
    const { actor } = start(blankApplication, { check: check.logic })
    send(actor, edit('shopName', 'A'))
    await vi.advanceTimersByTimeAsync(nameCheckDelay * 2)
    expect(check.calls).toEqual([])
    const restored = fake.resolving('checkShopName', false)
    start(completeApplication, { check: restored.logic })
    expect(restored.calls).toEqual(['Atelier Lind'])
  })
})

describe('merchant application form: the draft', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps the draft once, 1 s after the last change, then says it is saved', async () => {
    const save = fake.resolving('saveDraft', true)
    const { actor } = start(blankApplication, { save: save.logic })
    send(actor, edit('userName', 'A'))
    await vi.advanceTimersByTimeAsync(600)
    send(actor, edit('userName', 'Ann'), { type: 'TOGGLE_CATEGORY', id: 12 })
    expect(unsavedFields(actor.getSnapshot())?.userName).toBe('Ann')
    await vi.advanceTimersByTimeAsync(draftDelay - 1)
    expect(save.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(save.calls).toHaveLength(1)
    expect(save.calls[0]).toMatchObject({ userName: 'Ann', saleCategory: [12] })
    expect(actor.getSnapshot().hasTag('draftSaved')).toBe(true)
    expect(unsavedFields(actor.getSnapshot())).toBeNull()
  })

  it('saves again after a change made while a save was in flight', async () => {
    const save = fake.pending('saveDraft')
    const { actor } = start(blankApplication, { save: save.logic })
    send(actor, edit('mobile', '1'))
    await vi.advanceTimersByTimeAsync(draftDelay)
    send(actor, edit('mobile', '12'))
    expect(unsavedFields(actor.getSnapshot())?.mobile).toBe('12')
    save.settle(true)
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(save.calls.map((f) => f.mobile)).toEqual(['1', '12'])
  })

  it('says when the draft could not be saved, and keeps it unsaved for leaving', async () => {
    const { actor } = start(blankApplication, { save: fake.rejecting('saveDraft', 'Server busy').logic })
    send(actor, edit('email', 'a@b.co'))
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(actor.getSnapshot().hasTag('draftFailed')).toBe(true)
    expect(unsavedFields(actor.getSnapshot())?.email).toBe('a@b.co')
  })

  it('restores the draft’s fields and previews and saves nothing until a change', async () => {
    const save = fake.resolving('saveDraft', true)
    const { actor } = start(completeApplication, { save: save.logic })
    await vi.advanceTimersByTimeAsync(draftDelay * 2)
    expect(save.calls).toEqual([])
    const { fields, previews } = actor.getSnapshot().context
    expect(fields.shopName).toBe('Atelier Lind')
    expect(previews.cardBack).toBe(completeApplication.cardBackUrl)
  })
})

describe('merchant application form: submitting and the statuses', () => {
  it('submits, tells the applicant and locks the form as waiting', async () => {
    const { actor, submitted } = start(completeApplication)
    send(actor, submit)
    await flush()
    const s = actor.getSnapshot()
    expect(submitted).toHaveBeenCalledOnce()
    expect(s.hasTag('locked')).toBe(true)
    expect(s.context.status).toBe(ShopApplicationStatus.waiting)
    expect(s.can(edit('userName', 'Bo'))).toBe(false)
  })

  it('keeps the form after a refusal, with the service’s message; a taken name marks the name field', async () => {
    const { actor, notifyFailure } = start(completeApplication, {
      submit: fake.rejecting('submitApplication', 'This shop name is already taken', ErrorCode.shopNameTaken).logic,
    })
    send(actor, submit)
    await flush()
    const s = actor.getSnapshot()
    expect(notifyFailure).toHaveBeenCalledWith('This shop name is already taken')
    expect(s.hasTag('failed')).toBe(true)
    expect(s.hasTag('nameTaken')).toBe(true)
    expect(s.context.problem).toEqual({ field: 'shopName', error: 'shopNameTaken' })
    expect(send(actor, edit('shopName', 'Atelier Lind Two')).context.fields.shopName).toBe('Atelier Lind Two')
  })

  it('refuses every edit while waiting and once passed', () => {
    for (const application of [waitingApplication, passedApplication]) {
      const { actor } = start(application)
      const s = actor.getSnapshot()
      expect(s.hasTag('locked')).toBe(true)
      for (const e of [edit('shopName', 'x'), { type: 'TOGGLE_CATEGORY', id: 1 }, { type: 'SET_LOGO', url: 'x' }, submit] as const) {
        expect(s.can(e)).toBe(false)
      }
      expect(send(actor, edit('shopName', 'x')).context.fields.shopName).toBe('Atelier Lind')
    }
  })

  it('lets a failed application be corrected and submitted again', async () => {
    const submitCall = fake.resolving('submitApplication', true)
    const { actor } = start(failedApplication, { submit: submitCall.logic })
    expect(actor.getSnapshot().hasTag('locked')).toBe(false)
    expect(actor.getSnapshot().context.applyFailReason).toMatch(/blurred/)
    send(actor, { type: 'PICK_CARD', side: 'cardBack', file: png('sharp.png') })
    await flush()
    send(actor, submit)
    await flush()
    expect(submitCall.calls[0]?.cardBack).toBe('id/sharp.png')
    expect(actor.getSnapshot().context).toMatchObject({ status: ShopApplicationStatus.waiting, applyFailReason: '' })
  })
})
