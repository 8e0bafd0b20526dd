import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asPlatform, schema } from '../../server/db/client'
import { keepTidy, tablesDue, tidyTables } from '../../server/db/upkeep'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** Change counts reach pg_stat_user_tables at most once a second unless forced. */
const flushStats = () => server.db.execute(sql`select pg_stat_force_next_flush()`)
const rowsOf = async (table: string) => {
  const result = await server.db.execute(sql`select reltuples::int as n from pg_class where relname = ${table}`)
  return (result as unknown as { rows: { n: number }[] }).rows[0].n
}
const addBrands = (count: number) =>
  asPlatform(server.db, (tx) => tx.insert(schema.brands).values(Array.from({ length: count }, (_, i) => ({ tenantId: 1, name: `Upkeep ${i}` }))))

// The upkeep is PGlite's stand-in for autovacuum, which would race these checks on PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite table upkeep', () => {
  it('finds nothing due after the first-start seed, which ends with VACUUM ANALYZE', async () => {
    await flushStats()
    expect(await tablesDue(server.db)).toEqual([])
  })

  it('analyzes a table changed by more than 50 rows + 10%, which is then no longer due', async () => {
    const before = await rowsOf('brands')
    const added = 51 + Math.ceil(before / 10)
    await addBrands(added)
    await flushStats()
    expect(await tablesDue(server.db)).toContain('public.brands')
    expect(await tidyTables(server.db)).toContain('public.brands')
    expect(await rowsOf('brands')).toBe(before + added)
    await flushStats()
    expect(await tablesDue(server.db)).not.toContain('public.brands')
  })

  it('leaves a table changed by fewer rows than that alone', async () => {
    await addBrands(10)
    await flushStats()
    expect(await tablesDue(server.db)).not.toContain('public.brands')
  })

  it('analyzes a table never analyzed', async () => {
    await server.db.execute(sql`create table upkeep_probe (id int)`)
    await server.db.execute(sql`insert into upkeep_probe select generate_series(1, 10)`)
    expect(await tablesDue(server.db)).toContain('public.upkeep_probe')
    await tidyTables(server.db)
    expect(await rowsOf('upkeep_probe')).toBe(10)
  })

  it('runs its passes on a timer until stopped', async () => {
    await addBrands(100)
    await flushStats()
    expect(await tablesDue(server.db)).toContain('public.brands')
    const stop = keepTidy(server.db, { firstMs: 0, everyMs: 60_000 })
    await vi.waitFor(async () => expect(await tablesDue(server.db)).not.toContain('public.brands'), { timeout: 10_000, interval: 50 })
    await stop()
  })
})
