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
