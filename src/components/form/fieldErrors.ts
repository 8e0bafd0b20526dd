import { useLingui } from '@lingui/react'
import type { FieldError } from '../../../contract/validation'

/**
 * Translates a field error key; null stays null. The key is the message id of its descriptor in
 * contract/messages.ts, worded once there for the storefront and the service alike.
 */
export function useFieldErrorText() {
  const { _ } = useLingui()
  return (error: FieldError | null | undefined) => (error ? _(error) : null)
}

/** The translated error of one field, when the form's first problem is on that field. */
export function useProblemText<F extends string>(problem: { field: F; error: FieldError } | null) {
  const text = useFieldErrorText()
  return (field: F) => (problem?.field === field ? text(problem.error) : null)
}
