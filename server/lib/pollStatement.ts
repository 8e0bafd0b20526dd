import type { SQLWrapper } from 'drizzle-orm'
import { type Db, inTenant } from '../db/client'

/**
 * Runs a poll's one statement in the caller's tenant (row-level security on, as inTenant does)
 * and answers its rows as the database names their columns. On PGlite the statement goes through
 * the one statement cache (server/db/statementCache.ts): prepared once per shape, then bound and
 * run as one call, as every hot path's statements are.
 */

export type Rows = Record<string, unknown>[]

/** A poll's caller: the tenant and the token's hash, on the service's database. */
export interface PollSession {
  tenantId: number
  tokenHash: string
  db: Db
}

/** `build` makes the statement on the transaction it is given. */
export function pollRows(session: PollSession, build: (q: Db) => SQLWrapper): Promise<Rows> {
  return inTenant(session.db, session.tenantId, async (tx) => ((await tx.execute(build(tx))) as unknown as { rows: Rows }).rows)
}
