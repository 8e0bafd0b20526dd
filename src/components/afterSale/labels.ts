import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AfterSaleStatus, AfterSaleWay, RefundReason } from '../../../contract/lifecycles'

type Palette = 'orange' | 'blue' | 'green' | 'gray' | 'red'

/** docs/behaviour.md#after-sales: an after-sale's status (10-63), with its badge colour. */
export const afterSaleStatusLabels: Record<number, { label: MessageDescriptor; palette: Palette }> = {
  [AfterSaleStatus.waitReview]: { label: msg`Waiting for review`, palette: 'orange' },
  [AfterSaleStatus.waitReturn]: { label: msg`Waiting for the goods to be returned`, palette: 'blue' },
  [AfterSaleStatus.waitReceive]: { label: msg`Waiting for the goods to be received`, palette: 'blue' },
  [AfterSaleStatus.waitRefund]: { label: msg`Waiting for refund`, palette: 'blue' },
  [AfterSaleStatus.refunded]: { label: msg`Refund successful`, palette: 'green' },
  [AfterSaleStatus.cancelled]: { label: msg`Cancelled`, palette: 'gray' },
  [AfterSaleStatus.refused]: { label: msg`Refund refused`, palette: 'red' },
  [AfterSaleStatus.returnRefused]: { label: msg`Return refused`, palette: 'red' },
}

/** docs/behaviour.md#after-sales: the modes (`way`). */
export const afterSaleWayLabels: Record<number, MessageDescriptor> = {
  [AfterSaleWay.refundOnly]: msg`Refund only`,
  [AfterSaleWay.refundAndReturn]: msg`Refund and return`,
}

/** docs/behaviour.md#after-sales: the refund reasons, in their order. */
export const refundReasonLabels: Record<number, MessageDescriptor> = {
  [RefundReason.noLongerWanted]: msg`No longer wanted`,
  [RefundReason.wrongAddress]: msg`Wrong address`,
  [RefundReason.wrongProduct]: msg`Wrong product chosen`,
  [RefundReason.damaged]: msg`Damaged product`,
}

/** What an after-sale's status means for the shopper, under its badge on the detail. */
export const afterSaleStatusHints: Record<number, MessageDescriptor> = {
  [AfterSaleStatus.waitReview]: msg`The after-sale application is reviewed within 24 hours.`,
  [AfterSaleStatus.waitReturn]: msg`Your return was agreed. Send the goods to the address below, then enter the tracking number.`,
  [AfterSaleStatus.waitReceive]: msg`The goods are on their way back. The refund follows once they are received.`,
  [AfterSaleStatus.waitRefund]: msg`Agreed: the refund is on its way to your wallet balance.`,
  [AfterSaleStatus.refunded]: msg`The refund was paid into your wallet balance.`,
  [AfterSaleStatus.cancelled]: msg`You cancelled this application.`,
  [AfterSaleStatus.refused]: msg`Your application was refused.`,
  [AfterSaleStatus.returnRefused]: msg`The returned goods were refused.`,
}
