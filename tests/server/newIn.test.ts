import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newInDays } from '../../contract/catalog'
import { inTenant, schema } from '../../server/db/client'
import { freshSkus } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const day = 24 * 60 * 60 * 1000
/** Lists the product `daysAgo` days ago, with the stored new flag set either way. */
const listedAgo = (spuId: number, daysAgo: number) =>
  inTenant(server.db, 1, (tx) =>
    tx
      .update(schema.spus)
      .set({ createdAt: new Date(Date.now() - daysAgo * day), newFlag: true })
      .where(eq(schema.spus.id, spuId)),
  )
const newFlagOf = async (id: number) => (await server.api.catalog.productDetail({ id }, { tenant: 1 })).data.newFlag
const inNewList = async (id: number) => {
  const res = await server.api.catalog.productPage({ type: 'newGoods', sort: 3, row: 100 }, { tenant: 1 })
  return res.data.list.some((p) => p.productId === id)
}

describe('new in', () => {
  it(`marks and lists only products listed within the last ${newInDays} days`, async () => {
    const [fresh, old] = await freshSkus(server, 1, 2)
    await listedAgo(fresh.spuId, 2)
    await listedAgo(old.spuId, newInDays + 1)
    expect([await newFlagOf(fresh.spuId), await newFlagOf(old.spuId)]).toEqual([true, false])
    expect([await inNewList(fresh.spuId), await inNewList(old.spuId)]).toEqual([true, false])
  })
})
