import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, flag, formText, int32, none, text } from '../fields'
import { shopApplicationLimits as limits, shopApplicationWires } from '../shopApplication'

/** Request and response schemas of the merchant application (contract/shopApplication.ts). */

/**
 * The merchant application of docs/behaviour.md#shop-application, as the applicant fills it. Every field may be empty
 * in a draft; contract/shopApplicationForms.ts (validateShopApplication) names what is missing
 * in the order docs/behaviour.md#shop-application gives when it is submitted. `cardFront`/`cardBack` are the keys the identity upload
 * answered (never public URLs); `logo` the URL the logo upload answered; `saleCategory` category
 * ids of the tenant's category trees, an array (SPEC.md writes a comma list: docs/behaviour.md#departures-from-specmd); `agreement`
 * the shop agreement accepted.
 */
export const applicationFields = z.object({
  userName: formText(limits.nameMax),
  surname: formText(limits.nameMax),
  mobile: formText(limits.mobileMax),
  email: formText(limits.emailMax),
  cardType: z._default(int32(0, 3), 0),
  cardFront: formText(200),
  cardBack: formText(200),
  inviteCode: formText(limits.inviteCodeMax),
  shopName: formText(limits.shopNameMax),
  shopAddress: formText(limits.shopAddressMax),
  logo: formText(512),
  shopDesc: formText(limits.shopDescMax, { multiline: true }),
  saleCategory: z._default(z.array(int32(1)).check(z.maxLength(50)), []),
  agreement: z._default(flag(), false),
})

/**
 * The applicant's application: `sta` (ShopApplicationStatus; 0 with empty fields when there is
 * none yet), the fields, authorised URLs of the identity images (valid for
 * `identityUrlMinutes`; '' when not uploaded), the reason of a rejection, and the shop once passed.
 */
export const shopApplication = z.object({
  ...applicationFields.shape,
  id: z.nullable(z.number()),
  sta: z.number(),
  applyFailReason: z.string(),
  cardFrontUrl: z.string(),
  cardBackUrl: z.string(),
  shopId: z.nullable(z.number()),
  submitTime: z.nullable(z.number()),
  updateTime: z.nullable(z.number()),
})

/** An identity image stored privately: its key (for the application's fields) and an authorised URL to preview it. */
export const identityUpload = z.object({ key: z.string(), url: z.string() })

const fileInput = z.object({ file: z.optional(z.file()) })

export const shopApplicationCalls = defineCalls(shopApplicationWires, {
  getApply: { summary: "The applicant's merchant application (sta 0 when none)", auth: 'member', input: none(), output: shopApplication },
  saveDraft: {
    summary: 'Keep the application as filled so far (refused while it waits or once passed)',
    auth: 'member',
    input: applicationFields,
    output: done(),
  },
  createApply: {
    summary:
      'Submit the merchant application (checked in the order docs/behaviour.md#shop-application gives, the invite code and the shop name too)',
    auth: 'member',
    input: applicationFields,
    output: done(),
  },
  uploadIdentity: {
    summary: 'Upload an identity document image (jpg or png; stored privately); answers its key and an authorised URL',
    auth: 'member',
    input: fileInput,
    output: identityUpload,
  },
  uploadLogo: {
    summary: 'Upload the shop logo (jpg or png, cropped square by the page); stored at 512 x 512; answers its URL',
    auth: 'member',
    input: fileInput,
    output: z.string(),
  },
  sendToAdmin: {
    summary: 'A message to the platform about the application (shown to the operator with it)',
    auth: 'member',
    input: z.object({ content: text(limits.messageMax, { multiline: true }).check(z.minLength(1)) }),
    output: done(),
  },
})
