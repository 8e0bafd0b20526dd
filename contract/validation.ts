/**
 * Field rules of docs/behaviour.md#errors, shared by the storefront (machines) and the service.
 * Each check returns a key of `FieldError` or null; views and the service translate keys.
 */
export type FieldError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordLength'
  | 'oldPasswordRequired'
  | 'confirmRequired'
  | 'passwordsDiffer'
  | 'codeRequired'
  | 'codeTooLong'
  | 'captchaRequired'
  | 'captchaTooLong'
  | 'termsNotAccepted'
  | 'sixDigits'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'mobileRequired'
  | 'addressRequired'
  | 'cityRequired'
  | 'postalCodeRequired'
  | 'countryRequired'
  | 'payoutTypeRequired'
  | 'fullnameRequired'
  | 'bankNameRequired'
  | 'cardNumberRequired'
  | 'usdtAddressRequired'
  | 'amountRequired'
  | 'amountTooHigh'
  | 'payMethodRequired'
  | 'screenshotRequired'
  | 'payoutAddressRequired'
  | 'provinceRequired'
  | 'serviceRatingRequired'
  | 'logisticsRatingRequired'
  | 'descriptionRatingRequired'
  | 'commentRequired'
  | 'commentTooLong'
  | 'imageRequired'
  | 'tooManyImages'
  | 'deliveryAddressRequired'
  | 'remarkTooLong'
  | 'refundCountRequired'
  | 'refundCountZero'
  | 'refundCountTooHigh'
  | 'refundModeRequired'
  | 'returnNeedsShipment'
  | 'refundReasonRequired'
  | 'refundPriceRequired'
  | 'refundPriceMultiple'
  | 'refundPriceTooHigh'
  | 'descriptionTooLong'
  | 'logisticsNoRequired'
  | 'inviteCodeRequired'
  | 'shopNameRequired'
  | 'shopNameTooShort'
  | 'shopNameTaken'
  | 'shopDescRequired'
  | 'logoRequired'
  | 'cardTypeRequired'
  | 'cardFrontRequired'
  | 'cardBackRequired'
  | 'saleCategoryRequired'
  | 'agreementRequired'
  | 'chatMessageRequired'
  | 'productNameRequired'
  | 'productCategoryRequired'
  | 'productBrandRequired'
  | 'productSkuRequired'
  | 'productPriceRequired'
  | 'productPictureRequired'
  | 'freightTooHigh'
  | 'freeShippingAboveZero'
  | 'holidayDatesRequired'
  | 'holidayEndsBeforeStart'
  | 'holidayTooLong'
  | 'replyRequired'
  | 'replyTooLong'
  | 'carrierRequired'
  | 'trackingNoRequired'
  | 'trackingUpdateRequired'
  | 'cancelReasonRequired'
  | 'remarkRequired'

export const limits = {
  passwordMin: 8,
  passwordMax: 16,
  emailCodeLength: 6,
  captchaLength: 4,
  codeResendSeconds: 60,
} as const

const emailPattern = /^\S+@\S+\.\S+$/

export const isEmail = (value: string) => emailPattern.test(value.trim())

export function checkEmail(value: string | undefined): FieldError | null {
  const v = (value ?? '').trim()
  if (!v) return 'emailRequired'
  return isEmail(v) ? null : 'emailInvalid'
}

export function checkPassword(value: string | undefined, required: FieldError = 'passwordRequired'): FieldError | null {
  const v = (value ?? '').trim()
  if (!v) return required
  return v.length < limits.passwordMin || v.length > limits.passwordMax ? 'passwordLength' : null
}

export function checkConfirm(password: string | undefined, confirm: string | undefined): FieldError | null {
  if (!(confirm ?? '').trim()) return 'confirmRequired'
  return (password ?? '').trim() === (confirm ?? '').trim() ? null : 'passwordsDiffer'
}

export function checkEmailCode(value: string | undefined): FieldError | null {
  const v = (value ?? '').replace(/\s+/g, '')
  if (!v) return 'codeRequired'
  return v.length > limits.emailCodeLength ? 'codeTooLong' : null
}

export function checkCaptcha(value: string | undefined): FieldError | null {
  const v = (value ?? '').trim()
  if (!v) return 'captchaRequired'
  return v.length > limits.captchaLength ? 'captchaTooLong' : null
}

/** Six digits: non-digits are stripped first, as the transaction password box does. */
export const onlyDigits = (value: string) => value.replace(/\D+/g, '')
export const checkSixDigits = (value: string | undefined): FieldError | null =>
  /^\d{6}$/.test(onlyDigits(value ?? '')) ? null : 'sixDigits'

/** The first failing rule, in the order given: forms report one message at a time (docs/behaviour.md#errors). */
export type FieldCheck<F extends string> = [field: F, error: FieldError | null]
export function firstError<F extends string>(checks: FieldCheck<F>[]): { field: F; error: FieldError } | null {
  for (const [field, error] of checks) if (error) return { field, error }
  return null
}
