import * as z from 'zod/mini'
import { ErrorCode } from '../../contract/codes'
import { type FieldCheck, type FieldError, firstError } from '../../contract/validation'
import type { AppContext } from './context'
import { AppError } from './errors'

/**
 * The request's fields: the query, and for POST/PUT/DELETE the body too, whether JSON,
 * form-encoded or multipart. Unknown fields are kept here and ignored by the schemas. `json`: a
 * JSON body was read (its values typed).
 */
async function readInput(c: AppContext): Promise<{ fields: Record<string, unknown>; json: boolean }> {
  // Path parameters last among what the URL carries: `/delete/message/{id}` means that id whatever the query says.
  const fields: Record<string, unknown> = { ...c.req.query(), ...c.req.param() }
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return { fields, json: false }
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const text = await c.req.text()
      if (!text.trim()) return { fields, json: false }
      const body: unknown = JSON.parse(text)
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body, c.req.param())
      else if (Array.isArray(body)) fields.list = body
      return { fields, json: true }
    }
    if (type.includes('form')) Object.assign(fields, await c.req.parseBody({ all: true }), c.req.param())
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(ErrorCode.badRequest, 'fieldInvalid', { field: 'body' })
  }
  return { fields, json: false }
}

/** Validates input against a call's schema; the first problem becomes a clear message naming the field. */
export async function parseInput<S extends z.core.$ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const { fields, json } = await readInput(c)
  return parseFields(schema, fields, json)
}

/**
 * `json`: the fields came in a JSON body, typed. Those are validated as they came first: coercion
 * then changes nothing a schema without a union accepts (it only turns text a field refuses into
 * what it expects), so only what is refused as it came is coerced and validated again. A union's
 * option is chosen by coercion, so a schema with one is always coerced first.
 */
function parseFields<S extends z.core.$ZodType>(schema: S, fields: unknown, json: boolean): z.output<S> {
  if (json && !hasUnion(schema)) {
    const typed = z.safeParse(schema, fields)
    if (typed.success) return typed.data
  }
  const result = z.safeParse(schema, coerce(schema, fields))
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue.path.join('.') || 'input'
  const missing = issue.code === 'invalid_type' && issue.input === undefined
  throw new AppError(ErrorCode.invalidField, missing ? 'fieldRequired' : 'fieldInvalid', { field })
}

/** Values a query string or form sends for "nothing": an optional field that is not text then takes its default. */
const absentValues: readonly unknown[] = ['', 'null', 'undefined', null]

type Def = z.core.$ZodTypeDef & Record<string, unknown>
const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def
const numeric = /^\s*-?\d+(\.\d+)?(e[+-]?\d+)?\s*$/i

/**
 * Query strings and forms carry only text: this turns a field's text into what its schema's
 * JSON shape expects (numbers, booleans, lists from "1,2,3" or repeated fields), so the same
 * schema validates a query, a form and a JSON body. What cannot be read is left for the schema
 * to refuse.
 */
export function coerce(schema: z.core.$ZodType, value: unknown): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault': {
      const inner = def.innerType as z.core.$ZodType
      if (absentValues.includes(value) && !acceptsText(inner)) return undefined
      return coerce(inner, value)
    }
    case 'nullable':
      return value === null ? null : coerce(def.innerType as z.core.$ZodType, value)
    case 'pipe':
      return coerce(def.in as z.core.$ZodType, value)
    case 'lazy':
      return coerce((def.getter as () => z.core.$ZodType)(), value)
    case 'number':
      return typeof value === 'string' && numeric.test(value) ? Number(value) : value
    case 'boolean':
      return toBoolean(value)
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
    case 'literal':
      return typeof value === 'string' && numeric.test(value) && (def.values as unknown[]).includes(Number(value)) ? Number(value) : value
    case 'union':
      return coerceUnion(def.options as z.core.$ZodType[], value)
    case 'array': {
      const split = typeof value === 'string' ? value.split(',').filter((s) => s.trim()) : value
      const items = split === undefined || Array.isArray(split) ? split : [split]
      return Array.isArray(items) ? items.map((item) => coerce(def.element as z.core.$ZodType, item)) : items
    }
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const shape = def.shape as Record<string, z.core.$ZodType>
      const fields = { ...(value as Record<string, unknown>) }
      for (const [key, field] of Object.entries(shape)) fields[key] = coerce(field, fields[key])
      return fields
    }
    default:
      return value
  }
}

const unions = new WeakMap<z.core.$ZodType, boolean>()

/** Schemas of one value, with nothing inside. */
const leaves = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'literal',
  'enum',
  'date',
  'null',
  'undefined',
  'any',
  'unknown',
  'transform',
])

/** Whether a union may be anywhere in the schema (a kind not known here counts as one). */
function hasUnion(schema: z.core.$ZodType): boolean {
  const known = unions.get(schema)
  if (known !== undefined) return known
  const def = defOf(schema)
  const inner = (key: string) => hasUnion(def[key] as z.core.$ZodType)
  let found = true
  if (leaves.has(def.type)) found = false
  else if ('innerType' in def) found = inner('innerType')
  else if (def.type === 'pipe') found = inner('in') || inner('out')
  else if (def.type === 'array') found = inner('element')
  else if (def.type === 'object') found = Object.values(def.shape as Record<string, z.core.$ZodType>).some(hasUnion)
  unions.set(schema, found)
  return found
}

/** The first option the value, coerced for it, satisfies; else the value as it came. */
function coerceUnion(options: z.core.$ZodType[], value: unknown) {
  for (const option of options) {
    const coerced = coerce(option, value)
    if (z.safeParse(option, coerced).success) return coerced
  }
  return value
}

function toBoolean(value: unknown) {
  if (value === 'true' || value === '1' || value === 'on' || value === 1) return true
  if (value === 'false' || value === '0' || value === 'off' || value === 0) return false
  return value
}

function acceptsText(schema: z.core.$ZodType): boolean {
  const def = defOf(schema)
  if (def.type === 'string') return true
  if (def.type === 'pipe') return acceptsText(def.in as z.core.$ZodType)
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return acceptsText(def.innerType as z.core.$ZodType)
  if (def.type === 'union') return (def.options as z.core.$ZodType[]).some(acceptsText)
  if (def.type === 'literal') return (def.values as unknown[]).some((v) => typeof v === 'string')
  return false
}

/** Applies a contract form rule and turns its first failure into an error for that field. */
export function enforce<F extends string>(result: { field: F; error: FieldError } | null) {
  if (result) throw new AppError(ErrorCode.invalidField, result.error, { field: result.field })
}
export const enforceChecks = <F extends string>(checks: FieldCheck<F>[]) => enforce(firstError(checks))
