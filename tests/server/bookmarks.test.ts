import { and, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productStatus } from '../../contract/status'
import { asPlatform, inTenant, schema, type Tx } from '../../server/db/client'
import { pageIds } from '../../server/modules/catalog/bookmarks'
import { orderOf, type Order } from '../../server/modules/catalog/filters'
import { startTestServer, type TestServer } from './harness'

const { spus } = schema
const step = 7

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // Ties and microsecond timestamps (a JS Date keeps milliseconds): the bookmarks must keep both exact.
  await asPlatform(server.db, (tx) =>
    tx.execute(
      sql`update spus set created_at = timestamptz '2026-03-01 10:00:00.123456+00' + (id % 4) * interval '1 microsecond' where id % 3 = 0`,
    ),
  )
})
afterAll(() => server.stop())

const onSale = and(eq(spus.tenantId, 1), eq(spus.status, productStatus.onSale))!
const lists: Record<string, SQL> = { 'on sale': onSale, "women's": and(onSale, eq(spus.sex, 2))! }

const plainPage = async (tx: Tx, where: SQL, order: Order, offset: number) =>
  (
    await tx
      .select({ id: spus.id })
      .from(spus)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(10)
      .offset(offset)
  ).map((r) => r.id)

describe('bookmarked deep pages', () => {
  for (const order of ['default', 'priceDesc', 'priceAsc'] as Order[]) {
    for (const [name, where] of Object.entries(lists)) {
      it(`equal the plain OFFSET pages: ${name}, ${order}`, async () => {
        await inTenant(server.db, 1, async (tx) => {
          const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(spus).where(where)
          expect(total).toBeGreaterThan(6 * step)
          // Every third offset: each bookmark is used, with every remainder (3 and 7 are coprime).
          for (let offset = 0; offset <= total + step; offset += 3) {
            expect(await pageIds(tx, 1, where, order, { limit: 10, offset }, step), `offset ${offset}`).toEqual(
              await plainPage(tx, where, order, offset),
            )
          }
        })
      })
    }
  }
})
