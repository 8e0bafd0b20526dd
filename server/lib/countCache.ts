import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

const dialect = new PgDialect()
const ttlMs = 60_000
const maxEntries = 2000
const entries = new Map<string, { total: number; at: number }>()

/**
 * Totals of list queries, kept a minute per tenant and condition. Counting a broad result
 * (a population, a common word) reads every matching row; the pages after the first, and
 * everybody browsing the same list, reuse it. Catalog writes are rare and a total a minute
 * stale is harmless.
 */
export async function cachedCount(tenantId: number, where: SQL, count: () => Promise<number>): Promise<number> {
  const query = dialect.sqlToQuery(where)
  const key = `${tenantId}\u0000${query.sql}\u0000${JSON.stringify(query.params)}`
  const hit = entries.get(key)
  if (hit && Date.now() - hit.at < ttlMs) return hit.total
  const total = await count()
  entries.delete(key)
  entries.set(key, { total, at: Date.now() })
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  return total
}

/** For tests that change the catalog between calls. */
export const clearCountCache = () => entries.clear()
