import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedClient } from '../../server/db/statementCache'

/**
 * The embedded database's statement cache (server/db/statementCache.ts) answers exactly what
 * PGlite's own query answers, keeps a failed statement's error, and stays within its bound.
 */

let pg: PGlite
let client: Awaited<ReturnType<typeof cachedClient>>
/** The statements the cache keeps for the texts it is given (its prepared BEGIN aside). */
const prepared = async () =>
  (await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like 'vs%'")).rows[0].n

beforeAll(async () => {
  pg = await PGlite.create()
  await pg.exec(`create table t (id serial primary key, a int not null, b text, c jsonb, d int[], e timestamptz default now(), f text[])`)
  client = await cachedClient(pg, 3)
})
afterAll(() => pg.close())

describe('the statement cache', () => {
  it('answers rows, fields and counts as PGlite does, in both row modes and with its parsers', async () => {
    const insert = 'insert into t (a, b, c, d, f) values ($1, $2, $3, $4, $5) returning id, a, b, c, d, f'
    const values = [7, null, { k: [1, 'two'] }, [1, 2, 3], ['x', 'y z']]
    const mine = await client.query(insert, values)
    const own = await pg.query(insert, values)
    expect({ ...mine, rows: mine.rows.map((r) => ({ ...(r as object), id: 0 })) }).toEqual({
      ...own,
      rows: own.rows.map((r) => ({ ...(r as object), id: 0 })),
    })
    const select = 'select id, a, c, d, e, f from t where a = $1 order by id'
    const keepText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } }
    for (let i = 0; i < 7; i++) expect(await client.query(select, [7], keepText)).toEqual(await pg.query(select, [7], keepText))
    const update = 'update t set b = $1 where a = $2'
    const changed = await client.query(update, ['seen', 7])
    expect(changed).toMatchObject({ affectedRows: 2, rowCount: 2, rows: [] })
  })

  it('keeps a failed statement usable and its error as PostgreSQL gives it, inside and outside a transaction', async () => {
    const divide = 'select 10 / $1::int as q'
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: '22012', query: divide })
    expect((await client.query(divide, [2])).rows).toEqual([{ q: 5 }])
    const inTx = client.transaction(async (tx) => {
      await tx.query('insert into t (a) values ($1)', [99])
      await tx.query(divide, [0])
    })
    await expect(inTx).rejects.toMatchObject({ code: '22012' })
    expect((await client.query('select count(*)::int as n from t where a = $1', [99])).rows).toEqual([{ n: 0 }])
    await expect(client.query('selec nonsense $1', [1])).rejects.toMatchObject({ code: '42601' })
  })

  it('closes the least recently used statement past its bound', async () => {
    for (let i = 0; i < 6; i++) await client.query(`select $1::int + ${i} as n`, [1])
    expect(await prepared()).toBe(3)
    expect((await client.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }])
    expect(await prepared()).toBe(3)
  })

  it('leaves statements that are not single queries to PGlite (they are not prepared)', async () => {
    const before = await prepared()
    await client.query('create table u (x int)')
    await client.transaction(async (tx) => {
      await tx.query('set local statement_timeout = 1000')
    })
    expect(await prepared()).toBe(before)
  })

  it('sends a transaction’s BEGIN with its first statement and its COMMIT as one call, and nothing for an empty one', async () => {
    const calls: string[] = []
    const own = pg.execProtocolStream.bind(pg)
    pg.execProtocolStream = (message, options) => {
      calls.push(Buffer.from(message).toString('latin1'))
      return own(message, options)
    }
    const twoStatements = () =>
      client.transaction(async (tx) => {
        const made = await tx.query<{ id: number }>('insert into t (a) values ($1) returning id', [41])
        await tx.query('update t set b = $1 where id = $2', ['in', made.rows[0].id])
        return made.rows
      })
    try {
      await twoStatements()
      calls.length = 0
      // Prepared by the first: now the insert with the BEGIN, the update, the COMMIT.
      expect(await twoStatements()).toHaveLength(1)
      expect(calls).toHaveLength(3)
      expect(calls.at(-1)).toContain('commit')
      calls.length = 0
      expect(await client.transaction(async () => 'nothing')).toBe('nothing')
      expect(calls).toEqual([])
    } finally {
      pg.execProtocolStream = own
    }
    expect((await client.query('select b from t where a = $1', [41])).rows).toEqual([{ b: 'in' }, { b: 'in' }])
  })

  it('keeps savepoints working, and refuses to look committed when an error was caught inside', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (a) values ($1)', [42])
      await tx.query('savepoint s')
      await expect(tx.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' })
      await tx.query('rollback to savepoint s')
      await tx.query('insert into t (a) values ($1)', [42])
      // Sent whole, and still answered with its rows.
      const plan = await tx.query<{ 'QUERY PLAN': string }>('explain (costs off) select a from t where a = 42')
      expect(plan.rows[0]['QUERY PLAN']).toMatch(/Scan on t/)
    })
    expect((await client.query('select count(*)::int as n from t where a = $1', [42])).rows).toEqual([{ n: 2 }])
    const swallowed = client.transaction(async (tx) => {
      await tx.query('insert into t (a) values ($1)', [43])
      await tx.query('select 1 / $1::int', [0]).catch(() => null)
    })
    await expect(swallowed).rejects.toThrow(/rolled back/)
    // Its first statement failing (the BEGIN sent with it): rolled back, and the next transaction starts clean.
    const firstFails = client.transaction(async (tx) => {
      await tx.query('select 1 / $1::int', [0])
    })
    await expect(firstFails).rejects.toMatchObject({ code: '22012' })
    expect(await client.transaction(async (tx) => (await tx.query('select $1::int as n', [5])).rows)).toEqual([{ n: 5 }])
    expect((await client.query('select count(*)::int as n from t where a = $1', [43])).rows).toEqual([{ n: 0 }])
  })
})
