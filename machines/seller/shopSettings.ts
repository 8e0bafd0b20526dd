import type { Language } from '../../contract/locale'
import { type ShopSettings, type ShopSettingsInput, shopSettingsLimits as limits } from '../../contract/seller'
import type { FieldProblem } from '../lib/formFields'
import { amountText, centsOf, dollarText } from '../lib/dollars'
import { createFormMachine } from '../lib/form'

/**
 * The shop settings form (docs/behaviour.md#shop-settings) on the form kit. Amounts are typed in
 * dollars (free shipping may be left empty: never free); the holiday is two days, the day the shop
 * closes and the day it reopens (midnight UTC), both or neither. Saved as often as the owner likes
 * (`submitted` tells them); the name is not a field: it changes through the platform.
 */

export interface ShopSettingsForm {
  logo: string
  descriptions: Record<Language, string>
  returnsAddress: string
  freight: string
  /** '' when the shop never ships for free. */
  freeShipping: string
  shopComment: boolean
  /** yyyy-mm-dd, or '' without a holiday. */
  holidayFrom: string
  holidayTo: string
}

export interface ShopSettingsFormInput {
  settings: ShopSettings
}

const day = 86_400_000
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (text: string) => Date.parse(`${text}T00:00:00Z`)

export const formOfSettings = (s: ShopSettings): ShopSettingsForm => ({
  logo: s.logo,
  descriptions: { zh: '', fr: '', ja: '', ko: '', ...s.descriptions },
  returnsAddress: s.returnsAddress,
  freight: dollarText(s.freight),
  freeShipping: s.freeShippingFrom === null ? '' : dollarText(s.freeShippingFrom),
  shopComment: s.shopComment,
  holidayFrom: s.holiday ? dayText(s.holiday.from) : '',
  holidayTo: s.holiday ? dayText(s.holiday.to) : '',
})

/** What `settingsSave` is sent: cents, and the holiday as instants. */
export const settingsOfForm = (f: ShopSettingsForm): ShopSettingsInput => ({
  logo: f.logo,
  descriptions: f.descriptions,
  returnsAddress: f.returnsAddress,
  freight: centsOf(f.freight),
  freeShippingFrom: f.freeShipping === '' ? null : centsOf(f.freeShipping),
  shopComment: f.shopComment,
  holiday: f.holidayFrom && f.holidayTo ? { from: msOf(f.holidayFrom), to: msOf(f.holidayTo) } : null,
})

type Field = keyof ShopSettingsForm

/** The first failing field, in the form's order: freight, free shipping, the holiday's days. */
export function validateShopSettings(f: ShopSettingsForm): FieldProblem<Field> | null {
  if (centsOf(f.freight) > limits.freightMax) return { field: 'freight', error: 'freightTooHigh' }
  if (f.freeShipping !== '' && centsOf(f.freeShipping) <= 0) return { field: 'freeShipping', error: 'freeShippingAboveZero' }
  if (centsOf(f.freeShipping) > limits.freeShippingMax) return { field: 'freeShipping', error: 'freightTooHigh' }
  if (!f.holidayFrom !== !f.holidayTo) return { field: f.holidayFrom ? 'holidayTo' : 'holidayFrom', error: 'holidayDatesRequired' }
  if (!f.holidayFrom) return null
  const length = msOf(f.holidayTo) - msOf(f.holidayFrom)
  if (!(length > 0)) return { field: 'holidayTo', error: 'holidayEndsBeforeStart' }
  return length > limits.holidayDaysMax * day ? { field: 'holidayTo', error: 'holidayTooLong' } : null
}

/** Typed amounts keep their digits and two decimals. */
const tidy = (f: ShopSettingsForm, _input: ShopSettingsFormInput, edited: Field): ShopSettingsForm =>
  edited === 'freight' || edited === 'freeShipping' ? { ...f, [edited]: amountText(f[edited]) } : f

export const shopSettingsMachine = createFormMachine({
  id: 'shopSettings',
  types: {} as { result: ShopSettings },
  blank: ({ settings }: ShopSettingsFormInput) => formOfSettings(settings),
  validate: validateShopSettings,
  tidy,
  afterSubmit: 'stay',
})
