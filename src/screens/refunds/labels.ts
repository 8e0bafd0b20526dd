import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AfterSaleStatus, AfterSaleWay, RefundReason } from '../../../contract/lifecycles'

type Palette = 'orange' | 'blue' | 'green' | 'gray' | 'red'

/** SPEC.md section 4: an after-sale's status (10-63), with its badge colour. */
export const afterSaleStatusLabels: Record<number, { label: MessageDescriptor; palette: Palette }> = {
  [AfterSaleStatus.waitReview]: { label: msg`Waiting for review`, palette: 'orange' },
  [AfterSaleStatus.waitReturn]: { label: msg`Waiting for the goods to be returned`, palette: 'blue' },
  [AfterSaleStatus.waitReceive]: { label: msg`Waiting for the goods to be received`, palette: 'blue' },
  [AfterSaleStatus.waitRefund]: { label: msg`Waiting for refund`, palette: 'blue' },
  [AfterSaleStatus.refunded]: { label: msg`Refund successful`, palette: 'green' },
  [AfterSaleStatus.cancelled]: { label: msg`Cancelled`, palette: 'gray' },
  [AfterSaleStatus.refused]: { label: msg`Refund refused`, palette: 'red' },
  [AfterSaleStatus.returnRefused]: { label: msg`Return refused by the platform`, palette: 'red' },
}

/** SPEC.md section 4: the modes (`way`). */
export const afterSaleWayLabels: Record<number, MessageDescriptor> = {
  [AfterSaleWay.refundOnly]: msg`Refund only`,
  [AfterSaleWay.refundAndReturn]: msg`Refund and return`,
}

/** SPEC.md section 4: the refund reasons, in their order. */
export const refundReasonLabels: Record<number, MessageDescriptor> = {
  [RefundReason.noLongerWanted]: msg`No longer wanted`,
  [RefundReason.wrongAddress]: msg`Wrong address`,
  [RefundReason.wrongProduct]: msg`Wrong product chosen`,
  [RefundReason.damaged]: msg`Damaged product`,
}
