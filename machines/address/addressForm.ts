import type { Address } from '../../contract/address'
import { provincesOf } from '../../contract/address'
import { type AddressForm, validateAddress } from '../../contract/addressForm'
import type { CountryRegion } from '../../contract/api'
import { createFormMachine } from '../lib/form'

/**
 * The /addAddress form: the wire's fields, the address's `id` when editing (0 for a new one) and
 * whether the chosen country has provinces (only then is a province asked for and required).
 */
export interface AddressDraft extends AddressForm {
  id: number
  needsProvince: boolean
}

export interface AddressFormInput {
  countries: readonly CountryRegion[]
  /** The address being edited; a blank form without it. */
  address?: Address | null
}

/**
 * The edits a country choice makes: the country, no province yet, and whether one is needed.
 * Sent as EDIT events, so the form machine stays the one every account form uses.
 */
export const chooseCountry = (countries: readonly CountryRegion[], cno: string) =>
  [
    { type: 'EDIT', field: 'countryRegion', value: cno },
    { type: 'EDIT', field: 'province', value: '' },
    { type: 'EDIT', field: 'needsProvince', value: provincesOf(countries, cno).length > 0 },
  ] as const

export function blankAddress({ countries, address }: AddressFormInput): AddressDraft {
  const a = address
  return {
    id: a?.id ?? 0,
    firstname: a?.firstname ?? '',
    surname: a?.surname ?? '',
    mobile: a?.mobile ?? '',
    email: a?.email ?? '',
    detailAddress: a?.detailAddress ?? '',
    countryRegion: a?.countryRegion ?? '',
    province: a?.province ?? '',
    city: a?.city ?? '',
    zipcode: a?.zipcode ?? '',
    remark: a?.remark ?? '',
    defaultStatus: a?.defaultStatus ?? false,
    yzcode: '',
    uuid: '',
    needsProvince: provincesOf(countries, a?.countryRegion ?? '').length > 0,
  }
}

/**
 * Add or edit an address (docs/behaviour.md#addresses): the picture code loads at start and on
 * click, a failed save refreshes it; success ends the machine and the page returns to the book.
 * The result is the new address's id, or true after an update.
 */
export const addressFormMachine = createFormMachine({
  types: {} as { result: number | true },
  id: 'addressForm',
  blank: blankAddress,
  validate: (form) => validateAddress(form, form.needsProvince),
  captcha: true,
  captchaField: 'yzcode',
  afterSubmit: 'end',
})
