import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ShopAfterSaleAction } from '../../../machines/afterSale/shopActions'

/** The shop's moves on an after-sale: each button's label, its dialog's title and what it says, and the toast after it. */
export const afterSaleMoveLabels: Record<ShopAfterSaleAction, MessageDescriptor> = {
  AGREE: msg`Agree`,
  REFUSE: msg`Refuse`,
  RECEIVE_GOODS: msg`Goods received`,
  REFUSE_GOODS: msg`Refuse the goods`,
  REFUND: msg`Refund`,
}

export const afterSaleMoveTitles: Record<ShopAfterSaleAction, MessageDescriptor> = {
  AGREE: msg`Agree to this after-sale?`,
  REFUSE: msg`Refuse this application`,
  RECEIVE_GOODS: msg`Have the goods arrived?`,
  REFUSE_GOODS: msg`Refuse the returned goods`,
  REFUND: msg`Refund the shopper?`,
}

export const afterSaleMoveHints: Record<ShopAfterSaleAction, MessageDescriptor> = {
  AGREE: msg`The shopper is told at once.`,
  REFUSE: msg`The shopper reads your reason and may apply again.`,
  RECEIVE_GOODS: msg`The after-sale then waits for the refund.`,
  REFUSE_GOODS: msg`The shopper reads your reason; nothing is refunded.`,
  REFUND: msg`The amount goes back to the shopper’s wallet balance, once.`,
}

export const afterSaleMoveDone: Record<ShopAfterSaleAction, MessageDescriptor> = {
  AGREE: msg`Agreed`,
  REFUSE: msg`Application refused`,
  RECEIVE_GOODS: msg`Goods marked received`,
  REFUSE_GOODS: msg`Returned goods refused`,
  REFUND: msg`Refund paid`,
}
