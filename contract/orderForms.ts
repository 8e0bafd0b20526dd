import type * as z from 'zod/mini'
import { evaluationLimits } from './evaluation'
import { orderLimits } from './order'
import type * as s from './schemas/address'
import type * as e from './schemas/evaluation'
import { checkEmail, type FieldError, firstError } from './validation'

/** The checkout's rules (docs/behaviour.md#checkout), shared by the storefront's machines and the service. */

type AddressFields = Omit<z.output<typeof s.addressFields>, 'yzcode' | 'uuid'>

const required = (value: string | undefined, error: FieldError): FieldError | null => ((value ?? '').trim() ? null : error)

/** The checkout address dialog: firstname, surname, mobile, zipcode, detailAddress, city, countryRegion, then a valid email. */
export const validateCheckoutAddress = (f: AddressFields) =>
  firstError<keyof AddressFields>([
    ['firstname', required(f.firstname, 'firstNameRequired')],
    ['surname', required(f.surname, 'lastNameRequired')],
    ['mobile', required(f.mobile, 'mobileRequired')],
    ['zipcode', required(f.zipcode, 'postalCodeRequired')],
    ['detailAddress', required(f.detailAddress, 'addressRequired')],
    ['city', required(f.city, 'cityRequired')],
    ['countryRegion', required(f.countryRegion, 'countryRequired')],
    ['email', checkEmail(f.email)],
  ])

/** Step 2's "to pay": an address chosen and a remark within its limit (the lines were checked at settle). */
export const validateToPay = (f: { addressId: number | null; remark: string }) =>
  firstError<'addressId' | 'remark'>([
    ['addressId', f.addressId ? null : 'deliveryAddressRequired'],
    ['remark', f.remark.trim().length > orderLimits.remarkMax ? 'remarkTooLong' : null],
  ])

/** Step 3's "confirm pay": a method chosen (docs/behaviour.md#checkout). */
export const validateConfirmPay = (payType: number | null) => firstError<'payType'>([['payType', payType ? null : 'payMethodRequired']])

type EvaluationItem = Pick<
  z.output<typeof e.evaluationItem>,
  'serviceAttitudeScore' | 'logisticsServiceScore' | 'describeScore' | 'remark'
> & { picUrls: readonly string[] }

const rated = (score: number, error: FieldError): FieldError | null =>
  Number.isInteger(score) && score >= evaluationLimits.minScore && score <= evaluationLimits.maxScore ? null : error

function checkComment(remark: string): FieldError | null {
  const v = remark.trim()
  if (!v) return 'commentRequired'
  return v.length > evaluationLimits.remarkMax ? 'commentTooLong' : null
}

function checkImages(urls: readonly string[]): FieldError | null {
  if (urls.length < evaluationLimits.minImages) return 'imageRequired'
  return urls.length > evaluationLimits.maxImages ? 'tooManyImages' : null
}

/** One item's evaluation, in the order docs/behaviour.md#evaluations gives: service, logistics, description ratings, comment, images. */
export const validateEvaluationItem = (f: EvaluationItem) =>
  firstError<keyof EvaluationItem>([
    ['serviceAttitudeScore', rated(f.serviceAttitudeScore, 'serviceRatingRequired')],
    ['logisticsServiceScore', rated(f.logisticsServiceScore, 'logisticsRatingRequired')],
    ['describeScore', rated(f.describeScore, 'descriptionRatingRequired')],
    ['remark', checkComment(f.remark)],
    ['picUrls', checkImages(f.picUrls)],
  ])
