import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { FieldError } from '../../../contract/validation'

/** The one place where the contract's field error keys become words (SPEC.md sections 5 and 8). */
const fieldErrorMessages: Record<FieldError, MessageDescriptor> = {
  emailRequired: msg`Please enter your email`,
  emailInvalid: msg`The email format is incorrect`,
  passwordRequired: msg`Please enter your password`,
  passwordLength: msg`Please enter 8 to 16 characters`,
  oldPasswordRequired: msg`Please enter your current password`,
  confirmRequired: msg`Please confirm your password`,
  passwordsDiffer: msg`The passwords differ`,
  codeRequired: msg`Please enter the email code`,
  codeTooLong: msg`The email code has 6 digits`,
  captchaRequired: msg`Please enter the picture code`,
  captchaTooLong: msg`The picture code has 4 characters`,
  termsNotAccepted: msg`Please read and accept the terms and conditions`,
  sixDigits: msg`Please enter 6 pure numbers`,
}

/** Translates a field error key; null stays null. */
export function useFieldErrorText() {
  const { _ } = useLingui()
  return (error: FieldError | null | undefined) => (error ? _(fieldErrorMessages[error]) : null)
}

/** The translated error of one field, when the form's first problem is on that field. */
export function useProblemText<F extends string>(problem: { field: F; error: FieldError } | null) {
  const text = useFieldErrorText()
  return (field: F) => (problem?.field === field ? text(problem.error) : null)
}
