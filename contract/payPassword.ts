import type * as z from 'zod/mini'
import { defineWires } from './call'
import type * as s from './schemas/payPassword'

/**
 * The transaction password's /app-api calls (docs/behaviour.md#transaction-password, under /member/userInfo/): a
 * 6-digit password that withdrawals and balance payments ask for, stored hashed.
 *
 * - set (page mode 0, none set yet): email code + new password; refused once one is set.
 * - change (mode 1): the old one + new password; a wrong old one counts toward the lockout
 *   (5 wrong within 15 minutes lock every use for 15 minutes, doubled on each repeat within a day;
 *   the refusal says the tries left and the coming lock's length).
 * - reset (mode 2, "Forgot?"): email code, then new password; it also lifts the lockout.
 *
 * Codes: `sendForgetPayPasswordEmail` mails the code of both set and reset (purpose
 * 'payPassword', 10 minutes, resend after 60 s). `checkemailPayPassWord` checks a code WITHOUT
 * spending it (no ticket): a wrong one counts toward the code's 5 tries, the 5th kills it.
 * `setPayPassWord` / `forgetPayPassWord` send the same code again and spend it (single use).
 * Every call's `mailbox` must be the shopper's own email.
 */
export const payPasswordWires = defineWires({
  intoPayPassWord: 'GET /member/userInfo/intoPayPassWord',
  setPayPassWord: 'POST /member/userInfo/setPayPassWord',
  updatePayPassWord: 'POST /member/userInfo/updatePayPassWord',
  checkemailPayPassWord: 'POST /member/userInfo/checkemailPayPassWord',
  forgetPayPassWord: 'POST /member/userInfo/forgetPayPassWord',
  sendForgetPayPasswordEmail: 'POST /member/userInfo/sendForgetPayPasswordEmail',
})

/** docs/behaviour.md#transaction-password: the page's modes; `intoPayPassWord` answers 0 or 1, the page moves to 2 on "Forgot?". */
export const payPasswordMode = { set: 0, change: 1, reset: 2 } as const
export type PayPasswordMode = (typeof payPasswordMode)[keyof typeof payPasswordMode]

/** docs/behaviour.md#transaction-password: the transaction password is 6 digits. */
export const payPasswordLength = 6

export type PayPasswordInfo = z.output<typeof s.payPasswordInfo>
