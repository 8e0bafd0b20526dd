import type { PromiseActorLogic } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import type { ShopApplication, ShopApplicationFields } from '../../contract/shopApplication'
import { validateShopApplication } from '../../contract/shopApplicationForms'
import { draftRegionOf, unsavedForm } from '../lib/draftRegion'
import { createFormMachine, type Submission } from '../lib/form'
import { uploadingWith } from '../lib/upload'
import { type IdentityImage, identityUploadsMachine } from './identityUploads'
import { editableApplication } from './lifecycle'
import { nameCheckMachine } from './nameCheck'

export type ApplicationField = keyof ShopApplicationFields
export type TextField = 'userName' | 'surname' | 'mobile' | 'email' | 'inviteCode' | 'shopName' | 'shopAddress' | 'shopDesc'

export interface ShopApplicationFormInput {
  application: ShopApplication
}

const fieldsOf = (a: ShopApplication): ShopApplicationFields => ({
  userName: a.userName,
  surname: a.surname,
  mobile: a.mobile,
  email: a.email,
  cardType: a.cardType,
  cardFront: a.cardFront,
  cardBack: a.cardBack,
  inviteCode: a.inviteCode,
  shopName: a.shopName,
  shopAddress: a.shopAddress,
  logo: a.logo,
  shopDesc: a.shopDesc,
  saleCategory: [...a.saleCategory],
  agreement: a.agreement,
})

/** The draft of the application, kept as it is typed (./lib/draftRegion.ts). */
export const applicationDraftMachine = draftRegionOf<ShopApplicationFields>()

/**
 * The merchant application page's form (docs/behaviour.md#shop-application) on the form kit.
 * Editable while the application is a draft (sta 0) or failed (3); sent before (waiting 1,
 * passed 2) it starts done and takes no edits (tag `done`, the page's "locked"). SUBMIT
 * validates in the order docs/behaviour.md#shop-application gives, then sends with `submit`,
 * which answers when it was sent; a taken name refused by the service is the failure's field.
 * Success keeps the form as sent (waiting for review) after `submitted` tells the applicant.
 * Its regions: `draft` (./lib/draftRegion.ts), `nameCheck` (./nameCheck.ts) and `uploads`, the
 * identity images (./identityUploads.ts).
 */
export const shopApplicationFormMachine = createFormMachine({
  id: 'shopApplicationForm',
  types: {} as { result: number },
  blank: ({ application }: ShopApplicationFormInput) => fieldsOf(application),
  validate: validateShopApplication,
  refusal: (code) => (code === ErrorCode.shopNameTaken ? { field: 'shopName' } : null),
  regions: ['draft', 'nameCheck', 'uploads'],
  sent: ({ application }) => !editableApplication.includes(application.sta),
  afterSubmit: 'keep',
}).provide({ actors: { draft: applicationDraftMachine, nameCheck: nameCheckMachine, uploads: identityUploadsMachine } })

/** The calls the application's regions make: keep the draft, ask whether a shop has the name, upload an identity image. */
export interface ApplicationRegionCalls {
  saveDraft: PromiseActorLogic<unknown, Submission<ShopApplicationFields>>
  checkShopName: PromiseActorLogic<boolean, string>
  uploadIdentity: PromiseActorLogic<IdentityImage, File>
}

/** The regions provided with the app's (or a test's, a story's) calls, for `provide({ actors })`. */
export const applicationRegionsWith = ({ saveDraft, checkShopName, uploadIdentity }: ApplicationRegionCalls) => ({
  draft: applicationDraftMachine.provide({ actors: { save: saveDraft } }),
  nameCheck: nameCheckMachine.provide({ actors: { checkShopName } }),
  uploads: identityUploadsMachine.provide({ actors: { uploadIdentity: uploadingWith(uploadIdentity) } }),
})

type FormSnapshot = { context: { input: ShopApplicationFormInput; result: number | null } }

/** What the status banner shows: the loaded application's status, or waiting since `result` once sent from this page. */
export function applicationStatus({ context: { input, result } }: FormSnapshot) {
  const { sta, submitTime, applyFailReason, shopId } = input.application
  if (result === null) return { status: sta, submitTime, applyFailReason, shopId }
  return { status: ShopApplicationStatus.waiting, submitTime: result, applyFailReason: '', shopId }
}

/** What leaving the page must still keep: the fields when a change is not saved yet, else null. */
export const unsavedFields = unsavedForm<ShopApplicationFields>

/** A message to the platform about the application (docs/behaviour.md#shop-application, sendToAdmin), from the waiting or failed page. */
export const platformMessageMachine = createFormMachine({
  id: 'platformMessage',
  types: {} as { result: unknown },
  blank: () => ({ content: '' }),
  validate: (form) => (form.content.trim() ? null : { field: 'content', error: 'commentRequired' }),
  afterSubmit: 'end',
})
