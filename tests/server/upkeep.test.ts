import { inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asPlatform, schema } from '../../server/db/client'
import { keepPruned, keepTidy, pruneExpired, tablesDue, tidyTables } from '../../server/db/upkeep'
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
  asPlatform(server.db, (tx) =>
    tx.insert(schema.brands).values(Array.from({ length: count }, (_, i) => ({ tenantId: 1, name: `Upkeep ${i}` }))),
  )

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

describe('pruning what guests fill', () => {
  const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`
  const ahead = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`

  /** One row that has expired and one that has not, in each table guests can fill. */
  const plant = (tag: string) =>
    asPlatform(server.db, async (tx) => {
      const { captchas, emailCodes, authThrottle, mailOutbox } = schema
      await tx.insert(captchas).values([
        { uuid: `${tag}-old`, tenantId: 1, code: 'AAAA', codeHash: 'x', expiresAt: ago(1) },
        { uuid: `${tag}-live`, tenantId: 1, code: 'AAAA', codeHash: 'x', expiresAt: ahead(300) },
      ])
      await tx.insert(emailCodes).values([
        { tenantId: 1, email: `${tag}-old@example.com`, purpose: 'reset', codeHash: 'x', expiresAt: ago(1) },
        { tenantId: 1, email: `${tag}-live@example.com`, purpose: 'reset', codeHash: 'x', expiresAt: ahead(600) },
      ])
      await tx.insert(authThrottle).values([
        { tenantId: 1, key: `${tag}:old`, expiresAt: ago(1) },
        { tenantId: 1, key: `${tag}:live`, expiresAt: ahead(60) },
      ])
      await tx.insert(mailOutbox).values([
        { tenantId: 1, to: `${tag}-old@example.com`, subject: 's', body: 'b', createdAt: ago(86_401) },
        { tenantId: 1, to: `${tag}-live@example.com`, subject: 's', body: 'b', createdAt: ago(86_000) },
      ])
    })

  /** What is left of the planted rows, table by table. */
  const left = (tag: string) =>
    asPlatform(server.db, async (tx) => {
      const { captchas, emailCodes, authThrottle, mailOutbox } = schema
      const names = [`${tag}-old@example.com`, `${tag}-live@example.com`]
      return {
        captchas: (
          await tx
            .select({ v: captchas.uuid })
            .from(captchas)
            .where(like(captchas.uuid, `${tag}-%`))
        ).map((r) => r.v),
        emailCodes: (await tx.select({ v: emailCodes.email }).from(emailCodes).where(inArray(emailCodes.email, names))).map((r) => r.v),
        authThrottle: (
          await tx
            .select({ v: authThrottle.key })
            .from(authThrottle)
            .where(like(authThrottle.key, `${tag}:%`))
        ).map((r) => r.v),
        mailOutbox: (await tx.select({ v: mailOutbox.to }).from(mailOutbox).where(inArray(mailOutbox.to, names))).map((r) => r.v),
      }
    })

  it('deletes expired captchas, email codes and throttle entries, and day-old mail, only', async () => {
    await plant('prune')
    const deleted = await pruneExpired(server.db)
    for (const count of Object.values(deleted)) expect(count).toBeGreaterThanOrEqual(1)
    expect(await left('prune')).toEqual({
      captchas: ['prune-live'],
      emailCodes: ['prune-live@example.com'],
      authThrottle: ['prune:live'],
      mailOutbox: ['prune-live@example.com'],
    })
  })

  it('runs on a timer, on PGlite and PostgreSQL alike, until stopped', async () => {
    await plant('timer')
    const stop = keepPruned(server.db, { firstMs: 0, everyMs: 60_000 })
    await vi.waitFor(async () => expect((await left('timer')).captchas).toEqual(['timer-live']), { timeout: 10_000, interval: 50 })
    await stop()
    expect((await left('timer')).authThrottle).toEqual(['timer:live'])
  })
})
