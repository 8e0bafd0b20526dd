import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'

const admin = process.env.TEST_DATABASE_URL

/** Connections to `database` other than the asking one, as PostgreSQL lists them. */
async function backendsOf(database: string) {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    database,
  ])
  return { pids: rows.map((r) => r.pid), client }
}

describe.skipIf(!admin)('PostgreSQL connection pool', () => {
  it('survives the server dropping its idle connections, and closes only once every connection has ended', async () => {
    const name = `vitrine_pool_${process.pid}_${Date.now()}`
    const setup = new pg.Client({ connectionString: admin })
    await setup.connect()
    await setup.query(`CREATE DATABASE ${name}`)
    const url = new URL(admin!)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null })
    try {
      // Several connections at once, then idle in the pool.
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)))
      const before = await backendsOf(name)
      expect(before.pids.length).toBeGreaterThan(1)
      await before.client.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before.pids])
      await before.client.end()
      await new Promise((resolve) => setTimeout(resolve, 200))
      // A dropped idle connection is replaced: the next query is answered, the process lives on.
      const answer = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] }
      expect(answer.rows).toEqual([{ one: 1 }])
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)))
    } finally {
      await database.close()
    }
    // Once close() resolves, no connection of ours is left for a DROP ... WITH (FORCE) to cut.
    const after = await backendsOf(name)
    await after.client.end()
    await setup.query(`DROP DATABASE ${name} WITH (FORCE)`)
    await setup.end()
    expect(after.pids).toEqual([])
  })
})
