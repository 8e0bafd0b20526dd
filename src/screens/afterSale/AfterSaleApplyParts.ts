import type { ActorRefFrom } from 'xstate'
import type { afterSaleFormMachine, RefundDraft, RefundField } from '../../../machines/afterSale/afterSaleForm'

export type AfterSaleFormLogic = typeof afterSaleFormMachine
export type AfterSaleFormActor = ActorRefFrom<AfterSaleFormLogic>

/** What every field of the refund form takes: the running form, whether it is locked, and its rule's message. */
export interface RefundFieldProps {
  actor: AfterSaleFormActor
  disabled: boolean
  errorOf: (field: RefundField) => string | null
}

/** Each field's element, so the first failing one can be brought into view and focused. */
export const refundFieldIds: Record<RefundField, string> = {
  refundCount: 'refund-count',
  amount: 'refund-amount',
  way: 'refund-way',
  applyReason: 'refund-reason',
  applyDescription: 'refund-description',
  applyPicUrls: 'refund-photos',
}

const fieldIds: Partial<Record<keyof RefundDraft, string>> = refundFieldIds
/** The element of the field a problem names. */
export const refundFieldIdOf = (field: keyof RefundDraft) => fieldIds[field]
