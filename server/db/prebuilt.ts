import * as drizzle from 'drizzle-orm'
import { type PgColumn, PgDialect, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'

/** What Drizzle's own select does to map rows by field (exported at run time, left out of its types). */
type Ordered = { path: string[]; field: unknown }[]
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields(fields: Record<string, unknown>): Ordered }

/** A select written on a QueryBuilder: its text, and what it selects and answers. */
type Written<R> = { toSQL(): drizzle.Query; _: { selectedFields: unknown; result: R } }

/**
 * A select whose text Drizzle builds once (docs/performance.md#prebuilt-selects). Drizzle builds
 * a query's text again at every run, checking the kind of each of its parts; for the statements
 * every request or every save runs, that was 0.1-0.15 ms each, about as much as PGlite takes to
 * run them. Here `build` writes the select once with `sql.placeholder(name)` for each value;
 * each run only fills the placeholders, on the database or transaction it is given, and maps the
 * rows as Drizzle's own select does. A placeholder's value goes to the driver as it is (no
 * column's mapping): pass what the column's driver takes (a Date for a timestamp).
 */
export function prebuilt<R>(build: (qb: QueryBuilder) => Written<R>) {
  let made: { query: drizzle.Query; fields: Ordered; joins: unknown } | undefined
  return (on: Db | Tx, values: Record<string, unknown>): Promise<R> => {
    if (!made) {
      const select = build(new QueryBuilder())
      made = {
        query: select.toSQL(),
        fields: orderSelectedFields(select._.selectedFields as Record<string, unknown>),
        joins: (select as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap,
      }
    }
    const prepared = on._.session.prepareQuery(made.query, made.fields as never, undefined, true)
    ;(prepared as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap = made.joins
    return prepared.execute(values) as Promise<R>
  }
}

const dialect = new PgDialect()

/**
 * An insert, update or `with` statement whose text Drizzle builds once for each of its shapes
 * (docs/performance.md#prebuilt-selects), as prebuilt does for a select: `build(on, shape)` writes
 * it with `sql.placeholder(name)` for each value, and each run only fills them. A placeholder in
 * an insert's values or an update's set goes through its column's mapping as a value does, but a
 * null would be mapped too (JSON's null in a jsonb column): shapeOf names the null columns and
 * columnsOf writes them as nulls. `shape` is what changes the text (which columns an update writes).
 * Answers the rows, as objects.
 */
export function prebuiltWrite<R>(build: (on: Db | Tx, shape: string) => drizzle.SQLWrapper) {
  const textOf = shapedText(build)
  return async (on: Db | Tx, values: Record<string, unknown>, shape = ''): Promise<R[]> => {
    const result = await on._.session.prepareQuery(textOf(on, shape), undefined, undefined, false).execute(values)
    return (result as { rows: R[] }).rows
  }
}

/**
 * prebuiltWrite for a statement that answers whole rows of `table` (an update's `returning()`, or
 * a `with` that selects them in the table's column order): answered as Drizzle answers that
 * table's rows, each column through its mapping.
 */
export function prebuiltRowsOf<T extends PgTable>(table: T, build: (on: Db | Tx, shape: string) => drizzle.SQLWrapper) {
  const textOf = shapedText(build)
  const rows = rowsOf(table)
  return (on: Db | Tx, values: Record<string, unknown>, shape = '') => rows(on, textOf(on, shape), values)
}

/** Runs a statement that answers whole rows of `table` (as prebuiltRowsOf), built for this run only. */
export function tableRows<T extends PgTable>(table: T) {
  const rows = rowsOf(table)
  return (on: Db | Tx, statement: drizzle.SQLWrapper, values: Record<string, unknown>) =>
    rows(on, dialect.sqlToQuery(statement.getSQL()), values)
}

function rowsOf<T extends PgTable>(table: T) {
  const fields = orderSelectedFields(drizzle.getTableColumns(table))
  return (on: Db | Tx, query: drizzle.Query, values: Record<string, unknown>) =>
    on._.session.prepareQuery(query, fields as never, undefined, true).execute(values) as Promise<T['$inferSelect'][]>
}

/** A placeholder typed as its column: in a SELECT list an untyped one is text, which a number's column refuses. */
export const placeholderAs = (column: PgColumn, name: string) =>
  drizzle.sql`${drizzle.sql.placeholder(name)}::${drizzle.sql.raw(column.getSQLType())}`

/**
 * `insert into table (...) select ... from source`, for a write that follows another in one `with`
 * statement: each column named in `values` from an expression over the source's rows, or (a
 * string) from the placeholder of that name, typed as the column.
 */
export function insertFrom(table: PgTable, source: string, values: Record<string, drizzle.SQLWrapper | string>) {
  const columns = drizzle.getTableColumns(table) as Record<string, PgColumn>
  const pairs = Object.entries(values).map(([key, value]) => {
    const column = columns[key]
    if (!column) throw new Error(`${key} is not a column of the table written`)
    return [drizzle.sql.identifier(column.name), typeof value === 'string' ? placeholderAs(column, value) : value] as const
  })
  const list = (parts: drizzle.SQLWrapper[]) => drizzle.sql.join(parts, drizzle.sql`, `)
  return drizzle.sql`insert into ${table} (${list(pairs.map(([name]) => name))}) select ${list(pairs.map(([, value]) => value))} from ${drizzle.sql.identifier(source)}`
}

/** A statement's text for each of its shapes, built the first time the shape is run. */
function shapedText(build: (on: Db | Tx, shape: string) => drizzle.SQLWrapper) {
  const made = new Map<string, drizzle.Query>()
  return (on: Db | Tx, shape: string) => {
    let query = made.get(shape)
    if (!query) {
      query = dialect.sqlToQuery(build(on, shape).getSQL())
      made.set(shape, query)
    }
    return query
  }
}

/**
 * The shape of a write of `values`' columns: their names, a null one marked (written as null, not
 * through a placeholder); an undefined one left out, as Drizzle leaves it (a column's default in an
 * insert, unchanged in an update). Values only: an SQL expression is not a placeholder's value.
 */
export const shapeOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (value === null ? `${key}=null` : key))
    .join(',')

/** The columns of a shape (shapeOf) to write: each a placeholder of its name, or null. */
export const columnsOf = (shape: string): Record<string, drizzle.Placeholder | null> =>
  Object.fromEntries(
    shape
      .split(',')
      .filter(Boolean)
      .map((part) => (part.endsWith('=null') ? [part.slice(0, -'=null'.length), null] : [part, drizzle.sql.placeholder(part)])),
  )

/** The columns of a write whose columns are always the same: each a placeholder of its name. */
export const placeholdersOf = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, drizzle.sql.placeholder(name)])) as Record<K, never>

/**
 * Rows passed as one JSON value, read as a `from` item: `jsonb_to_recordset($name::jsonb) as
 * alias(column type, ...)` for `columns` (each key's column, of any table; the row's own column
 * names). One statement's text whatever the number of rows, where a multi-row insert's text
 * changes with it. `json` writes the value: each row's keys as its columns' names.
 */
export function recordsOf<K extends string>(columns: Record<K, PgColumn>) {
  const entries = Object.entries(columns) as [K, PgColumn][]
  const list = drizzle.sql.join(
    entries.map(([, column]) => drizzle.sql`${drizzle.sql.identifier(column.name)} ${drizzle.sql.raw(column.getSQLType())}`),
    drizzle.sql`, `,
  )
  return {
    from: (name: string, alias: string) =>
      drizzle.sql`jsonb_to_recordset(${drizzle.sql.placeholder(name)}::jsonb) as ${drizzle.sql.identifier(alias)}(${list})`,
    json: (rows: Record<K, unknown>[]) =>
      JSON.stringify(rows.map((row) => Object.fromEntries(entries.map(([key, column]) => [column.name, row[key]])))),
  }
}

/** insertFrom's values for `keys` of `table` read from the source's columns of the same names. */
export function sameColumns<T extends PgTable>(table: T, ...keys: (keyof T['_']['columns'] & string)[]) {
  const columns = drizzle.getTableColumns(table) as Record<string, PgColumn>
  return Object.fromEntries(keys.map((key) => [key, drizzle.sql.identifier(columns[key].name)])) as Record<string, drizzle.SQLWrapper>
}
