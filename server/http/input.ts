import { z } from 'zod'
import { ErrorCode } from '../../contract/codes'
import { type FieldError, firstError, type FieldCheck } from '../../contract/validation'
import { AppError } from './errors'
import type { AppContext } from './context'

/**
 * The request's fields: the query, and for POST/PUT/DELETE the body too, whether JSON,
 * form-encoded or multipart. Unknown fields are kept here and ignored by the schemas.
 */
export async function readInput(c: AppContext): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = { ...c.req.query() }
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return fields
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const text = await c.req.text()
      if (!text.trim()) return fields
      const body: unknown = JSON.parse(text)
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body)
      else if (Array.isArray(body)) fields.list = body
    } else if (type.includes('form')) {
      Object.assign(fields, await c.req.parseBody({ all: true }))
    }
  } catch {
    throw new AppError(ErrorCode.badRequest, 'fieldInvalid', { field: 'body' })
  }
  return fields
}

/** Validates input against a schema; the first problem becomes a clear message naming the field. */
export async function parseInput<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readInput(c))
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue.path.join('.') || 'input'
  const missing = issue.code === 'invalid_type' && issue.input === undefined
  throw new AppError(ErrorCode.invalidField, missing ? 'fieldRequired' : 'fieldInvalid', { field })
}

/** Applies a contract form rule and turns its first failure into an error for that field. */
export function enforce<F extends string>(result: { field: F; error: FieldError } | null) {
  if (result) throw new AppError(ErrorCode.invalidField, result.error, { field: result.field })
}
export const enforceChecks = <F extends string>(checks: FieldCheck<F>[]) => enforce(firstError(checks))

/** Helpers for fields that may arrive as form strings. */
export const text = (max = 500) => z.coerce.string().trim().max(max)
export const optionalText = (max = 500) => z.coerce.string().trim().max(max).optional().default('')
export const id = () => z.coerce.number().int().positive()
export const flag = () =>
  z.union([z.boolean(), z.string(), z.number()]).transform((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on')
