/**
 * Tiny search-param validators (instead of zod, to keep the client bundle small). Each reads
 * one raw value and returns it typed, or undefined when absent or malformed.
 */
type Reader<T> = (raw: unknown) => T | undefined

export const text: Reader<string> = (raw) =>
  typeof raw === 'string' ? (raw === '' ? undefined : raw) : typeof raw === 'number' ? String(raw) : undefined

const here = 'http://local.invalid'

/** A path of this site (`/basket?step=3`), never one that leaves it (`//host`, `/\\host`, `https://…`): a safe `redirect`. */
export const localPath: Reader<string> = (raw) => {
  const path = text(raw)
  if (!path?.startsWith('/')) return undefined
  try {
    return new URL(path, here).origin === here ? path : undefined
  } catch {
    return undefined
  }
}

export const integer: Reader<number> = (raw) => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  return Number.isInteger(n) ? n : undefined
}

/** A list of integers, from an array or a comma-separated string ("3,7"); undefined when empty. */
export const integers: Reader<number[]> = (raw) => {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : []
  const values = parts.map(integer).filter((n): n is number => n !== undefined)
  return values.length > 0 ? values : undefined
}

export const flag: Reader<boolean> = (raw) =>
  raw === true || raw === 'true' || raw === 1 || raw === '1' ? true : raw === false || raw === 'false' ? false : undefined

export const oneOf =
  <const V extends string | number>(values: readonly V[]): Reader<V> =>
  (raw) =>
    values.find((v) => String(v) === String(raw))

/**
 * Builds a route's `validateSearch` from one reader per key. Every key of the shape is written,
 * undefined when absent or malformed: TanStack Router spreads the validated result over the raw
 * search, so a key left out would let the raw, unvalidated value through to loaders and views.
 */
export function searchSchema<S extends Record<string, Reader<unknown>>>(shape: S) {
  type Validated = { [K in keyof S]?: NonNullable<ReturnType<S[K]>> }
  return (raw: Record<string, unknown>): Validated =>
    Object.fromEntries(Object.entries(shape).map(([key, read]) => [key, read(raw[key])])) as Validated
}

/** SPEC.md's generic page-size options, for the lists it gives no size of their own (docs/behaviour.md#layout). */
export const pageSizeOptions = [10, 20, 50] as const
export type PageSizeOption = (typeof pageSizeOptions)[number]
