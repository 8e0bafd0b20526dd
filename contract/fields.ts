import * as z from 'zod/mini'

/**
 * The fields every call shares. Schemas describe the JSON shape; the service coerces query and
 * form strings by that shape before validating (server/http/input.ts), and treats an empty value
 * ('', 'null', 'undefined') of an optional field that is not text as absent.
 */

/** The range of a PostgreSQL integer column: anything larger would fail in the database. */
export const int32Max = 2_147_483_647
export const int32 = (min = -int32Max - 1, max = int32Max) => z.int().check(z.gte(min), z.lte(max))
/** A row id (serial column). */
export const id = () => int32(1)
export const optionalId = () => z.optional(id())
/** Ids as a JSON array, repeated fields or "1,2,3". */
export const ids = (max = 100) => z.optional(z.array(id()).check(z.maxLength(max)))

/** C0 control characters and DEL; PostgreSQL refuses NUL in text, and none belongs in a form field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const controls = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const singleLineControls = /^[^\u0000-\u001f\u007f]*$/

/** Trimmed text of at most `max` characters, without control characters (tab and newline only when `multiline`). */
export const text = (max: number, options: { multiline?: boolean } = {}) =>
  z.string().check(z.trim(), z.maxLength(max), z.regex(options.multiline ? controls : singleLineControls))
/** Text that must not be empty once trimmed. */
export const requiredText = (max: number) => text(max).check(z.minLength(1))
/** Text a form may leave out: '' when absent (the form rules then name what is missing). */
export const formText = (max: number, options: { multiline?: boolean } = {}) => z._default(text(max, options), '')
/** Text whose empty value means "not given". */
export const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      text(max),
      z.transform((v) => v || undefined),
    ),
  )

/** A check box or flag: true, 1, "true", "1", "on". */
export const flag = () => z.boolean()

/** One paging rule for every list: pageNo from 1, pageSize from 1 to `max` (default `size`); '' means the default. */
export const paging = (size: number, max = 100) => ({
  pageNo: z._default(int32(1, 10_000), 1),
  pageSize: z._default(int32(1, max), size),
})

/** Gender codes sent as `sex`: male 1, female 2, children 3. */
export const sex = () => z.optional(int32(1, 3))

/** A call that takes nothing (the common query parameters are read by the service's middleware). */
export const none = () => z.object({})

/** A page of rows, as every list call returns it. */
export const pageOf = <T extends z.ZodMiniType>(row: T) => z.object({ list: z.array(row), total: z.number() })

/** An answer of `true` (done). */
export const done = () => z.literal(true)

/** Strings as the service stores them per language. */
export const localizedTexts = () => z.record(z.string(), z.string())

/** A row id in range, for values read outside a schema (the tenant-id header: every request, so its schema is made once). */
let rowId: ReturnType<typeof id> | undefined
export const isId = (value: unknown): value is number => z.safeParse((rowId ??= id()), value).success
