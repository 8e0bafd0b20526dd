import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, formText, none } from '../fields'
import { payPasswordWires } from '../payPassword'
import { codeSent } from './api'

/** Request and response schemas of the transaction password's calls (contract/payPassword.ts). */

/** `flag` 0 none set, 1 set; `email` the shopper's, to fill the form's mailbox. */
export const payPasswordInfo = z.object({ flag: z.union([z.literal(0), z.literal(1)]), email: z.string() })

/** The forms' fields arrive as text; their rules (contract/payPasswordForm.ts) run once parsed. Non-digits are stripped. */
const mailbox = { mailbox: formText(254) }
const code = { yzcode: formText(32) }
const newPassword = { password: formText(32), confirmPassword: formText(32) }
export const setPayPasswordForm = z.object({ ...mailbox, ...code, ...newPassword })
export const updatePayPasswordForm = z.object({ ...mailbox, oldPassword: formText(32), ...newPassword })
export const checkPayPasswordCodeForm = z.object({ ...mailbox, ...code })
export const forgetPayPasswordForm = z.object({ ...mailbox, ...code, ...newPassword })

export const payPasswordCalls = defineCalls(payPasswordWires, {
  intoPayPassWord: {
    summary: 'Whether a transaction password is set (flag 0 or 1) and the email codes go to',
    auth: 'member',
    input: none(),
    output: payPasswordInfo,
  },
  setPayPassWord: {
    summary: 'Set the first transaction password with an email code (refused once one is set)',
    auth: 'member',
    input: setPayPasswordForm,
    output: done(),
  },
  updatePayPassWord: {
    summary: 'Change the transaction password with the old one (wrong ones count toward the lockout)',
    auth: 'member',
    input: updatePayPasswordForm,
    output: done(),
  },
  checkemailPayPassWord: {
    summary: 'Check a transaction password email code without spending it (wrong ones count)',
    auth: 'member',
    input: checkPayPasswordCodeForm,
    output: done(),
  },
  forgetPayPassWord: {
    summary: 'Reset the transaction password with an email code; lifts the lockout',
    auth: 'member',
    input: forgetPayPasswordForm,
    output: done(),
  },
  sendForgetPayPasswordEmail: {
    summary: "Mail a transaction password code (set or reset) to the shopper's own email",
    auth: 'member',
    input: z.object(mailbox),
    output: codeSent,
  },
})
