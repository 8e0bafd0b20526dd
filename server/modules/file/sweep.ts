import { sql } from 'drizzle-orm'
import { thumbnailName } from '../../../contract/uploads'
import { asPlatform, type Db } from '../../db/client'
import { serviceLog } from '../../lib/log'
import type { UploadStore } from './store'

/** One store for every upload, or the store of each kind of upload (identity documents are kept privately). */
type Stores = UploadStore | ((kind: string) => UploadStore)

export const unclaimedLifetimeMs = 24 * 60 * 60 * 1000

/**
 * Removes uploads no row claimed (claimUploads) within `olderThanMs` of their upload, across tenants:
 * the rows first, by a delete that re-checks `referenced_at` (a claim committed meanwhile wins), then
 * their files and thumbnails. Also drops quota counters of days before yesterday. Answers the keys removed.
 */
export async function sweepUploads(db: Db, stores: Stores, olderThanMs = unclaimedLifetimeMs, batch = 500): Promise<string[]> {
  const storeOf = typeof stores === 'function' ? stores : () => stores
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  const removed: string[] = []
  for (;;) {
    const result = await asPlatform(db, (tx) =>
      tx.execute(sql`
        delete from uploads where referenced_at is null and created_at < ${cutoff}::timestamptz and id in (
          select id from uploads where referenced_at is null and created_at < ${cutoff}::timestamptz order by created_at limit ${batch}
        ) returning path, kind`),
    )
    const rows = (result as unknown as { rows: { path: string; kind: string }[] }).rows
    for (const { path, kind } of rows) {
      await storeOf(kind).remove(path)
      await storeOf(kind).remove(thumbnailName(path))
    }
    removed.push(...rows.map((r) => r.path))
    if (rows.length < batch) break
  }
  await asPlatform(db, (tx) => tx.execute(sql`delete from upload_quota where day < (now() at time zone 'utc')::date - 1`))
  return removed
}

/**
 * Sweeps a minute after start, then every hour, on PGlite and PostgreSQL alike (several instances may
 * sweep at once: each row is deleted once, and removing a missing file is no error). Returns the stop,
 * which waits for a pass under way.
 */
export function keepSwept(db: Db, stores: Stores, timing = { firstMs: 60_000, everyMs: 3_600_000 }) {
  let pass: Promise<unknown> = Promise.resolve()
  const run = () => {
    pass = pass.then(() => sweepUploads(db, stores)).catch((error: unknown) => serviceLog.error({ err: error }, 'upload sweep failed'))
  }
  const first = setTimeout(run, timing.firstMs).unref()
  const every = setInterval(run, timing.everyMs).unref()
  return async () => {
    clearTimeout(first)
    clearInterval(every)
    await pass
  }
}
