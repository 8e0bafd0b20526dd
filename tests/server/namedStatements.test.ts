import { ne, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { type Database, inTenant, openDatabase, schema } from '../../server/db/client'
import { namingClient } from '../../server/db/namedStatements'
import { freshPostgres } from './seeded'

/**
 * On PostgreSQL a statement is parsed once per connection under a name (server/db/namedStatements.ts),
 * still planned for each run's values, and row-level security still reads each run's tenant.
 */

const seeded = inject('seeded')
const postgres = seeded.template ? await freshPostgres(undefined, seeded.template) : null
afterAll(() => postgres?.drop())

/** The service's database with one connection, so every statement meets the names an earlier one left. */
async function oneConnection(): Promise<Database> {
  const before = process.env.DB_POOL_SIZE
  process.env.DB_POOL_SIZE = '1'
  try {
    return await openDatabase({ databaseUrl: postgres!.url, dataDir: null })
  } finally {
    if (before === undefined) delete process.env.DB_POOL_SIZE
    else process.env.DB_POOL_SIZE = before
  }
}

describe.skipIf(!postgres)('named statements on PostgreSQL', () => {
  it('prepares a statement once per connection and keeps each tenant to its own rows', async () => {
    const database = await oneConnection()
    try {
      const tenantsOf = (tenantId: number) =>
        inTenant(database.db, tenantId, (tx) => tx.selectDistinct({ tenantId: schema.articles.tenantId }).from(schema.articles))
      // Past five runs PostgreSQL would consider a generic plan; each run must still see only its tenant.
      for (let i = 0; i < 7; i++) {
        expect(await tenantsOf(1)).toEqual([{ tenantId: 1 }])
        expect(await tenantsOf(2)).toEqual([{ tenantId: 2 }])
      }
      const prepared = (await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like 'select distinct %articles%'`,
      )) as unknown as { rows: { n: number }[] }
      expect(prepared.rows).toEqual([{ n: 1 }])
      const mode = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }
      expect(mode.rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }])
    } finally {
      await database.close()
    }
  })

  it('keeps generic plans in a keyed transaction only, and each tenant still reads only its own rows through them', async () => {
    const database = await oneConnection()
    try {
      const tenantsOf = (tenantId: number, keyed: boolean) =>
        inTenant(
          database.db,
          tenantId,
          (tx) => tx.selectDistinct({ tenantId: schema.articles.tenantId }).from(schema.articles).where(ne(schema.articles.id, 0)),
          keyed,
        )
      for (let i = 0; i < 7; i++) expect(await tenantsOf(1, false)).toEqual([{ tenantId: 1 }])
      const plans = async () =>
        (
          (await database.db.execute(
            sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like 'select distinct %articles%where%'`,
          )) as unknown as { rows: { generic: number; custom: number }[] }
        ).rows
      expect(await plans()).toEqual([{ generic: 0, custom: 7 }])
      for (let i = 0; i < 4; i++) {
        expect(await tenantsOf(1, true)).toEqual([{ tenantId: 1 }])
        expect(await tenantsOf(2, true)).toEqual([{ tenantId: 2 }])
      }
      expect(await plans()).toEqual([{ generic: 8, custom: 7 }])
    } finally {
      await database.close()
    }
  })

  it('names no more texts than its limit; later ones run unnamed', async () => {
    const pool = new pg.Pool({ connectionString: postgres!.url, max: 1, Client: namingClient(pg.Client, 2) })
    try {
      for (const n of [1, 2, 3, 1, 3]) expect((await pool.query({ text: `select ${n}::int as n` })).rows).toEqual([{ n }])
      const prepared = await pool.query({ text: `select statement from pg_prepared_statements order by statement` })
      expect(prepared.rows.map((r) => r.statement)).toEqual(['select 1::int as n', 'select 2::int as n'])
    } finally {
      await pool.end()
    }
  })
})
