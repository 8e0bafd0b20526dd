import type { FieldError } from '../../contract/validation'

/** The first failing field of a form, kept so the view can highlight it. */
export interface FieldProblem<F extends string = string> {
  field: F
  error: FieldError
}

/** An edit of one text field of a form. */
export interface EditEvent<F> {
  type: 'EDIT'
  field: keyof F
  value: F[keyof F]
}

/** Email and graphic codes are typed by hand: whitespace never belongs in them. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '')

export function applyEdit<F extends object>(form: F, event: EditEvent<F>): F {
  const value = event.field === 'yzcode' && typeof event.value === 'string' ? stripSpaces(event.value) : event.value
  return { ...form, [event.field]: value }
}

/**
 * What to tell the shopper about a failed call: the server's `msg`, or null for a transport
 * failure (docs/behaviour.md#errors: transport errors are rejected silently).
 */
export function failureMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  if ('code' in error && error.code === 'network') return null
  return error instanceof Error && error.message ? error.message : null
}
