import pg from 'pg'
import { vi } from 'vitest'

/**
 * The streaming replica of TEST_DATABASE_URL's server named by TEST_REPLICA_URL (.ci/run makes one):
 * a database made on the primary appears there once replayed; pausing replay makes it lag on purpose.
 */
export const replicaAdmin = process.env.TEST_REPLICA_URL || null

/** The replica's URL of the primary's database at `url`, once the replica has it; null without a replica. */
export async function replicaOf(url: string): Promise<string | null> {
  if (!replicaAdmin) return null
  const name = new URL(url).pathname.slice(1)
  await vi.waitFor(
    async () => {
      const rows = await queryOn(replicaAdmin, 'select 1 from pg_database where datname = $1', [name])
      if (rows.length === 0) throw new Error(`${name} is not on the replica yet`)
    },
    { timeout: 30_000, interval: 50 },
  )
  const replica = new URL(replicaAdmin)
  replica.pathname = `/${name}`
  return replica.toString()
}

/** Stops (or restarts) applying the primary's changes on the replica: it keeps receiving them, and answers as of the pause. */
export const pauseReplay = () => queryOn(replicaAdmin!, 'select pg_wal_replay_pause()')
export const resumeReplay = () => queryOn(replicaAdmin!, 'select pg_wal_replay_resume()')

/** Waits until the replica has applied everything the primary (`primaryAdmin`) had written when asked. */
export async function caughtUp(primaryAdmin: string) {
  const [{ lsn }] = await queryOn(primaryAdmin, 'select pg_current_wal_lsn()::text as lsn')
  await vi.waitFor(
    async () => {
      const [{ done }] = await queryOn(replicaAdmin!, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn])
      if (!done) throw new Error(`the replica has not replayed up to ${lsn} yet`)
    },
    { timeout: 30_000, interval: 50 },
  )
}

async function queryOn(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}
