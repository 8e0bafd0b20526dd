/**
 * Status codes of the rows that move along a lifecycle (machines/lifecycles/), as stored in
 * their `status` column and sent on the wire. Queries name them; they never spell the number.
 */

/** An emailed verification code: issued, then used once, or dead by time, by a newer code, or by wrong guesses. */
export const EmailCodeStatus = {
  issued: 1,
  used: 2,
  expired: 3,
  superseded: 4,
  exhausted: 5,
} as const

export type EmailCodeStatusValue = (typeof EmailCodeStatus)[keyof typeof EmailCodeStatus]

/** A recharge (SPEC.md section 4, auditStatus): submitted as waiting, then passed (credited once) or rejected by the platform. */
export const RechargeStatus = { unAudit: 0, pass: 1, rejected: 2, waiting: 3 } as const
export type RechargeStatusValue = (typeof RechargeStatus)[keyof typeof RechargeStatus]

/** A withdrawal (SPEC.md section 4, sta): applying or awaiting review (amount frozen), then success or failed (unfrozen), success then remitted. */
export const WithdrawalStatus = { awaitingReview: 0, success: 1, failed: 2, remitted: 3, applying: 4 } as const
export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus]

/** An order (SPEC.md section 4, status): waitPay, paid (waitDelivery), shipped (waitReceipt), received (orderOver), refunded, cancelled. */
export const OrderStatus = { waitPay: 0, waitDelivery: 10, waitReceipt: 20, orderOver: 30, refunded: 40, cancelled: -1 } as const
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus]

/**
 * An order's payment receipt (SPEC.md section 4, auditStatus, also called payment receipt status):
 * none yet (noPayReceipt / unAudit), then waiting for the platform's review, passed or rejected
 * (a rejected receipt may be replaced, which waits again).
 */
export const PaymentReceiptStatus = { noPayReceipt: 0, pass: 1, rejected: 2, waiting: 3 } as const
export type PaymentReceiptStatusValue = (typeof PaymentReceiptStatus)[keyof typeof PaymentReceiptStatus]

/** An order item's after-sale status (SPEC.md section 4). */
export const AfterSaleItemStatus = { none: 0, apply: 10, success: 20, fail: 30, partial: 40 } as const
export type AfterSaleItemStatusValue = (typeof AfterSaleItemStatus)[keyof typeof AfterSaleItemStatus]
