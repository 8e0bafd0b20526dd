import { type Column, lt, sql } from 'drizzle-orm'
import { serviceLog } from '../lib/log'
import { asPlatform, type Db, schema } from './client'

/**
 * After a bulk load: fresh statistics for the planner, and a visibility map so that index-only
 * scans skip the heap. VACUUM cannot run inside a transaction.
 */
export async function vacuumAnalyze(db: Db) {
  await compactFacetCounts(db)
  // Change counts not yet flushed would land after the ANALYZE and make the tables look due again.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  await db.execute(sql`vacuum (analyze)`)
}

const cell = sql.raw('tenant_id, axis, list_id, sex, new_flag, discount_flag, facet, option_id')

/**
 * Folds each cell's appended changes in facet_counts into one row (a cell at 0 goes), so a
 * filter drawer sums one row a cell. Writers only append, so they never wait on this; changes
 * appended meanwhile stay for the next pass. One pass at a time (another instance's pass, seeing
 * other changes, would fold a cell into a second row): a pass under way makes this one skip.
 * Answers how many rows went.
 */
export async function compactFacetCounts(db: Db): Promise<number> {
  return asPlatform(db, async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('facet-counts-fold')) as locked`)
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0].locked) return 0
    const result = await tx.execute(sql`
      with touched as (select distinct ${cell} from facet_counts where not folded),
      gone as (delete from facet_counts f using touched t where (f.tenant_id, f.axis, f.list_id, f.sex, f.new_flag, f.discount_flag, f.facet, f.option_id) = (t.tenant_id, t.axis, t.list_id, t.sex, t.new_flag, t.discount_flag, t.facet, t.option_id) returning f.*),
      kept as (
        insert into facet_counts (${cell}, n, folded)
        select ${cell}, sum(n)::int, true from gone group by ${cell} having sum(n) <> 0
        returning 1)
      select (select count(*) from gone)::int - (select count(*) from kept)::int as removed`)
    return (result as unknown as { rows: { removed: number }[] }).rows[0].removed
  })
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
  return repeat('Table upkeep', () => tidyTables(db), timing)
}

/**
 * Rows that guests create and that no rule reads any more: spent or expired captchas and email
 * codes, throttle entries past every window they count in, and mail older than a day (its code
 * long expired). Without this these tables only grow, fastest under a flood.
 */
export async function pruneExpired(db: Db): Promise<Record<string, number>> {
  const { captchas, emailCodes, authThrottle, mailOutbox } = schema
  const past = (column: Column) => lt(column, sql`now()`)
  const dayOld = lt(mailOutbox.createdAt, sql`now() - interval '1 day'`)
  return asPlatform(db, async (tx) => ({
    captchas: (await tx.delete(captchas).where(past(captchas.expiresAt)).returning({ uuid: captchas.uuid })).length,
    emailCodes: (await tx.delete(emailCodes).where(past(emailCodes.expiresAt)).returning({ id: emailCodes.id })).length,
    authThrottle: (await tx.delete(authThrottle).where(past(authThrottle.expiresAt)).returning({ id: authThrottle.id })).length,
    mailOutbox: (await tx.delete(mailOutbox).where(dayOld).returning({ id: mailOutbox.id })).length,
  }))
}

/** Prunes, and folds facet counts, on a timer, on PGlite and PostgreSQL alike; returns the stop. */
export function keepPruned(db: Db, timing = { firstMs: 60_000, everyMs: 600_000 }) {
  // Folding facet_counts rides here, not with tidyTables, which runs on PGlite only.
  return repeat('Pruning', async () => [await compactFacetCounts(db), await pruneExpired(db)], timing)
}

/** Runs `work` after `firstMs`, then `everyMs` after each pass ends; the stop waits for a pass under way. */
function repeat(name: string, work: () => Promise<unknown>, timing: { firstMs: number; everyMs: number }) {
  let timer: NodeJS.Timeout | undefined
  let pass: Promise<unknown> = Promise.resolve()
  let stopped = false
  const next = (ms: number) => {
    timer = setTimeout(() => {
      pass = work()
        .catch((error: unknown) => serviceLog.error({ err: error, work: name }, 'periodic work failed'))
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
