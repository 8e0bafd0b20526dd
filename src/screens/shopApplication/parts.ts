import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type {
  ApplicationField,
  applicationDraftMachine,
  shopApplicationFormMachine,
} from '../../../machines/shopApplication/shopApplicationForm'
import type { identityUploadsMachine } from '../../../machines/shopApplication/identityUploads'
import type { nameCheckMachine } from '../../../machines/shopApplication/nameCheck'

export type ApplyFormLogic = typeof shopApplicationFormMachine
export type ApplyFormActor = ActorRefFrom<ApplyFormLogic>

/** What every part of the application form takes: the running form, whether it is locked, and its rule's message. */
export interface ApplyFieldProps {
  actor: ApplyFormActor
  disabled: boolean
  errorOf: (field: ApplicationField) => string | null
}

/** The form's regions as the application's machines (the kit's slots take any region). */
interface Regions {
  draft: ActorRefFrom<typeof applicationDraftMachine>
  nameCheck: ActorRefFrom<typeof nameCheckMachine>
  uploads: ActorRefFrom<typeof identityUploadsMachine>
}

/** One region of the running form; none once the form is sent. */
export const useRegion = <K extends keyof Regions>(actor: ApplyFormActor, slot: K): Regions[K] | undefined =>
  useSelector(actor, (s) => s.children[slot])

/** Each field's element, so the first failing one can be brought into view and focused. */
export const applyFieldIds: Record<ApplicationField, string> = {
  userName: 'apply-first-name',
  surname: 'apply-surname',
  mobile: 'apply-mobile',
  email: 'apply-email',
  inviteCode: 'apply-invite-code',
  shopName: 'apply-shop-name',
  shopAddress: 'apply-shop-address',
  shopDesc: 'apply-shop-description',
  logo: 'apply-logo',
  cardType: 'apply-card-type',
  cardFront: 'apply-card-front',
  cardBack: 'apply-card-back',
  saleCategory: 'apply-categories',
  agreement: 'apply-agreement',
}
