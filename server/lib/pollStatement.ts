import { createHash } from 'node:crypto'
import type { SQLWrapper } from 'drizzle-orm'
import { type Db, inTenant } from '../db/client'
import { tenantSettingsText } from '../db/security'

/**
 * Runs a poll's one statement in the caller's tenant (row-level security on, as inTenant does)
 * and answers its rows as the database names their columns.
 *
 * PostgreSQL plans such a statement in a fraction of a millisecond: there it simply runs. PGlite
 * keeps no statement cache, so it would parse and plan the poll anew every few seconds for every
 * shopper (about 1 ms of WebAssembly, more than running it), and each of a transaction's four
 * round trips costs its own. So on PGlite the statement is prepared once (named by its text: each
 * shape its own), and the transaction (tenant, role, EXECUTE) is one call: about a quarter of the
 * CPU. The values go into EXECUTE as literals, which is why only integers and plain tokens (an
 * id, a hex hash) are accepted: anything else is refused rather than quoted.
 */

export type Rows = Record<string, unknown>[]
type Statement = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }

/** A poll's caller: the tenant and the token's hash, on the service's database (`embedded`: PGlite). */
export interface PollSession {
  tenantId: number
  tokenHash: string
  db: Db
  embedded: boolean
}

interface Embedded {
  exec(text: string): Promise<{ rows: Rows }[]>
  query(text: string): Promise<unknown>
}

/** Names prepared on each embedded database (one connection, so one set of prepared statements). */
const prepared = new WeakMap<object, Set<string>>()

const plainToken = /^[0-9A-Za-z_-]*$/
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && plainToken.test(value)) return `'${value}'`
  throw new Error('A prepared poll takes integers and plain tokens only')
}

/** `build` makes the statement on the handle it is given (a transaction, or the database to read its text). */
export async function pollRows(session: PollSession, build: (q: Db) => Statement): Promise<Rows> {
  if (!session.embedded) return inTenant(session.db, session.tenantId, async (tx) => rowsOf(await tx.execute(build(tx))))
  const { sql: text, params } = build(session.db).toSQL()
  const values = params.map(literal).join(', ')
  const client = (session.db as unknown as { $client: Embedded }).$client
  const name = await preparedName(client, text)
  try {
    const results = await client.exec(`begin; ${tenantSettingsText(session.tenantId)}; execute ${name}(${values}); commit;`)
    return results[2].rows
  } catch (error) {
    await client.exec('rollback')
    throw error
  }
}

async function preparedName(client: Embedded, text: string) {
  const name = `poll_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
  const names = prepared.get(client) ?? new Set<string>()
  prepared.set(client, names)
  if (!names.has(name)) {
    await client.query(`prepare ${name} as ${text}`)
    names.add(name)
  }
  return name
}

const rowsOf = (result: unknown) => (result as { rows: Rows }).rows
