import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newInDays } from '../../contract/catalog'
import { ListingStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { freshSkus } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { runOpsCli } from './opsCli'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const day = 24 * 60 * 60 * 1000
/** Lists the product `daysAgo` days ago, with the stored new flag set either way. */
const listedAgo = (spuId: number, daysAgo: number, tenant = 1) =>
  inTenant(server.db, tenant, (tx) =>
    tx
      .update(schema.spus)
      .set({ listedAt: new Date(Date.now() - daysAgo * day), newFlag: true })
      .where(eq(schema.spus.id, spuId)),
  )
const newFlagOf = async (id: number, tenant = 1) => (await server.api.catalog.productDetail({ id }, { tenant })).data.newFlag
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

  it('counts from the day a product first goes on sale, not from when it was drafted; relisting keeps that day', async () => {
    const [drafted] = await freshSkus(server, 1, 1)
    const listing = (value: number, extra: Partial<typeof schema.spus.$inferInsert> = {}) =>
      inTenant(server.db, 1, (tx) =>
        tx
          .update(schema.spus)
          .set({ listing: value, ...extra })
          .where(eq(schema.spus.id, drafted.spuId)),
      )
    // Drafted long ago and never listed, then approved today.
    await listing(ListingStatus.unlisted, { createdAt: new Date(Date.now() - (newInDays + 10) * day), listedAt: null, newFlag: true })
    await listing(ListingStatus.live)
    expect([await newFlagOf(drafted.spuId), await inNewList(drafted.spuId)]).toEqual([true, true])
    // Listed long ago, taken off sale and relisted today: still its first day.
    await listing(ListingStatus.unlisted, { listedAt: new Date(Date.now() - (newInDays + 1) * day) })
    await listing(ListingStatus.live)
    expect([await newFlagOf(drafted.spuId), await inNewList(drafted.spuId)]).toEqual([false, false])
  })

  it("follows the tenant's window, which the operator sets; another tenant keeps its own", async () => {
    const [recent, older] = await freshSkus(server, 1, 2)
    const [otherTenants] = await freshSkus(server, 2, 1)
    await listedAgo(recent.spuId, 2)
    await listedAgo(older.spuId, 10)
    await listedAgo(otherTenants.spuId, 10, 2)
    expect([await newFlagOf(recent.spuId), await newFlagOf(older.spuId)]).toEqual([true, true])
    const set = await runOpsCli(server.base, ['catalog:new-in', '--days', '5'])
    expect(set.code, set.stderr).toBe(0)
    expect(JSON.parse(set.stdout)).toEqual({ tenantId: 1, days: 5 })
    expect([await newFlagOf(recent.spuId), await newFlagOf(older.spuId)]).toEqual([true, false])
    expect([await inNewList(recent.spuId), await inNewList(older.spuId)]).toEqual([true, false])
    expect(await newFlagOf(otherTenants.spuId, 2)).toBe(true)
    expect((await runOpsCli(server.base, ['catalog:new-in', '--days', '0'])).code).toBe(1)
    expect((await runOpsCli(server.base, ['catalog:new-in', '--days', '5', '--tenant', '99'])).code).toBe(1)
    await runOpsCli(server.base, ['catalog:new-in', '--days', String(newInDays)])
  })
})
