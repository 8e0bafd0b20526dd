import { getTableName, sql, type Column } from 'drizzle-orm'

/**
 * "table"."column", for correlated subqueries: drizzle leaves columns unqualified in a
 * single-table select, where "id" would bind to the subquery's own table.
 */
export const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/** Text matched literally inside a LIKE pattern: its wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
