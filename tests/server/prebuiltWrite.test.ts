import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asPlatform, schema } from '../../server/db/client'
import { columnsOf, prebuiltWrite, shapeOf } from '../../server/db/prebuilt'
import { startTestServer, type TestServer } from './harness'

/**
 * A prebuilt write (server/db/prebuilt.ts) is built once for each shape, maps a placeholder's
 * value through its column as Drizzle's own update does, and writes a null as SQL's null (not
 * JSON's), on PGlite and on PostgreSQL.
 */

const { spus } = schema
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

let builds = 0
const written = prebuiltWrite<{ id: number }>((on, shape) => {
  builds++
  return on
    .update(spus)
    .set(columnsOf(shape) as never)
    .where(eq(spus.id, sql.placeholder('productId')))
    .returning({ id: spus.id })
})

const stored = async (id: number) => {
  const result = await server.db.execute(
    sql`select revision is null as "sqlNull", jsonb_typeof(revision) as kind, revision ->> 'names' as names, names ->> 'en' as name, price
      from spus where id = ${id}`,
  )
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]
}

describe('prebuilt writes', () => {
  it('builds a shape once, maps jsonb values through their column, and writes a null as SQL null', async () => {
    const [product] = await server.db.select({ id: spus.id }).from(spus).limit(1)
    const write = (values: Record<string, unknown>) =>
      asPlatform(server.db, (tx) => written(tx, { ...values, productId: product.id }, shapeOf(values)))

    const revision = { names: { en: 'Waiting' }, skus: [] }
    expect(await write({ revision, price: 11 })).toEqual([{ id: product.id }])
    expect(await stored(product.id)).toMatchObject({ sqlNull: false, kind: 'object', names: '{"en": "Waiting"}', price: 11 })

    expect(await write({ revision: { names: { en: 'Again' }, skus: [] }, price: 12 })).toEqual([{ id: product.id }])
    expect(builds).toBe(1)
    expect(await stored(product.id)).toMatchObject({ sqlNull: false, price: 12 })

    await write({ revision: null, price: 13, names: { en: 'Linen' } })
    expect(builds).toBe(2)
    expect(await stored(product.id)).toMatchObject({ sqlNull: true, kind: null, name: 'Linen', price: 13 })
  })

  it('names each column in the shape, marking a null one and leaving an undefined one out', () => {
    expect(shapeOf({ names: {}, designerId: null, price: 0, revision: undefined })).toBe('names,designerId=null,price')
    expect(columnsOf('names,designerId=null')).toEqual({ names: sql.placeholder('names'), designerId: null })
  })
})
