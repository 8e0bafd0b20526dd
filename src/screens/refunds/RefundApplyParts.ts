import type { ActorRefFrom } from 'xstate'
import type { RefundField, refundFormMachine } from '../../../machines/refundForm'

export type RefundFormLogic = typeof refundFormMachine
export type RefundFormActor = ActorRefFrom<RefundFormLogic>

/** What every field of the refund form takes: the running form, whether it is locked, and its rule's message. */
export interface RefundFieldProps {
  actor: RefundFormActor
  disabled: boolean
  errorOf: (field: RefundField) => string | null
}

/** Each field's element, so the first failing one can be brought into view and focused. */
export const refundFieldIds: Record<RefundField, string> = {
  refundCount: 'refund-count',
  refundPrice: 'refund-amount',
  way: 'refund-way',
  applyReason: 'refund-reason',
  applyDescription: 'refund-description',
  applyPicUrls: 'refund-photos',
}
