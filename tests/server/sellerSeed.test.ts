import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleStatus, ListingStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { createSession } from '../../server/modules/auth/session'
import { demoOwner } from '../../server/seed/orders'
import { startTestServer, type TestServer } from './harness'
import { liveProduct, newOwner } from './sellerHelpers'
import { as } from './shoppers'

let server: TestServer
let owner: { token: string; tenant: number }
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
  const token = await inTenant(server.db, 1, async (tx) => {
    const [user] = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.tenantId, 1), eq(schema.users.email, demoOwner.email)))
    return createSession(tx, 1, user.id)
  })
  owner = { token, tenant: 1 }
})
afterAll(() => server.stop())

describe('the seeded seller center', () => {
  it('gives the demo owner’s shop after-sales waiting for it at each step: review, goods received, refund', async () => {
    const waiting = [AfterSaleStatus.waitReview, AfterSaleStatus.waitReceive, AfterSaleStatus.waitRefund]
    for (const status of waiting) {
      const page = (await server.api.sellerAfterSale.page({ status }, owner)).data
      expect(page.total, `status ${status}`).toBeGreaterThan(0)
    }
    const returning = (await server.api.sellerAfterSale.page({ status: AfterSaleStatus.waitReceive }, owner)).data.list[0]
    expect((await server.api.sellerAfterSale.get({ id: returning.id }, owner)).data.applyPicUrls.length).toBeGreaterThan(0)
  })

  it('gives the demo owner’s shop products in every listing state, one rejected with a reason, one sold out, low-stock SKUs', async () => {
    const shop = (await server.api.seller.shop({}, owner)).data
    const { deleted, changeRejected, ...counts } = shop.counts
    expect([deleted, changeRejected]).toEqual([0, 0])
    for (const [state, count] of Object.entries(counts)) expect(count, state).toBeGreaterThan(0)
    const rejected = (await server.api.seller.products({ listing: ListingStatus.rejected }, owner)).data.list
    expect(rejected[0].rejectReason).not.toBe('')
  })

  it('gives its dashboard a month of sales and orders waiting to be shipped', async () => {
    const dashboard = (await server.api.seller.dashboard({}, owner)).data
    expect(dashboard.days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(20)
    expect(dashboard.sales.month.revenueUsd).toBeGreaterThan(dashboard.sales.week.revenueUsd)
    expect(dashboard.toShip.count).toBeGreaterThan(0)
  })
})

describe('duplicating a product', () => {
  /** A seeded product on sale in the demo owner's shop, as the editor holds it. */
  async function seededProduct() {
    const [row] = (await server.api.seller.products({ listing: ListingStatus.live }, owner)).data.list
    return (await server.api.seller.productGet({ id: row.id }, owner)).data
  }

  it('saves get -> save without the id as a new draft with the same pictures', async () => {
    const { id, ...copy } = await seededProduct()
    expect(copy.colours.flatMap((c) => c.pictures).length).toBeGreaterThan(0)
    const saved = await server.api.seller.productSave(copy, owner)
    expect(saved).toMatchObject({ code: 0, data: { listing: ListingStatus.draft } })
    expect(saved.data.id).not.toBe(id)
    const got = (await server.api.seller.productGet({ id: saved.data.id }, owner)).data
    expect(got.colours).toEqual(copy.colours)
    expect(got.skus.map(({ stockRead: _s, ...s }) => s)).toEqual(copy.skus.map(({ stockRead: _s, ...s }) => s))
  })

  it('still refuses another shop’s pictures, seeded or uploaded', async () => {
    const { id: _id, ...copy } = await seededProduct()
    const shop = (await server.api.seller.shop({}, owner)).data
    const [seededElsewhere] = await inTenant(server.db, 1, (tx) =>
      tx
        .select({ images: schema.spus.images })
        .from(schema.spus)
        .where(and(eq(schema.spus.tenantId, 1), ne(schema.spus.shopId, shop.id), sql`cardinality(${schema.spus.images}) > 0`))
        .limit(1),
    )
    const other = await newOwner(server)
    const theirs = (await server.api.seller.productGet({ id: await liveProduct(server, other) }, as(other))).data
    const mine = new Set(copy.colours.flatMap((c) => c.pictures))
    for (const picture of [seededElsewhere.images[0], theirs.colours[0].pictures[0]]) {
      expect(mine.has(picture)).toBe(false)
      const colours = [{ ...copy.colours[0], pictures: [picture] }, ...copy.colours.slice(1)]
      const res = await server.api.seller.productSave({ ...copy, colours }, owner)
      expect(res, picture).toMatchObject({ code: ErrorCode.invalidField })
    }
  })
})

describe('the seeded shop orders', () => {
  it('give the demo owner orders to ship (one waiting for days), shipped and completed', async () => {
    const { counts, list } = (await server.api.sellerOrder.page({ status: 10 }, owner)).data
    expect(counts.waitDelivery).toBeGreaterThanOrEqual(2)
    expect(counts.waitReceipt).toBeGreaterThanOrEqual(1)
    expect(counts.orderOver).toBeGreaterThanOrEqual(2)
    expect(list.filter((o) => Date.now() - (o.payTime ?? Date.now()) > 4 * 86_400_000)).toHaveLength(1)
    expect(list.every((o) => o.items.length > 0)).toBe(true)
    // The demo shopper's, and the last two days' of the month of sales (server/seed/sales.ts).
    expect(new Set(list.map((o) => o.email)).size).toBeGreaterThan(1)
    expect(list.some((o) => o.email === 'demo@vitrine.test')).toBe(true)
  })
})
