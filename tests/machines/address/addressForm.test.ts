import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Captcha } from '../../../contract/api'
import { addressFormMachine, chooseCountry, type AddressFormInput } from '../../../machines/address/addressForm'
import { sampleAddresses, sampleCountries } from '../../../src/fakes/address'
import { type ActorsOf, fakesOf } from '../fakes'

const countries = sampleCountries
const saved = sampleAddresses[0]

function captchas() {
  let n = 0
  return fromPromise<Captcha>(async () => ({ img: `data:image/png;base64,${++n}`, uuid: `uuid-${n}` }))
}

const fake = fakesOf(addressFormMachine)

function start(
  save: ActorsOf<typeof addressFormMachine>['submit'] = fake.resolving('submit', 12).logic,
  input: AddressFormInput = { countries },
) {
  const spies = { submitted: vi.fn(), notifyFailure: vi.fn() }
  const machine = addressFormMachine.provide({
    actors: { loadCaptcha: captchas(), submit: save },
    actions: { submitted: (_, done) => spies.submitted(done.result), notifyFailure: (_, m) => spies.notifyFailure(m) },
  })
  return { actor: createActor(machine, { input }).start(), ...spies }
}
type Actor = ReturnType<typeof start>['actor']
const edit = (actor: Actor, field: string, value: string | boolean) => actor.send({ type: 'EDIT', field, value } as never)
const country = (actor: Actor, cno: string) => {
  for (const e of chooseCountry(countries, cno)) actor.send(e as never)
}
const fill = (actor: Actor) => {
  for (const [f, v] of [
    ['firstname', 'Grace'],
    ['surname', 'Hopper'],
    ['mobile', '+1 555 0199'],
    ['detailAddress', '1 Navy Way'],
    ['city', 'Arlington'],
    ['zipcode', '22202'],
    ['yzcode', 'AB12'],
  ])
    edit(actor, f, v)
  country(actor, 'US')
  edit(actor, 'province', 'US-CA')
}

describe('addressForm', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts blank with a captcha, and a click loads another', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.form).toMatchObject({ id: 0, firstname: '', countryRegion: '', needsProvince: false })
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.form.uuid).toBe('uuid-1')
    actor.send({ type: 'REFRESH_CAPTCHA' })
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.form.uuid).toBe('uuid-2')
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('starts from the address when editing, asking for a province when its country has some', () => {
    const { actor } = start(undefined, { countries, address: saved })
    expect(actor.getSnapshot().context.form).toMatchObject({ id: 1, firstname: 'Ann', province: 'US-CA', needsProvince: true, yzcode: '' })
  })

  it('choosing a country clears the province and says whether one is needed', () => {
    const { actor } = start(undefined, { countries, address: saved })
    country(actor, 'GB')
    expect(actor.getSnapshot().context.form).toMatchObject({ countryRegion: 'GB', province: '', needsProvince: false })
    country(actor, 'US')
    expect(actor.getSnapshot().context.form).toMatchObject({ countryRegion: 'US', province: '', needsProvince: true })
  })

  it('validates in the page order, the province only when the country has provinces', async () => {
    const save = fake.resolving('submit', 12)
    const { actor } = start(save.logic)
    await vi.advanceTimersByTimeAsync(0)
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
      expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    }
    expectProblem('firstname', 'firstNameRequired')
    edit(actor, 'firstname', 'Grace')
    expectProblem('surname', 'lastNameRequired')
    edit(actor, 'surname', 'Hopper')
    expectProblem('mobile', 'mobileRequired')
    edit(actor, 'mobile', '555')
    edit(actor, 'email', 'grace@')
    expectProblem('email', 'emailInvalid')
    edit(actor, 'email', '')
    expectProblem('detailAddress', 'addressRequired')
    edit(actor, 'detailAddress', '1 Navy Way')
    expectProblem('countryRegion', 'countryRequired')
    country(actor, 'US')
    expectProblem('province', 'provinceRequired')
    country(actor, 'GB')
    expectProblem('city', 'cityRequired')
    edit(actor, 'city', 'London')
    expectProblem('zipcode', 'postalCodeRequired')
    edit(actor, 'zipcode', 'SW1A 1AA')
    expectProblem('yzcode', 'captchaRequired')
    edit(actor, 'yzcode', 'ABCDE')
    expectProblem('yzcode', 'captchaTooLong')
    expect(save.calls).toHaveLength(0)
  })

  it('editing the field in error clears the problem; another field keeps it; DISMISS forgets it', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT' })
    edit(actor, 'city', 'Paris')
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    edit(actor, 'firstname', 'G')
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false)
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem?.field).toBe('surname')
    actor.send({ type: 'DISMISS' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false)
  })

  it('saves: busy while the call runs, then done with its result', async () => {
    const save = fake.pending('submit')
    const { actor, submitted } = start(save.logic)
    await vi.advanceTimersByTimeAsync(0)
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(save.calls[0]).toMatchObject({
      form: {
        id: 0,
        firstname: 'Grace',
        countryRegion: 'US',
        province: 'US-CA',
        yzcode: 'AB12',
        uuid: 'uuid-1',
      },
    })
    save.settle(12)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(submitted).toHaveBeenCalledWith(12)
  })

  it('a failed save shows the message, refreshes the captcha, clears the typed code and keeps the rest', async () => {
    const { actor, notifyFailure, submitted } = start(fake.rejecting('submit', 'The picture code is wrong or has expired', 1004).logic)
    await vi.advanceTimersByTimeAsync(0)
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('The picture code is wrong or has expired')
    expect(context.failure).toBe('The picture code is wrong or has expired')
    expect(context.form).toMatchObject({ yzcode: '', uuid: 'uuid-2', firstname: 'Grace', province: 'US-CA' })
    expect(submitted).not.toHaveBeenCalled()
    // Failed -> SUBMIT validates again (the code is now missing); failed -> EDIT returns to editing.
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'yzcode', error: 'captchaRequired' })
  })

  it('after a failure, an edit goes back to editing and the form can be saved', async () => {
    let calls = 0
    const { actor, submitted } = start(
      fromPromise(async (): Promise<number | true> => {
        if (++calls === 1) throw new Error('Network')
        return 3
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    edit(actor, 'yzcode', 'CD34')
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(submitted).toHaveBeenCalledWith(3)
  })

  it('a failed captcha load shows a reload button that retries', async () => {
    let n = 0
    const flaky = fromPromise<Captcha>(async () => {
      if (++n === 1) throw new Error('down')
      return { img: 'data:', uuid: 'u' }
    })
    const actor = createActor(addressFormMachine.provide({ actors: { loadCaptcha: flaky } }), { input: { countries } }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.captcha).toBeNull()
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(false)
    actor.send({ type: 'REFRESH_CAPTCHA' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.captcha).toEqual({ img: 'data:', uuid: 'u' })
  })
})
