import type * as z from 'zod/mini'
import { type PayPasswordMode, payPasswordMode } from './payPassword'
import type * as s from './schemas/payPassword'
import { checkEmail, checkEmailCode, checkSixDigits, type FieldError, firstError, onlyDigits } from './validation'

/**
 * The transaction password form's rules (docs/behaviour.md#transaction-password), shared by the machine and the
 * service: email, old (change mode), new, confirm, match, code (not in change mode). Each
 * password is 6 digits once non-digits are stripped.
 */
export type PayPasswordForm = z.output<typeof s.setPayPasswordForm> & z.output<typeof s.updatePayPasswordForm>
export type PayPasswordField = keyof PayPasswordForm

const sixDigits = (value: string | undefined, required: FieldError): FieldError | null =>
  onlyDigits(value ?? '') ? checkSixDigits(value) : required

function confirmError(password: string | undefined, confirm: string | undefined): FieldError | null {
  if (!onlyDigits(confirm ?? '')) return 'confirmRequired'
  return onlyDigits(password ?? '') === onlyDigits(confirm ?? '') ? null : 'passwordsDiffer'
}

export function validatePayPassword(mode: PayPasswordMode, f: Partial<PayPasswordForm>) {
  const change = mode === payPasswordMode.change
  return firstError<PayPasswordField>([
    ['mailbox', checkEmail(f.mailbox)],
    ['oldPassword', change ? sixDigits(f.oldPassword, 'oldPasswordRequired') : null],
    ['password', sixDigits(f.password, 'passwordRequired')],
    ['confirmPassword', confirmError(f.password, f.confirmPassword)],
    ['yzcode', change ? null : checkEmailCode(f.yzcode)],
  ])
}

/** Mode 2 before the new password: the email and its code. */
export const validatePayPasswordCode = (f: Partial<Pick<PayPasswordForm, 'mailbox' | 'yzcode'>>) =>
  firstError<'mailbox' | 'yzcode'>([
    ['mailbox', checkEmail(f.mailbox)],
    ['yzcode', checkEmailCode(f.yzcode)],
  ])

/** Sending a code needs an email. */
export const validatePayPasswordMailbox = (f: Partial<Pick<PayPasswordForm, 'mailbox'>>) =>
  firstError<'mailbox'>([['mailbox', checkEmail(f.mailbox)]])
