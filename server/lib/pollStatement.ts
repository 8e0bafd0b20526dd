import { createHash } from 'node:crypto'
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

/**
 * Runs a poll's one statement and answers its rows as the database names their columns.
 *
 * PGlite keeps no statement cache: every statement is parsed and planned anew, and planning a poll
 * (a few subqueries, row-level security on each table) costs it about 2 ms of WebAssembly where
 * running it costs 0.1 ms. So on PGlite the statement is prepared once (named by its text, so each
 * shape has its own) and then executed, and PostgreSQL's plan cache keeps its plan. The values go
 * into EXECUTE as literals, which is why only integers and plain tokens (an id, a hex hash) are
 * accepted; anything else is refused rather than quoted. PostgreSQL itself plans these in a
 * fraction of a millisecond: there the statement simply runs.
 */

type Rows = Record<string, unknown>[]

/** A poll's caller: the tenant and the token's hash; `embedded` is the PGlite database (null on PostgreSQL). */
export interface PollSession {
  tenantId: number
  tokenHash: string
  embedded: Db | null
}
type Statement = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }

/** Names prepared on each embedded database (one connection, so one set of prepared statements). */
const prepared = new WeakMap<Db, Set<string>>()

const plainToken = /^[0-9A-Za-z_-]*$/
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && plainToken.test(value)) return `'${value}'`
  throw new Error('A prepared poll takes integers and plain tokens only')
}

export async function pollRows(tx: Tx, { embedded }: PollSession, statement: Statement): Promise<Rows> {
  if (!embedded) return rowsOf(await tx.execute(statement))
  const { sql: text, params } = statement.toSQL()
  const name = `poll_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
  const names = prepared.get(embedded) ?? new Set<string>()
  prepared.set(embedded, names)
  if (!names.has(name)) {
    await tx.execute(sql.raw(`prepare ${name} as ${text}`))
    names.add(name)
  }
  return rowsOf(await tx.execute(sql.raw(`execute ${name}(${params.map(literal).join(', ')})`)))
}

const rowsOf = (result: unknown) => (result as { rows: Rows }).rows
