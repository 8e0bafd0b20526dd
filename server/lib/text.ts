import { invalidField } from '../http/errors'

/** The text trimmed; refused as `field` when nothing is left. */
export function requireText(field: string, value: string | undefined) {
  const text = (value ?? '').trim()
  if (!text) throw invalidField(field, 'fieldRequired')
  return text
}
