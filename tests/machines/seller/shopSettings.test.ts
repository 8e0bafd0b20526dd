import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { formOfSettings, settingsOfForm, shopSettingsMachine, validateShopSettings } from '../../../machines/seller/shopSettings'
import { blankSettings, sampleSettings } from '../../../src/fakes/shopSettings'
import { fakesOf, flush } from '../fakes'

const fakes = fakesOf(shopSettingsMachine)
const start = (submit = fakes.resolving('submit', sampleSettings), settings = sampleSettings) => {
  const actor = createActor(shopSettingsMachine.provide({ actors: { submit: submit.logic } }), { input: { settings } }).start()
  return { actor, submit }
}
const form = formOfSettings(sampleSettings)

describe('the shop settings form', () => {
  it('starts from the loaded settings: dollars, days, every language', () => {
    expect(form).toEqual({
      logo: sampleSettings.logo,
      descriptions: { en: 'Washed linen and silk, cut in Lyon.', zh: '', fr: 'Lin lavé et soie, coupés à Lyon.', ja: '', ko: '' },
      returnsAddress: sampleSettings.returnsAddress,
      freight: '9',
      freeShipping: '300',
      shopComment: true,
      holidayFrom: '2026-12-20',
      holidayTo: '2027-01-04',
    })
    expect(formOfSettings(blankSettings)).toMatchObject({ freight: '0', freeShipping: '', holidayFrom: '', holidayTo: '' })
  })

  it('sends what it started from unchanged, in cents and instants', () => {
    const { shopname: _name, ...settings } = sampleSettings
    expect(settingsOfForm(form)).toEqual({ ...settings, descriptions: form.descriptions })
    expect(settingsOfForm(formOfSettings(blankSettings))).toMatchObject({ freight: 0, freeShippingFrom: null, holiday: null })
  })

  it('validates in order: freight, free shipping, both holiday days, reopening after closing, at most 92 days', () => {
    expect(validateShopSettings(form)).toBeNull()
    const problem = (over: Partial<typeof form>) => validateShopSettings({ ...form, ...over })
    expect(problem({ freight: '1000.01', freeShipping: '0' })).toEqual({ field: 'freight', error: 'freightTooHigh' })
    expect(problem({ freight: '1000' })).toBeNull()
    expect(problem({ freeShipping: '0', holidayTo: '' })).toEqual({ field: 'freeShipping', error: 'freeShippingAboveZero' })
    expect(problem({ freeShipping: '100000.01' })).toEqual({ field: 'freeShipping', error: 'freightTooHigh' })
    expect(problem({ freeShipping: '' })).toBeNull()
    expect(problem({ holidayTo: '' })).toEqual({ field: 'holidayTo', error: 'holidayDatesRequired' })
    expect(problem({ holidayFrom: '' })).toEqual({ field: 'holidayFrom', error: 'holidayDatesRequired' })
    expect(problem({ holidayFrom: '', holidayTo: '' })).toBeNull()
    expect(problem({ holidayTo: '2026-12-20' })).toEqual({ field: 'holidayTo', error: 'holidayEndsBeforeStart' })
    expect(problem({ holidayTo: '2026-12-19' })).toEqual({ field: 'holidayTo', error: 'holidayEndsBeforeStart' })
    expect(problem({ holidayTo: '2027-03-23' })).toEqual({ field: 'holidayTo', error: 'holidayTooLong' })
    expect(problem({ holidayTo: '2027-03-22' })).toBeNull()
  })

  it('keeps typed amounts to digits and two decimals', () => {
    const { actor } = start()
    actor.send({ type: 'EDIT', field: 'freight', value: '12,505 $' })
    actor.send({ type: 'EDIT', field: 'freeShipping', value: '250.999' })
    expect(actor.getSnapshot().context.form).toMatchObject({ freight: '12505', freeShipping: '250.99' })
  })

  it('refuses to send an invalid form, naming the field, and sends again once it is fixed', async () => {
    const { actor, submit } = start()
    actor.send({ type: 'EDIT', field: 'holidayTo', value: '2026-12-01' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'holidayTo', error: 'holidayEndsBeforeStart' })
    expect(submit.calls).toEqual([])
    actor.send({ type: 'EDIT', field: 'holidayTo', value: '2027-01-04' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls).toEqual([{ form }])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
  })

  it('is busy while saving, then saved, and may be edited and saved again', async () => {
    const submit = fakes.pending('submit')
    const { actor } = start(submit)
    actor.send({ type: 'EDIT', field: 'shopComment', value: false })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(submit.calls).toEqual([{ form: { ...form, shopComment: false } }])
    submit.settle({ ...sampleSettings, shopComment: false })
    await flush()
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().context.result?.shopComment).toBe(false)
    actor.send({ type: 'EDIT', field: 'freight', value: '10' })
    expect(actor.getSnapshot().hasTag('done')).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(submit.calls).toHaveLength(2)
  })

  it('keeps the edits and the server’s message when the save is refused', async () => {
    const { actor } = start(fakes.rejecting('submit', 'holiday.to is not valid'))
    actor.send({ type: 'EDIT', field: 'returnsAddress', value: 'Quai 4' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'holiday.to is not valid', form: { returnsAddress: 'Quai 4' } })
  })
})
