import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import { IdCardType, ShopApplicationStatus } from '../../../contract/lifecycles'
import type { ShopApplication, ShopApplicationFields } from '../../../contract/shopApplication'
import { draftDelay } from '../../../machines/lib/draftRegion'
import type { FormEvent, Submission } from '../../../machines/lib/form'
import type { IdentityImage, IdentityUploadsEvent } from '../../../machines/shopApplication/identityUploads'
import { nameCheckDelay } from '../../../machines/shopApplication/nameCheck'
import {
  type ApplicationRegionCalls,
  applicationRegionsWith,
  applicationStatus,
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
import { type ActorsOf, fakesOf, flush, pending, rejecting, resolving } from '../fakes'

const fake = fakesOf(shopApplicationFormMachine)
type Fields = ShopApplicationFields
type Draft = Submission<Fields>

const png = (name = 'card.png') => new File(['x'], name, { type: 'image/png' })

function start(
  application: ShopApplication = blankApplication,
  {
    save = resolving<unknown, Draft>(true).logic,
    check = resolving<boolean, string>(false).logic,
    submit = fake.resolving('submit', 1).logic,
    upload = fromPromise<IdentityImage, File>(async ({ input }) => ({
      key: `id/${input.name}`,
      url: `/auth/${input.name}`,
    })),
  }: {
    save?: ApplicationRegionCalls['saveDraft']
    check?: ApplicationRegionCalls['checkShopName']
    submit?: ActorsOf<typeof shopApplicationFormMachine>['submit']
    upload?: PromiseActorLogic<IdentityImage, File>
  } = {},
) {
  const submitted = vi.fn()
  const notifyFailure = vi.fn()
  const machine = shopApplicationFormMachine.provide({
    actors: { submit, ...applicationRegionsWith({ saveDraft: save, checkShopName: check, uploadIdentity: upload }) },
    actions: { submitted: () => submitted(), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { application } }).start(), submitted, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']
type CardEvent = Extract<IdentityUploadsEvent, { side: unknown }>
type Event = FormEvent<Fields> | CardEvent
/** Form events go to the form, identity images to its uploads region. */
const send = (actor: Actor, ...events: Event[]) => {
  for (const e of events) {
    if ('side' in e) actor.getSnapshot().children.uploads?.send(e)
    else actor.send(e)
  }
  return actor.getSnapshot()
}
const region = (actor: Actor, slot: 'draft' | 'nameCheck' | 'uploads') => actor.getSnapshot().children[slot]?.getSnapshot()
const edit = (field: keyof Fields, value: Fields[keyof Fields]) => ({ type: 'EDIT', field, value }) as const
const submit = { type: 'SUBMIT' } as const

describe('merchant application form: validation', () => {
  it('names each missing field in the order docs/behaviour.md#shop-application gives and submits only once all pass', async () => {
    const submitCall = fake.resolving('submit', 1)
    const { actor } = start(blankApplication, { submit: submitCall.logic })
    const steps: [Event | null, string, string][] = [
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
      [edit('logo', '/uploads/logo.png'), 'cardType', 'cardTypeRequired'],
      [edit('cardType', IdCardType.passport), 'cardFront', 'cardFrontRequired'],
      [{ type: 'PICK_CARD', side: 'cardFront', file: png('front.png') }, 'cardBack', 'cardBackRequired'],
      [{ type: 'PICK_CARD', side: 'cardBack', file: png('back.jpg') }, 'saleCategory', 'saleCategoryRequired'],
      [edit('saleCategory', [11]), 'agreement', 'agreementRequired'],
    ]
    for (const [event, field, error] of steps) {
      if (event) send(actor, event)
      await flush()
      const s = send(actor, submit)
      expect(s.hasTag('invalid')).toBe(true)
      expect(s.context.problem).toEqual({ field, error })
    }
    expect(submitCall.calls).toEqual([])
    expect(send(actor, edit('agreement', true), submit).hasTag('busy')).toBe(true)
    expect(submitCall.calls).toHaveLength(1)
    expect(submitCall.calls[0]?.form).toMatchObject({
      cardFront: 'id/front.png',
      cardBack: 'id/back.jpg',
      saleCategory: [11],
      agreement: true,
    })
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
    expect(region(actor, 'uploads')?.context.problem).toEqual({ side: 'cardFront', error: 'notImage', failure: null })
    expect(upload.calls).toEqual([])
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png('card.jpeg') })
    await flush()
    const uploads = region(actor, 'uploads')?.context
    expect([actor.getSnapshot().context.form.cardFront, uploads?.previews.cardFront, uploads?.problem]).toEqual(['id/k', '/auth/k', null])
    send(actor, { type: 'REMOVE_CARD', side: 'cardFront' })
    expect(actor.getSnapshot().context.form.cardFront).toBe('')
    expect(region(actor, 'uploads')?.context.previews.cardFront).toBe('')
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
    expect(actor.getSnapshot().context.form.cardBack).toBe('id/new')
    expect(slow.calls.map((f) => f.name)).toEqual(['old.png', 'new.png'])
  })

  it('waits for identity uploads before submitting', () => {
    const { actor } = start(completeApplication, { upload: pending<IdentityImage, File>().logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png() })
    expect(actor.getSnapshot().can(submit)).toBe(false)
  })
})

describe('merchant application form: the uploads region', () => {
  it('reports busy to the form while an image is in flight, and not once it has landed or failed', async () => {
    const slow = pending<IdentityImage, File>()
    const { actor } = start(blankApplication, { upload: slow.logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png() })
    expect(actor.getSnapshot().context.regions.uploads?.busy).toBe(true)
    slow.settle({ key: 'id/f', url: '/auth/f' })
    await flush()
    expect(actor.getSnapshot().context.regions.uploads?.busy).toBe(false)
    expect(actor.getSnapshot().can(submit)).toBe(true)
    const failing = start(blankApplication, { upload: rejecting<File, IdentityImage>('Image upload failed').logic })
    send(failing.actor, { type: 'PICK_CARD', side: 'cardBack', file: png() })
    expect(failing.actor.getSnapshot().context.regions.uploads?.busy).toBe(true)
    await flush()
    expect(failing.actor.getSnapshot().context.regions.uploads?.busy).toBe(false)
    expect(region(failing.actor, 'uploads')?.context.problem).toEqual({ side: 'cardBack', error: 'failed', failure: 'Image upload failed' })
    expect(failing.actor.getSnapshot().context.form.cardBack).toBe('')
  })

  it('removing a side while it uploads stops the upload and frees SUBMIT', () => {
    const slow = pending<IdentityImage, File>()
    const { actor } = start(completeApplication, { upload: slow.logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png() }, { type: 'REMOVE_CARD', side: 'cardFront' })
    expect(actor.getSnapshot().context.regions.uploads?.busy).toBe(false)
    expect(actor.getSnapshot().context.form.cardFront).toBe('')
  })
})

describe('merchant application form: the shop name check', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once, 500 ms after typing stops, and says available', async () => {
    const check = resolving<boolean, string>(false)
    const { actor } = start(blankApplication, { check: check.logic })
    for (const name of ['A', 'At', 'Ate', 'Atel']) {
      send(actor, edit('shopName', name))
      await vi.advanceTimersByTimeAsync(200)
    }
    expect(check.calls).toEqual([])
    expect(region(actor, 'nameCheck')?.hasTag('nameChecking')).toBe(true)
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    expect(check.calls).toEqual(['Atel'])
    expect(region(actor, 'nameCheck')?.hasTag('nameAvailable')).toBe(true)
  })

  it('marks a taken name and refuses to submit it, focusing the name', async () => {
    const check = resolving<boolean, string>(true)
    const submitCall = fake.resolving('submit', 1)
    const { actor } = start({ ...completeApplication, shopName: '' }, { check: check.logic, submit: submitCall.logic })
    send(actor, edit('shopName', '  Maison Sakura '))
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    expect(check.calls).toEqual(['Maison Sakura'])
    expect(region(actor, 'nameCheck')?.hasTag('nameTaken')).toBe(true)
    expect(send(actor, submit).context.problem).toEqual({ field: 'shopName', error: 'shopNameTaken' })
    expect(submitCall.calls).toEqual([])
  })

  it('reports a taken name to the form as a problem, never as busy, and withdraws it when the name is typed again', async () => {
    const { actor } = start(blankApplication, { check: resolving<boolean, string>(true).logic })
    send(actor, edit('shopName', 'Maison'))
    expect(actor.getSnapshot().can(submit)).toBe(true)
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    expect(actor.getSnapshot().context.regions.nameCheck).toEqual({ busy: false, problem: { field: 'shopName', error: 'shopNameTaken' } })
    send(actor, edit('shopName', 'Maison Lind'))
    expect(actor.getSnapshot().context.regions.nameCheck).toEqual({ busy: false, problem: null })
  })

  it('ignores the answer for a name typed over while it was checked', async () => {
    const check = pending<boolean, string>()
    const { actor } = start(blankApplication, { check: check.logic })
    send(actor, edit('shopName', 'Maison'))
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    const stale = check.settle
    send(actor, edit('shopName', 'Maison Lind'))
    stale(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(region(actor, 'nameCheck')?.hasTag('nameTaken')).toBe(false)
    await vi.advanceTimersByTimeAsync(nameCheckDelay)
    check.settle(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(check.calls).toEqual(['Maison', 'Maison Lind'])
    expect(region(actor, 'nameCheck')?.hasTag('nameAvailable')).toBe(true)
  })

  it('does not check names shorter than the rule allows, and checks a restored name at once', async () => {
    const check = resolving<boolean, string>(false)
    const { actor } = start(blankApplication, { check: check.logic })
    send(actor, edit('shopName', 'A'))
    await vi.advanceTimersByTimeAsync(nameCheckDelay * 2)
    expect(check.calls).toEqual([])
    const restored = resolving<boolean, string>(false)
    start(completeApplication, { check: restored.logic })
    expect(restored.calls).toEqual(['Atelier Lind'])
  })
})

describe('merchant application form: the draft', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps the draft once, 1 s after the last change, then says it is saved', async () => {
    const save = resolving<unknown, Draft>(true)
    const { actor } = start(blankApplication, { save: save.logic })
    send(actor, edit('userName', 'A'))
    await vi.advanceTimersByTimeAsync(600)
    send(actor, edit('userName', 'Ann'), edit('saleCategory', [12]))
    expect(unsavedFields(actor.getSnapshot())?.userName).toBe('Ann')
    await vi.advanceTimersByTimeAsync(draftDelay - 1)
    expect(save.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(save.calls).toHaveLength(1)
    expect(save.calls[0]?.form).toMatchObject({ userName: 'Ann', saleCategory: [12] })
    expect(region(actor, 'draft')?.hasTag('draftSaved')).toBe(true)
    expect(unsavedFields(actor.getSnapshot())).toBeNull()
  })

  it('keeps an identity image in the draft once it has landed', async () => {
    const save = resolving<unknown, Draft>(true)
    const { actor } = start(blankApplication, { save: save.logic })
    send(actor, { type: 'PICK_CARD', side: 'cardFront', file: png('front.png') })
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(save.calls.map((d) => d.form.cardFront)).toEqual(['id/front.png'])
  })

  it('saves again after a change made while a save was in flight', async () => {
    const save = pending<unknown, Draft>()
    const { actor } = start(blankApplication, { save: save.logic })
    send(actor, edit('mobile', '1'))
    await vi.advanceTimersByTimeAsync(draftDelay)
    send(actor, edit('mobile', '12'))
    expect(unsavedFields(actor.getSnapshot())?.mobile).toBe('12')
    save.settle(true)
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(save.calls.map((d) => d.form.mobile)).toEqual(['1', '12'])
  })

  it('stops on submit: the submission keeps the fields, a draft waiting is not saved', async () => {
    const save = resolving<unknown, Draft>(true)
    const submitCall = fake.pending('submit')
    const { actor } = start(completeApplication, { save: save.logic, submit: submitCall.logic })
    send(actor, edit('shopAddress', 'Götgatan 1'), submit)
    expect(submitCall.calls[0]?.form.shopAddress).toBe('Götgatan 1')
    await vi.advanceTimersByTimeAsync(draftDelay * 2)
    expect(save.calls).toEqual([])
  })

  it('says when the draft could not be saved, and keeps it unsaved for leaving', async () => {
    const { actor } = start(blankApplication, { save: rejecting<Draft, unknown>('Server busy').logic })
    send(actor, edit('email', 'a@b.co'))
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(region(actor, 'draft')?.hasTag('draftFailed')).toBe(true)
    expect(unsavedFields(actor.getSnapshot())?.email).toBe('a@b.co')
  })

  it('restores the draft’s fields and previews and saves nothing until a change', async () => {
    const save = resolving<unknown, Draft>(true)
    const { actor } = start(completeApplication, { save: save.logic })
    await vi.advanceTimersByTimeAsync(draftDelay * 2)
    expect(save.calls).toEqual([])
    expect(actor.getSnapshot().context.form.shopName).toBe('Atelier Lind')
    expect(region(actor, 'uploads')?.context.previews.cardBack).toBe(completeApplication.cardBackUrl)
  })
})

describe('merchant application form: submitting and the statuses', () => {
  it('submits, tells the applicant and locks the form as waiting', async () => {
    const { actor, submitted } = start(completeApplication, { submit: fake.resolving('submit', 1764000000000).logic })
    send(actor, submit)
    await flush()
    const s = actor.getSnapshot()
    expect(submitted).toHaveBeenCalledOnce()
    expect(s.hasTag('done')).toBe(true)
    expect(applicationStatus(s)).toMatchObject({ status: ShopApplicationStatus.waiting, submitTime: 1764000000000 })
    expect(s.can(edit('userName', 'Bo'))).toBe(false)
    expect(s.children.draft).toBeUndefined()
  })

  it('keeps the form after a refusal, with the service’s message; a taken name marks the name field', async () => {
    const { actor, notifyFailure } = start(completeApplication, {
      submit: fake.rejecting('submit', 'This shop name is already taken', ErrorCode.shopNameTaken).logic,
    })
    send(actor, submit)
    await flush()
    const s = actor.getSnapshot()
    expect(notifyFailure).toHaveBeenCalledWith('This shop name is already taken')
    expect(s.hasTag('failed')).toBe(true)
    expect(s.context.failureField).toBe('shopName')
    expect(send(actor, edit('shopName', 'Atelier Lind Two')).context.form.shopName).toBe('Atelier Lind Two')
  })

  it('refuses every edit while waiting and once passed', () => {
    for (const application of [waitingApplication, passedApplication]) {
      const { actor } = start(application)
      const s = actor.getSnapshot()
      expect(s.hasTag('done')).toBe(true)
      expect(s.children.nameCheck).toBeUndefined()
      for (const e of [edit('shopName', 'x'), edit('saleCategory', [1]), edit('logo', 'x'), submit] as const) {
        expect(s.can(e)).toBe(false)
      }
      expect(send(actor, edit('shopName', 'x')).context.form.shopName).toBe('Atelier Lind')
    }
  })

  it('lets a failed application be corrected and submitted again', async () => {
    const submitCall = fake.resolving('submit', 1)
    const { actor } = start(failedApplication, { submit: submitCall.logic })
    expect(actor.getSnapshot().hasTag('done')).toBe(false)
    expect(applicationStatus(actor.getSnapshot()).applyFailReason).toMatch(/blurred/)
    send(actor, { type: 'PICK_CARD', side: 'cardBack', file: png('sharp.png') })
    await flush()
    send(actor, submit)
    await flush()
    expect(submitCall.calls[0]?.form.cardBack).toBe('id/sharp.png')
    expect(applicationStatus(actor.getSnapshot())).toMatchObject({ status: ShopApplicationStatus.waiting, applyFailReason: '' })
  })
})
