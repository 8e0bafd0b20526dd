/**
 * Status codes of the rows that move along a lifecycle (machines/<domain>/lifecycle.ts), as stored in
 * their `status` column and sent on the wire. Queries name them; they never spell the number.
 */
import { OrderStatus } from './orderStatus'

/** An emailed verification code: issued, then used once, or dead by time, by a newer code, or by wrong guesses. */
export const EmailCodeStatus = {
  issued: 1,
  used: 2,
  expired: 3,
  superseded: 4,
  exhausted: 5,
} as const

export type EmailCodeStatusValue = (typeof EmailCodeStatus)[keyof typeof EmailCodeStatus]

/** A recharge (docs/behaviour.md#wallet, auditStatus): submitted as waiting, then passed (credited once) or rejected by the platform. */
export const RechargeStatus = { unAudit: 0, pass: 1, rejected: 2, waiting: 3 } as const
export type RechargeStatusValue = (typeof RechargeStatus)[keyof typeof RechargeStatus]

/** A withdrawal (docs/behaviour.md#wallet, sta): applying or awaiting review (amount frozen), then success or failed (unfrozen), success then remitted. */
export const WithdrawalStatus = { awaitingReview: 0, success: 1, failed: 2, remitted: 3, applying: 4 } as const
export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus]

// In a file of its own: the orders route's query reads it in the shell, which these other codes stay out of.
export { OrderStatus, type OrderStatusValue } from './orderStatus'

/**
 * An order's payment receipt (docs/behaviour.md#orders, auditStatus, also called payment receipt status):
 * none yet (noPayReceipt / unAudit), then waiting for the platform's review, passed or rejected
 * (a rejected receipt may be replaced, which waits again).
 */
export const PaymentReceiptStatus = { noPayReceipt: 0, pass: 1, rejected: 2, waiting: 3 } as const
export type PaymentReceiptStatusValue = (typeof PaymentReceiptStatus)[keyof typeof PaymentReceiptStatus]

/** An order item's after-sale status (docs/behaviour.md#after-sales). */
export const AfterSaleItemStatus = { none: 0, apply: 10, success: 20, fail: 30, partial: 40 } as const
export type AfterSaleItemStatusValue = (typeof AfterSaleItemStatus)[keyof typeof AfterSaleItemStatus]

/**
 * An after-sale (docs/behaviour.md#after-sales, refund status): waiting for review, then (agreed) waiting for
 * the goods to come back and to be received, or straight to waiting for the refund; refunded;
 * or ended by the shopper (cancelled), the shop or platform (refused), or the platform refusing the
 * returned goods. The moves are machines/afterSale/lifecycle.ts (the lifecycle of docs/behaviour.md#after-sales).
 */
export const AfterSaleStatus = {
  waitReview: 10,
  waitReturn: 20,
  waitReceive: 30,
  waitRefund: 40,
  refunded: 50,
  cancelled: 61,
  refused: 62,
  returnRefused: 63,
} as const
export type AfterSaleStatusValue = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus]

/** An after-sale's mode (docs/behaviour.md#after-sales, `way`): refund only, or refund and return the goods. */
export const AfterSaleWay = { refundOnly: 10, refundAndReturn: 20 } as const
export type AfterSaleWayValue = (typeof AfterSaleWay)[keyof typeof AfterSaleWay]

/** The refund reasons of docs/behaviour.md#after-sales. */
export const RefundReason = { noLongerWanted: 1, wrongAddress: 2, wrongProduct: 3, damaged: 4 } as const
export type RefundReasonValue = (typeof RefundReason)[keyof typeof RefundReason]

/**
 * A merchant application (docs/behaviour.md#shop-application, sta): a draft (none, editable), submitted and waiting
 * for the platform's check (every field locked), passed (the shop is open, the applicant its owner),
 * or failed (the reason shown, editable again, submitted anew). The moves are
 * machines/shopApplication/lifecycle.ts.
 */
export const ShopApplicationStatus = { none: 0, waiting: 1, passed: 2, failed: 3 } as const
export type ShopApplicationStatusValue = (typeof ShopApplicationStatus)[keyof typeof ShopApplicationStatus]

/** The identity documents of docs/behaviour.md#shop-application (cardType). */
export const IdCardType = { idCard: 1, passport: 2, drivingLicence: 3 } as const
export type IdCardTypeValue = (typeof IdCardType)[keyof typeof IdCardType]

/** Order statuses where an item may go to after-sale. */
export const refundableOrderStatuses: readonly number[] = [OrderStatus.waitReceipt, OrderStatus.orderOver]

/**
 * A product's listing (docs/behaviour.md#seller-center): a draft, in review, rejected (the reason
 * shown, editable, submitted again), live, unlisted by its owner; a live product whose owner's
 * change waits for review (changeReview) or was refused (changeRejected) stays on sale as last
 * approved. Live, changeReview and changeRejected are on sale; no other status is seen by a shopper.
 * `deleted` is a draft's end (the row goes with it). The moves are machines/lifecycles/listing.ts.
 */
export const ListingStatus = {
  draft: 10,
  review: 20,
  rejected: 30,
  live: 40,
  changeReview: 41,
  changeRejected: 42,
  unlisted: 50,
  deleted: 90,
} as const
export type ListingStatusValue = (typeof ListingStatus)[keyof typeof ListingStatus]

/** Listing statuses whose product is on sale (the version last approved). */
export const listedStatuses: readonly number[] = [ListingStatus.live, ListingStatus.changeReview, ListingStatus.changeRejected]
