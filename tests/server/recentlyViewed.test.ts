import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recentlyViewedLimit, type ViewedCard } from '../../contract/recentlyViewed'
import { productStatus } from '../../contract/status'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { registerUser } from './accountsHelpers'
import { catalogFixture, type Fixture } from './catalogFixture'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
let shop: Fixture
/** A member of the demo tenant, whose catalog has more than 20 products. */
let member: string
let memberId: number
let onSale: number[]
beforeAll(async () => {
  server = await startTestServer()
  shop = await catalogFixture(server, 'Viewed')
  const viewer = (await registerUser(server, 'viewer@example.com', 'Secret123')).data
  member = viewer.accessToken
  memberId = viewer.userId
  const rows = await asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.spus.id })
      .from(schema.spus)
      .where(and(eq(schema.spus.tenantId, 1), eq(schema.spus.status, productStatus.onSale)))
      .orderBy(schema.spus.id)
      .limit(recentlyViewedLimit + 5),
  )
  onSale = rows.map((r) => r.id)
}, 60_000)
afterAll(() => server.stop())

const as = (token: string, tenant: number) => ({ token, tenant })
const shopper = () => as(shop.users.shopper.token, shop.tenantId)
const owner = () => as(shop.users.owner.token, shop.tenantId)

const list = (who: { token: string; tenant: number }, currencyCode = 'USD') =>
  server.api.recentlyViewed.list({}, { ...who, headers: { currencyCode } })
const record = (who: { token: string; tenant: number }, spuId: number) => server.api.recentlyViewed.record({ spuId }, who)
const merge = (who: { token: string; tenant: number }, items: { spuId: number; viewedAt: number }[]) =>
  server.api.recentlyViewed.merge({ items }, who)
const ids = (cards: ViewedCard[]) => cards.map((c) => c.productId)
const minutesAgo = (n: number) => Date.now() - n * 60_000

describe('recently viewed', () => {
  it('is for members only', async () => {
    expect((await server.api.recentlyViewed.list({}, { tenant: shop.tenantId })).status).toBe(401)
    expect((await server.api.recentlyViewed.record({ spuId: 1 }, { tenant: shop.tenantId })).status).toBe(401)
    expect((await server.api.recentlyViewed.merge({ items: [] }, { tenant: shop.tenantId })).status).toBe(401)
  })

  it('records a view as an upsert: opening a product again moves it to the front', async () => {
    const { silkDress, linen, cotton } = shop.products
    for (const p of [silkDress, linen, cotton]) expect((await record(shopper(), p.id)).code).toBe(0)
    const first = await list(shopper())
    expect(ids(first.data)).toEqual([cotton.id, linen.id, silkDress.id])
    expect(first.data[2]).toMatchObject({ producctName: 'Silk Dress', shopId: shop.shops.nord.id, price: 12999 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await record(shopper(), silkDress.id)
    expect(ids((await list(shopper())).data)).toEqual([silkDress.id, cotton.id, linen.id])
    const rows = await inTenant(server.db, shop.tenantId, (tx) =>
      tx.select().from(schema.recentlyViewed).where(eq(schema.recentlyViewed.userId, shop.users.shopper.id)),
    )
    expect(rows).toHaveLength(3)
  })

  it('answers cards in the asked currency', async () => {
    const [silk] = (await list(shopper(), 'JPY')).data
    expect(silk.price).toBe(Math.round((12999 / 100) * 151.4) * 100)
  })

  it('keeps one list per member and tenant', async () => {
    expect((await list(owner())).data).toEqual([])
    await record(owner(), shop.products.oxfordShirt.id)
    expect(ids((await list(owner())).data)).toEqual([shop.products.oxfordShirt.id])
    expect(ids((await list(shopper())).data)).not.toContain(shop.products.oxfordShirt.id)
    expect((await list(as(member, 1))).data).toEqual([])
  })

  it('refuses a hidden product, another tenant’s and one that does not exist', async () => {
    for (const spuId of [shop.products.hidden.id, onSale[0], 2_000_000]) {
      const res = await record(shopper(), spuId)
      expect(res.status).toBe(404)
      expect(res.msg).toBe('This product is no longer available')
    }
  })

  it('leaves out products taken off sale since', async () => {
    const { striped } = shop.products
    await record(shopper(), striped.id)
    expect(ids((await list(shopper())).data)[0]).toBe(striped.id)
    await asPlatform(server.db, (tx) => tx.update(schema.spus).set({ status: productStatus.hidden }).where(eq(schema.spus.id, striped.id)))
    expect(ids((await list(shopper())).data)).not.toContain(striped.id)
    await asPlatform(server.db, (tx) => tx.update(schema.spus).set({ status: productStatus.onSale }).where(eq(schema.spus.id, striped.id)))
  })

  it(`keeps the newest ${recentlyViewedLimit} on the account`, async () => {
    for (const id of onSale.slice(0, recentlyViewedLimit + 2)) await record(as(member, 1), id)
    const kept = ids((await list(as(member, 1))).data)
    expect(kept).toHaveLength(recentlyViewedLimit)
    expect(kept[0]).toBe(onSale[recentlyViewedLimit + 1])
    expect(kept).not.toContain(onSale[0])
    expect(kept).not.toContain(onSale[1])
    const rows = await inTenant(server.db, 1, (tx) =>
      tx.select().from(schema.recentlyViewed).where(eq(schema.recentlyViewed.userId, memberId)),
    )
    expect(rows).toHaveLength(recentlyViewedLimit)
  })
})

describe('merging a guest’s list at login', () => {
  let token: string
  let mergerId: number
  beforeAll(async () => {
    const merger = (await registerUser(server, 'merger@example.com', 'Secret123')).data
    token = merger.accessToken
    mergerId = merger.userId
    // On the account already: the first three, viewed 10, 20 and 30 minutes ago.
    await merge(as(token, 1), [
      { spuId: onSale[0], viewedAt: minutesAgo(10) },
      { spuId: onSale[1], viewedAt: minutesAgo(20) },
      { spuId: onSale[2], viewedAt: minutesAgo(30) },
    ])
  })

  it('interleaves by time, the newer time of a product winning, and answers the merged list', async () => {
    const fiveMinutesAgo = minutesAgo(5)
    const merged = await merge(as(token, 1), [
      { spuId: onSale[2], viewedAt: fiveMinutesAgo },
      { spuId: onSale[0], viewedAt: minutesAgo(60) },
      { spuId: onSale[3], viewedAt: minutesAgo(15) },
    ])
    expect(merged.code).toBe(0)
    expect(ids(merged.data)).toEqual([onSale[2], onSale[0], onSale[3], onSale[1]])
    expect(merged.data[0].viewedAt).toBe(fiveMinutesAgo)
    expect(ids((await list(as(token, 1))).data)).toEqual(ids(merged.data))
  })

  it('counts a time in the future as now', async () => {
    const merged = await merge(as(token, 1), [{ spuId: onSale[4], viewedAt: Date.now() + 86_400_000 }])
    expect(ids(merged.data)[0]).toBe(onSale[4])
    expect(merged.data[0].viewedAt).toBeLessThanOrEqual(Date.now())
    await record(as(token, 1), onSale[5])
    expect(ids((await list(as(token, 1))).data).slice(0, 2)).toEqual([onSale[5], onSale[4]])
  })

  it('skips products of another tenant, hidden ones and unknown ids', async () => {
    const before = ids((await list(as(token, 1))).data)
    const merged = await merge(as(token, 1), [
      { spuId: shop.products.cotton.id, viewedAt: Date.now() },
      { spuId: 2_000_000, viewedAt: Date.now() },
    ])
    expect(merged.code).toBe(0)
    expect(ids(merged.data)).toEqual(before)
    const hidden = await merge(shopper(), [{ spuId: shop.products.hidden.id, viewedAt: Date.now() }])
    expect(ids(hidden.data)).not.toContain(shop.products.hidden.id)
  })

  it(`keeps the newest ${recentlyViewedLimit} of both lists`, async () => {
    // Newer than all but the two viewed just now (onSale[5] and [4]), a second apart.
    const guest = onSale.slice(6, 6 + recentlyViewedLimit).map((spuId, i) => ({ spuId, viewedAt: minutesAgo(1) - i * 1000 }))
    const merged = await merge(as(token, 1), guest)
    const kept = [onSale[5], onSale[4], ...guest.slice(0, recentlyViewedLimit - 2).map((g) => g.spuId)]
    expect(ids(merged.data)).toEqual(kept)
    const rows = await inTenant(server.db, 1, (tx) =>
      tx.select().from(schema.recentlyViewed).where(eq(schema.recentlyViewed.userId, mergerId)),
    )
    expect(rows.map((r) => r.spuId).sort()).toEqual([...kept].sort())
  })

  it(`refuses more than ${recentlyViewedLimit} entries and bad times`, async () => {
    const many = onSale.slice(0, recentlyViewedLimit + 1).map((spuId) => ({ spuId, viewedAt: Date.now() }))
    expect((await merge(as(token, 1), many)).status).toBe(400)
    expect((await merge(as(token, 1), [{ spuId: onSale[0], viewedAt: -1 }])).status).toBe(400)
    expect((await merge(as(token, 1), [{ spuId: onSale[0], viewedAt: 1.5 }])).status).toBe(400)
  })
})
