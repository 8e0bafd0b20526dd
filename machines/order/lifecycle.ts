import { setup } from 'xstate'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

/** What the order's guards read: its payment receipt's status (PaymentReceiptStatus). */
export interface OrderGuardContext {
  auditStatus: number
}

export type OrderEvent =
  /** The shopper pays by wallet balance (the debit is in the same transaction). */
  | { type: 'PAY_BY_BALANCE' }
  /** The platform approves the payment screenshot under review. */
  | { type: 'APPROVE_RECEIPT' }
  /** The shopper cancels. */
  | { type: 'CANCEL' }
  /** The payment deadline passed (the service's sweep, or a read after it). */
  | { type: 'EXPIRE' }
  /** The shop or the platform ships it with a tracking number. */
  | { type: 'SHIP' }
  /** The shopper confirms receipt. */
  | { type: 'CONFIRM_RECEIPT' }
  /** Nobody confirmed: the service completes it some days after shipping. */
  | { type: 'AUTO_RECEIVE' }
  /** Every item was refunded in full (the after-sale lifecycle decides when). */
  | { type: 'REFUND_ALL' }

const receiptWaiting = ({ context }: { context: OrderGuardContext }) => context.auditStatus === PaymentReceiptStatus.waiting

/**
 * An order (docs/behaviour.md#orders). Created waiting for
 * payment; paid at once by balance, or by a screenshot the platform approves; shipped; received by
 * the shopper or by the system. While a screenshot is under review nothing else may happen to it:
 * no cancel, no expiry, no second payment. A paid order not yet shipped may still be cancelled
 * (its money goes back to the wallet). Completed, refunded and cancelled are final for the shopper;
 * only a full refund leaves completion.
 */
export const orderStatusMachine = setup({
  types: { context: {} as OrderGuardContext, events: {} as OrderEvent },
  guards: {
    receiptWaiting,
    receiptNotWaiting: (args) => !receiptWaiting(args),
  },
}).createMachine({
  id: 'orderStatus',
  context: { auditStatus: PaymentReceiptStatus.noPayReceipt },
  initial: 'waitPay',
  states: {
    waitPay: {
      on: {
        PAY_BY_BALANCE: { target: 'waitDelivery', guard: 'receiptNotWaiting' },
        APPROVE_RECEIPT: { target: 'waitDelivery', guard: 'receiptWaiting' },
        CANCEL: { target: 'cancelled', guard: 'receiptNotWaiting' },
        EXPIRE: { target: 'cancelled', guard: 'receiptNotWaiting' },
      },
    },
    waitDelivery: {
      on: {
        SHIP: 'waitReceipt',
        CANCEL: { target: 'cancelled', guard: 'receiptNotWaiting' },
        REFUND_ALL: 'refunded',
      },
    },
    waitReceipt: { on: { CONFIRM_RECEIPT: 'orderOver', AUTO_RECEIVE: 'orderOver', REFUND_ALL: 'refunded' } },
    orderOver: { on: { REFUND_ALL: 'refunded' } },
    refunded: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export const orderLifecycle = declareLifecycle(orderStatusMachine, OrderStatus)

export type PaymentReceiptEvent = { type: 'SUBMIT' } | { type: 'APPROVE' } | { type: 'REJECT' }

/**
 * An order's payment screenshot (docs/behaviour.md#orders, auditStatus / payment receipt status). The
 * shopper submits one (waiting); the platform approves it (the order is paid: orderStatusMachine's
 * APPROVE_RECEIPT in the same transaction) or rejects it with a remark, after which the shopper may
 * submit a new one. Only an order waiting for payment takes a screenshot: the service checks both.
 */
export const paymentReceiptStatusMachine = setup({
  types: { events: {} as PaymentReceiptEvent },
}).createMachine({
  id: 'paymentReceiptStatus',
  initial: 'noPayReceipt',
  states: {
    noPayReceipt: { on: { SUBMIT: 'waiting' } },
    waiting: { on: { APPROVE: 'pass', REJECT: 'rejected' } },
    rejected: { on: { SUBMIT: 'waiting' } },
    pass: { type: 'final' },
  },
})

export const paymentReceiptLifecycle = declareLifecycle(paymentReceiptStatusMachine, PaymentReceiptStatus)
