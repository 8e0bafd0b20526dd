import type * as z from 'zod/mini'
import type * as s from './schemas/address'
import { checkCaptcha, type FieldError, firstError, isEmail } from './validation'

/** The address page's rules (docs/behaviour.md#addresses), shared by the storefront's machine and the service. */

export type AddressForm = z.output<typeof s.addressFields>

const required = (value: string | undefined, error: FieldError): FieldError | null => ((value ?? '').trim() ? null : error)

/**
 * First name, last name, mobile, a valid email when one is given, address, country, the province
 * when the country has provinces (`needsProvince`), city, postal code, then the picture code:
 * The order docs/behaviour.md#addresses gives, with the fields it leaves out placed where the page shows them.
 */
export const validateAddress = (f: AddressForm, needsProvince: boolean) =>
  firstError<keyof AddressForm>([
    ['firstname', required(f.firstname, 'firstNameRequired')],
    ['surname', required(f.surname, 'lastNameRequired')],
    ['mobile', required(f.mobile, 'mobileRequired')],
    ['email', (f.email ?? '').trim() && !isEmail(f.email) ? 'emailInvalid' : null],
    ['detailAddress', required(f.detailAddress, 'addressRequired')],
    ['countryRegion', required(f.countryRegion, 'countryRequired')],
    ['province', needsProvince ? required(f.province, 'provinceRequired') : null],
    ['city', required(f.city, 'cityRequired')],
    ['zipcode', required(f.zipcode, 'postalCodeRequired')],
    ['yzcode', checkCaptcha(f.yzcode)],
  ])
