import { setup } from 'xstate'
import { AfterSaleStatus, AfterSaleWay } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

/** What the after-sale's guards read: its mode (AfterSaleWay). */
export interface AfterSaleGuardContext {
  way: number
}

export type AfterSaleEvent =
  /** The shop or the platform agrees to the application. */
  | { type: 'AGREE' }
  /** The shop or the platform refuses the application (with a remark). */
  | { type: 'REFUSE' }
  /** The shopper sends the goods back and enters the return's tracking number (`PUT delivery`). */
  | { type: 'SHIP_RETURN' }
  /** The platform received the returned goods. */
  | { type: 'RECEIVE_GOODS' }
  /** The platform refuses the returned goods (with a remark). */
  | { type: 'REFUSE_GOODS' }
  /** The platform pays the refund into the shopper's wallet (in the same transaction). */
  | { type: 'REFUND' }
  /** The shopper withdraws the application. */
  | { type: 'CANCEL' }

const withReturn = ({ context }: { context: AfterSaleGuardContext }) => context.way === AfterSaleWay.refundAndReturn

/**
 * An after-sale of one order item (the refund status of docs/behaviour.md#after-sales). The shopper applies (waitReview). Agreed, a refund only waits for the
 * refund; a return waits for the goods, then for the platform to receive them (or refuse them).
 * The platform refunds: the money goes to the wallet in the move's transaction. The shopper may
 * cancel until the goods are received. Refunded, cancelled, refused and returnRefused are final
 * for the row; after the last three the item may be applied for again, as a new after-sale.
 */
export const afterSaleStatusMachine = setup({
  types: { context: {} as AfterSaleGuardContext, events: {} as AfterSaleEvent },
  guards: {
    withReturn,
    refundOnly: (args) => !withReturn(args),
  },
}).createMachine({
  id: 'afterSaleStatus',
  context: { way: AfterSaleWay.refundOnly },
  initial: 'waitReview',
  states: {
    waitReview: {
      on: {
        AGREE: [
          { target: 'waitReturn', guard: 'withReturn' },
          { target: 'waitRefund', guard: 'refundOnly' },
        ],
        REFUSE: 'refused',
        CANCEL: 'cancelled',
      },
    },
    waitReturn: { on: { SHIP_RETURN: 'waitReceive', CANCEL: 'cancelled' } },
    waitReceive: { on: { RECEIVE_GOODS: 'waitRefund', REFUSE_GOODS: 'returnRefused', CANCEL: 'cancelled' } },
    waitRefund: { on: { REFUND: 'refunded' } },
    refunded: { type: 'final' },
    cancelled: { type: 'final' },
    refused: { type: 'final' },
    returnRefused: { type: 'final' },
  },
})

export const afterSaleLifecycle = declareLifecycle(afterSaleStatusMachine, AfterSaleStatus)

/** Statuses after which the item may be applied for again (a new after-sale). */
export const reapplicable: readonly number[] = [AfterSaleStatus.cancelled, AfterSaleStatus.refused, AfterSaleStatus.returnRefused]

/** Statuses of an open after-sale: at most one per item. */
export const openAfterSale: readonly number[] = [
  AfterSaleStatus.waitReview,
  AfterSaleStatus.waitReturn,
  AfterSaleStatus.waitReceive,
  AfterSaleStatus.waitRefund,
]
