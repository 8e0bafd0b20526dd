import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * After a bulk load: fresh statistics for the planner, and a visibility map so that index-only
 * scans skip the heap. VACUUM cannot run inside a transaction.
 */
export async function vacuumAnalyze(db: Db) {
  // Change counts not yet flushed would land after the ANALYZE and make the tables look due again.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  await db.execute(sql`vacuum (analyze)`)
}

/**
 * Tables autovacuum would analyze: changed by more than 50 rows + 10% since their last ANALYZE,
 * or never analyzed at all (PGlite keeps no change counters across restarts; pg_class does).
 */
export async function tablesDue(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select format('%I.%I', s.schemaname, s.relname) as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples
    order by 1`)
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)
}

/**
 * VACUUM (ANALYZE) of each table due (names quoted by format's %I), one at a time: PGlite has
 * one connection, and requests wait meanwhile.
 */
export async function tidyTables(db: Db): Promise<string[]> {
  const due = await tablesDue(db)
  for (const name of due) await db.execute(sql`vacuum (analyze) ${sql.raw(name)}`)
  return due
}

/**
 * PGlite has no autovacuum: this does its work shortly after start, then every ten minutes.
 * Returns the stop, which waits for a pass under way so the database is not closed under it.
 */
export function keepTidy(db: Db, timing = { firstMs: 30_000, everyMs: 600_000 }) {
  let timer: NodeJS.Timeout | undefined
  let pass: Promise<unknown> = Promise.resolve()
  let stopped = false
  const next = (ms: number) => {
    timer = setTimeout(() => {
      pass = tidyTables(db)
        .catch((error: unknown) => console.error('Table upkeep failed:', error))
        .finally(() => {
          if (!stopped) next(timing.everyMs)
        })
    }, ms).unref()
  }
  next(timing.firstMs)
  return async () => {
    stopped = true
    clearTimeout(timer)
    await pass
  }
}
