import { IdCardType } from './lifecycles'
import type { ShopApplicationFields } from './shopApplication'
import { shopApplicationLimits as limits } from './shopApplication'
import { checkEmail, type FieldError, firstError } from './validation'

/** The merchant application's rules (docs/behaviour.md#shop-application), shared by the storefront's machine and the service. */

const required = (value: string, error: FieldError): FieldError | null => (value.trim() ? null : error)
const cardTypes: readonly number[] = Object.values(IdCardType)

function checkShopName(name: string): FieldError | null {
  const v = name.trim()
  if (!v) return 'shopNameRequired'
  return v.length < limits.shopNameMin ? 'shopNameTooShort' : null
}

/**
 * The order docs/behaviour.md#shop-application gives: name, surname, phone, email, invite code, shop name, description, logo, the
 * identity document (its type, then both images), at least one sale category; then the agreement.
 */
export const validateShopApplication = (f: ShopApplicationFields) =>
  firstError<keyof ShopApplicationFields>([
    ['userName', required(f.userName, 'firstNameRequired')],
    ['surname', required(f.surname, 'lastNameRequired')],
    ['mobile', required(f.mobile, 'mobileRequired')],
    ['email', checkEmail(f.email)],
    ['inviteCode', required(f.inviteCode, 'inviteCodeRequired')],
    ['shopName', checkShopName(f.shopName)],
    ['shopDesc', required(f.shopDesc, 'shopDescRequired')],
    ['logo', required(f.logo, 'logoRequired')],
    ['cardType', cardTypes.includes(f.cardType) ? null : 'cardTypeRequired'],
    ['cardFront', required(f.cardFront, 'cardFrontRequired')],
    ['cardBack', required(f.cardBack, 'cardBackRequired')],
    ['saleCategory', f.saleCategory.length > 0 ? null : 'saleCategoryRequired'],
    ['agreement', f.agreement ? null : 'agreementRequired'],
  ])
