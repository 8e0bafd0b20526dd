import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type * as s from './schemas/shopApplication'

/**
 * The merchant application (docs/behaviour.md#shop-application): a draft kept as the applicant fills it,
 * identity documents uploaded privately, a logo uploaded square, the application submitted, and a
 * message to the platform. The platform's side (review, invite codes) is the ops command line's.
 * Whether a shop name is taken is the catalog's getByshopname with `exact`. Paths the API family (docs/behaviour.md#calls) leaves
 * "not shown" are chosen here.
 */
export const shopApplicationWires = defineWires({
  getApply: 'GET /system/apply/getApply',
  /** Not shown: keep what the applicant has filled in so far (only while the fields are editable). */
  saveDraft: 'POST /system/apply/saveDraft json',
  createApply: 'POST /system/apply/createApply json',
  /** Not shown: an identity document's image, stored privately; answers its key and an authorised URL. */
  uploadIdentity: 'POST /system/apply/upload-identity multipart',
  /** Not shown: the shop's logo, cropped square by the page, stored at `logoSide` x `logoSide`. */
  uploadLogo: 'POST /system/apply/upload-logo multipart',
  sendToAdmin: 'POST /system/mail/sendToAdmin',
})
export const shopApplicationPaths = /* @__PURE__ */ pathsOf(shopApplicationWires)

/** docs/behaviour.md#shop-application: the application's limits. */
export const shopApplicationLimits = {
  nameMax: 50,
  mobileMax: 30,
  emailMax: 120,
  inviteCodeMax: 32,
  shopNameMin: 2,
  shopNameMax: 60,
  shopAddressMax: 200,
  shopDescMax: 500,
  messageMax: 1000,
  /** The stored logo's side in pixels (square). */
  logoSide: 512,
  /** Identity images: jpg, jpeg and png only, judged by their content. */
  identityTypes: ['image/jpeg', 'image/png'],
  /** Minutes an authorised identity image URL stays valid. */
  identityUrlMinutes: 30,
  /** The tenant's article holding the shop agreement. */
  agreementArticleCode: 'shop-agreement',
  /** docs/behaviour.md#shop-application: the application is reviewed within this many hours. */
  reviewHours: 24,
} as const

export type ShopApplication = z.output<typeof s.shopApplication>
export type ShopApplicationFields = z.output<typeof s.applicationFields>
export type IdentityUpload = z.output<typeof s.identityUpload>

/** An application nobody has filled in yet: what getApply answers before the first draft. */
export const blankApplicationFields: ShopApplicationFields = {
  userName: '',
  surname: '',
  mobile: '',
  email: '',
  cardType: 0,
  cardFront: '',
  cardBack: '',
  inviteCode: '',
  shopName: '',
  shopAddress: '',
  logo: '',
  shopDesc: '',
  saleCategory: [],
  agreement: false,
}
