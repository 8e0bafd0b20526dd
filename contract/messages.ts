import type { FieldError } from './validation'

/** A message by id with its English text: what Lingui's `i18n._` takes, and what the service translates. */
export interface Message {
  id: string
  message: string
}

/**
 * The field errors of docs/behaviour.md#errors, worded once for both sides: the storefront shows
 * them under its fields and the service sends them in `msg`, both from the storefront's catalogs
 * (src/locales). Plain descriptors marked for `lingui extract`, so the service needs no macro.
 * Each id is its key, so the storefront translates a key without shipping these English texts.
 */
export const fieldErrorMessages = {
  emailRequired: /*i18n*/ { id: 'emailRequired', message: 'Please enter your email' },
  emailInvalid: /*i18n*/ { id: 'emailInvalid', message: 'The email format is incorrect' },
  passwordRequired: /*i18n*/ { id: 'passwordRequired', message: 'Please enter your password' },
  passwordLength: /*i18n*/ { id: 'passwordLength', message: 'Please enter 8 to 16 characters' },
  oldPasswordRequired: /*i18n*/ { id: 'oldPasswordRequired', message: 'Please enter your current password' },
  confirmRequired: /*i18n*/ { id: 'confirmRequired', message: 'Please confirm your password' },
  passwordsDiffer: /*i18n*/ { id: 'passwordsDiffer', message: 'The passwords differ' },
  codeRequired: /*i18n*/ { id: 'codeRequired', message: 'Please enter the email code' },
  codeTooLong: /*i18n*/ { id: 'codeTooLong', message: 'The email code has 6 digits' },
  captchaRequired: /*i18n*/ { id: 'captchaRequired', message: 'Please enter the picture code' },
  captchaTooLong: /*i18n*/ { id: 'captchaTooLong', message: 'The picture code has 4 characters' },
  termsNotAccepted: /*i18n*/ { id: 'termsNotAccepted', message: 'Please read and accept the terms and conditions' },
  sixDigits: /*i18n*/ { id: 'sixDigits', message: 'Please enter 6 pure numbers' },
  firstNameRequired: /*i18n*/ { id: 'firstNameRequired', message: 'Please enter your first name' },
  lastNameRequired: /*i18n*/ { id: 'lastNameRequired', message: 'Please enter your last name' },
  mobileRequired: /*i18n*/ { id: 'mobileRequired', message: 'Please enter a mobile number' },
  addressRequired: /*i18n*/ { id: 'addressRequired', message: 'Please enter the address' },
  cityRequired: /*i18n*/ { id: 'cityRequired', message: 'Please enter the city' },
  postalCodeRequired: /*i18n*/ { id: 'postalCodeRequired', message: 'Please enter the postal code' },
  countryRequired: /*i18n*/ { id: 'countryRequired', message: 'Please choose a country or region' },
  payoutTypeRequired: /*i18n*/ { id: 'payoutTypeRequired', message: 'Please choose bank card or USDT' },
  fullnameRequired: /*i18n*/ { id: 'fullnameRequired', message: 'Please enter the account holder’s name' },
  bankNameRequired: /*i18n*/ { id: 'bankNameRequired', message: 'Please enter the bank name' },
  cardNumberRequired: /*i18n*/ { id: 'cardNumberRequired', message: 'Please enter the card number' },
  usdtAddressRequired: /*i18n*/ { id: 'usdtAddressRequired', message: 'Please enter the USDT address' },
  amountRequired: /*i18n*/ { id: 'amountRequired', message: 'Please enter an amount greater than 0' },
  amountTooHigh: /*i18n*/ { id: 'amountTooHigh', message: 'The amount is more than your available balance' },
  payMethodRequired: /*i18n*/ { id: 'payMethodRequired', message: 'Please choose a payment method' },
  screenshotRequired: /*i18n*/ { id: 'screenshotRequired', message: 'Please upload the payment screenshot' },
  payoutAddressRequired: /*i18n*/ { id: 'payoutAddressRequired', message: 'Please choose a payout address' },
  provinceRequired: /*i18n*/ { id: 'provinceRequired', message: 'Please choose a province or state' },
  serviceRatingRequired: /*i18n*/ { id: 'serviceRatingRequired', message: 'Please fill in the service rating' },
  logisticsRatingRequired: /*i18n*/ { id: 'logisticsRatingRequired', message: 'Please fill in the logistics score' },
  descriptionRatingRequired: /*i18n*/ { id: 'descriptionRatingRequired', message: 'Please fill in the description rating' },
  commentRequired: /*i18n*/ { id: 'commentRequired', message: 'Comment message cannot be empty' },
  commentTooLong: /*i18n*/ { id: 'commentTooLong', message: 'Please keep the comment within 500 characters' },
  imageRequired: /*i18n*/ { id: 'imageRequired', message: 'Please upload at least one image' },
  tooManyImages: /*i18n*/ { id: 'tooManyImages', message: 'Up to 6 pictures can be uploaded' },
  deliveryAddressRequired: /*i18n*/ { id: 'deliveryAddressRequired', message: 'Please choose a delivery address' },
  remarkTooLong: /*i18n*/ { id: 'remarkTooLong', message: 'Please keep the remark within 200 characters' },
  refundCountRequired: /*i18n*/ { id: 'refundCountRequired', message: 'Please enter the refund quantity' },
  refundCountZero: /*i18n*/ { id: 'refundCountZero', message: 'The refund quantity must be at least 1' },
  refundCountTooHigh: /*i18n*/ { id: 'refundCountTooHigh', message: 'The refund quantity is more than can still be refunded' },
  refundModeRequired: /*i18n*/ { id: 'refundModeRequired', message: 'Please choose refund only or refund and return' },
  returnNeedsShipment: /*i18n*/ { id: 'returnNeedsShipment', message: 'Goods can only be returned once the order has shipped' },
  refundReasonRequired: /*i18n*/ { id: 'refundReasonRequired', message: 'Please choose a reason for the refund' },
  refundPriceRequired: /*i18n*/ { id: 'refundPriceRequired', message: 'Please enter the refund amount' },
  refundPriceMultiple: /*i18n*/ { id: 'refundPriceMultiple', message: 'The amount must be the unit price or a multiple of it' },
  refundPriceTooHigh: /*i18n*/ { id: 'refundPriceTooHigh', message: 'The amount cannot be more than what was paid for these pieces' },
  descriptionTooLong: /*i18n*/ { id: 'descriptionTooLong', message: 'Please keep the description within 500 characters' },
  logisticsNoRequired: /*i18n*/ { id: 'logisticsNoRequired', message: 'Please enter the tracking number of the return' },
  inviteCodeRequired: /*i18n*/ { id: 'inviteCodeRequired', message: 'Please enter your invite code' },
  shopNameRequired: /*i18n*/ { id: 'shopNameRequired', message: 'Please enter a shop name' },
  shopNameTooShort: /*i18n*/ { id: 'shopNameTooShort', message: 'The shop name needs at least 2 characters' },
  shopNameTaken: /*i18n*/ { id: 'shopNameTaken', message: 'This shop name is already taken' },
  shopDescRequired: /*i18n*/ { id: 'shopDescRequired', message: 'Please describe your shop' },
  logoRequired: /*i18n*/ { id: 'logoRequired', message: 'Please upload your shop’s logo' },
  cardTypeRequired: /*i18n*/ { id: 'cardTypeRequired', message: 'Please choose the type of identity document' },
  cardFrontRequired: /*i18n*/ { id: 'cardFrontRequired', message: 'Please upload the front of your identity document' },
  cardBackRequired: /*i18n*/ { id: 'cardBackRequired', message: 'Please upload the back of your identity document' },
  saleCategoryRequired: /*i18n*/ { id: 'saleCategoryRequired', message: 'Please choose at least one category you will sell in' },
  agreementRequired: /*i18n*/ { id: 'agreementRequired', message: 'Please read and accept the shop agreement' },
  chatMessageRequired: /*i18n*/ { id: 'chatMessageRequired', message: 'Please enter a message' },
  productNameRequired: /*i18n*/ { id: 'productNameRequired', message: 'Please enter the product’s name in English' },
  productCategoryRequired: /*i18n*/ { id: 'productCategoryRequired', message: 'Please choose a category' },
  productBrandRequired: /*i18n*/ { id: 'productBrandRequired', message: 'Please choose a brand' },
  productSkuRequired: /*i18n*/ { id: 'productSkuRequired', message: 'Please add at least one colour and one size' },
  productPriceRequired: /*i18n*/ { id: 'productPriceRequired', message: 'Please give every colour and size a price above 0' },
  productPictureRequired: /*i18n*/ { id: 'productPictureRequired', message: 'Please add at least one picture to each colour' },
  freightTooHigh: /*i18n*/ { id: 'freightTooHigh', message: 'Please keep the amount within 1,000 USD (100,000 USD for free shipping)' },
  freeShippingAboveZero: /*i18n*/ {
    id: 'freeShippingAboveZero',
    message: 'Free shipping starts from an amount above 0; leave it empty for none',
  },
  holidayDatesRequired: /*i18n*/ { id: 'holidayDatesRequired', message: 'Please give both the day the shop closes and the day it reopens' },
  holidayEndsBeforeStart: /*i18n*/ { id: 'holidayEndsBeforeStart', message: 'The shop must reopen after the day it closes' },
  holidayTooLong: /*i18n*/ { id: 'holidayTooLong', message: 'A holiday lasts at most 92 days' },
  replyRequired: /*i18n*/ { id: 'replyRequired', message: 'Please write your reply' },
  replyTooLong: /*i18n*/ { id: 'replyTooLong', message: 'A reply has at most 1,000 characters' },
  carrierRequired: /*i18n*/ { id: 'carrierRequired', message: 'Please choose the carrier, or name it' },
  trackingNoRequired: /*i18n*/ { id: 'trackingNoRequired', message: 'Please enter the tracking number' },
  trackingUpdateRequired: /*i18n*/ { id: 'trackingUpdateRequired', message: 'Please write the tracking update' },
  cancelReasonRequired: /*i18n*/ { id: 'cancelReasonRequired', message: 'Please tell the shopper why the order is cancelled' },
  remarkRequired: /*i18n*/ { id: 'remarkRequired', message: 'Please tell the shopper why' },
} satisfies { [Key in FieldError]: Message & { id: Key } }

/** Other messages both sides show: the storefront checks that an email is free before the service does. */
export const sharedMessages = {
  emailTaken: /*i18n*/ { id: 'emailTaken', message: 'This email is already registered' },
} satisfies Record<string, Message>
