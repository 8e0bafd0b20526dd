import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { asPlatform, type Database, inTenant, openDatabase, schema } from '../../server/db/client'
import { freshPostgres } from './seeded'

/**
 * On PostgreSQL a tenant's transaction sends its begin with its settings, one round trip
 * (server/db/foldedBegin.ts); every other transaction still begins before its first statement,
 * and each stays one transaction.
 */

const seeded = inject('seeded')
const postgres = seeded.template ? await freshPostgres(undefined, seeded.template) : null
afterAll(() => postgres?.drop())

/** What reaches PostgreSQL: each call of pg's own query is one round trip. */
const sent: string[] = []
const query = pg.Client.prototype.query
beforeAll(() => {
  // biome-ignore lint/suspicious/noExplicitAny: a spy on pg's overloaded query, forwarding every form unchanged.
  pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
    sent.push(typeof config === 'string' ? config : config?.text)
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest)
  } as typeof query
})
afterAll(() => {
  pg.Client.prototype.query = query
})

describe.skipIf(!postgres)('the folded begin on PostgreSQL', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: postgres!.url, dataDir: null })
  })
  afterAll(() => database.close())
  beforeEach(() => {
    sent.length = 0
  })

  const sortOf = (id: number) =>
    asPlatform(database.db, (tx) => tx.select({ sort: schema.articles.sort }).from(schema.articles).where(eq(schema.articles.id, id)))

  it("sends a tenant's begin and settings as one query, with the tenant inlined", async () => {
    const rows = await inTenant(database.db, 2, (tx) => tx.selectDistinct({ tenantId: schema.articles.tenantId }).from(schema.articles))
    expect(rows).toEqual([{ tenantId: 2 }])
    expect(sent).toEqual([
      "begin; select set_config('app.tenant_id', '2', true), set_config('role', 'vitrine_app', true)",
      expect.stringMatching(/^select distinct/),
      'commit',
    ])
  })

  it("folds a keyed transaction's settings the same way, its plan mode included", async () => {
    const mode = await inTenant(database.db, 1, (tx) => tx.execute(sql`show plan_cache_mode`), true)
    expect((mode as unknown as { rows: unknown[] }).rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }])
    expect(sent[0]).toBe(
      "begin; select set_config('app.tenant_id', '1', true), set_config('role', 'vitrine_app', true), set_config('plan_cache_mode', 'force_generic_plan', true)",
    )
    expect(sent).toHaveLength(3)
  })

  it("rolls the tenant's whole transaction back when a later statement fails", async () => {
    const [article] = await asPlatform(database.db, (tx) => tx.select().from(schema.articles).limit(1))
    await expect(
      inTenant(database.db, article.tenantId, async (tx) => {
        await tx.update(schema.articles).set({ sort: 999_999 }).where(eq(schema.articles.id, article.id))
        await tx.execute(sql`select 1 / 0`)
      }),
    ).rejects.toThrow()
    expect(await sortOf(article.id)).toEqual([{ sort: article.sort }])
  })

  it('begins any other transaction before its first statement, and it stays one transaction', async () => {
    const [article] = await asPlatform(database.db, (tx) => tx.select().from(schema.articles).limit(1))
    sent.length = 0
    await expect(
      asPlatform(database.db, async (tx) => {
        await tx.update(schema.articles).set({ sort: 999_999 }).where(eq(schema.articles.id, article.id))
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(sent).toEqual(['begin', expect.stringMatching(/^update "articles"/), 'rollback'])
    expect(await sortOf(article.id)).toEqual([{ sort: article.sort }])
  })

  it('sends nothing for a transaction that ends before any statement', async () => {
    expect(await asPlatform(database.db, async () => 'done')).toBe('done')
    await expect(
      asPlatform(database.db, async () => {
        throw new Error('before any statement')
      }),
    ).rejects.toThrow('before any statement')
    expect(sent).toEqual([])
  })
})
