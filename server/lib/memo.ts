import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

const dialect = new PgDialect()
const ttlMs = 60_000
const maxEntries = 2000
const entries = new Map<string, { value: unknown; at: number }>()

/**
 * Answers that are the same for every shopper and costly to compute over a large catalog
 * (the total of a broad list, brands with their product counts) are kept a minute. Catalog
 * writes are rare and a count a minute stale is harmless. Never for per-user data.
 */
export async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as T
  const value = await load()
  entries.delete(key)
  entries.set(key, { value, at: Date.now() })
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  return value
}

/** Drops every kept answer: a test file's service starts with none (the API tests share a process per worker). */
export function forgetRemembered(): void {
  entries.clear()
}

/** A key naming a tenant and a condition with its parameters. */
export function conditionKey(tenantId: number, kind: string, where: SQL): string {
  const query = dialect.sqlToQuery(where)
  return `${kind}\u0000${tenantId}\u0000${query.sql}\u0000${JSON.stringify(query.params)}`
}
