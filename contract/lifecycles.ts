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
