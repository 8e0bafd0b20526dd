import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus } from '../../contract/lifecycles'
import { type ReviewReplyInput, sellerReviewWires } from '../../contract/sellerReviews'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { createSession } from '../../server/modules/auth/session'
import { demoOwner } from '../../server/seed/orders'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { liveProduct, newOwner, type Owner, productRows } from './sellerHelpers'
import { as, newShopper, type Shopper } from './shoppers'
import { screenshot } from './walletHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const { evaluations } = schema

/** A live product of a new owner's and `scores` evaluations of it by new shoppers, oldest first; answers the owner, product and evaluation ids. */
async function reviewedShop(scores: [number, number, number][]) {
  const owner = await newOwner(server)
  const spuId = await liveProduct(server, owner)
  const [sku] = (await productRows(server, 1, spuId)).skus
  const ids: number[] = []
  for (const [service, logistics, describe] of scores) {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver, skuId: sku.id })
    const picUrls = JSON.stringify([await screenshot(server, shopper)])
    const res = await server.api.evaluation.create(
      {
        list: [
          {
            itemId: order.itemId,
            serviceAttitudeScore: service,
            logisticsServiceScore: logistics,
            describeScore: describe,
            remark: `Rated ${service}`,
            picUrls,
          },
        ],
      },
      as(shopper),
    )
    if (res.code !== 0) throw new Error(`evaluation refused: ${res.msg}`)
    const [row] = await asPlatform(server.db, (tx) =>
      tx.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.orderItemId, order.itemId)),
    )
    ids.push(row.id)
  }
  return { owner, spuId, ids }
}

const reply = (owner: Shopper, input: ReviewReplyInput) => server.api.sellerReviews.reply(input, as(owner))
const page = (owner: Shopper, query: Parameters<typeof server.api.sellerReviews.page>[0] = {}) =>
  server.api.sellerReviews.page(query, as(owner))
const stored = (id: number) => asPlatform(server.db, async (tx) => (await tx.select().from(evaluations).where(eq(evaluations.id, id)))[0])
/** Moves the reply's first writing `hours` into the past (the edit window counts from it). */
const replyWrittenAgo = (id: number, hours: number) =>
  asPlatform(server.db, (tx) =>
    tx
      .update(evaluations)
      .set({ replyAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(evaluations.id, id)),
  )

describe('the dashboard’s reviews to answer', () => {
  it('counts the shop’s reviews without a reply, one fewer once answered', async () => {
    const { owner, ids } = await reviewedShop([
      [5, 5, 5],
      [3, 4, 4],
    ])
    const unanswered = async () => (await server.api.seller.dashboard({}, as(owner))).data.reviewsUnanswered
    expect(await unanswered()).toBe(2)
    expect((await reply(owner, { id: ids[0], content: 'Thank you for your kind words.' })).code).toBe(0)
    expect(await unanswered()).toBe(1)
  })
})

describe('the seller’s reviews', () => {
  let shop: Awaited<ReturnType<typeof reviewedShop>>
  beforeAll(async () => {
    shop = await reviewedShop([
      [5, 5, 5],
      [2, 1, 2],
      [4, 4, 5],
    ])
  })

  it('lists the shop’s evaluations newest first with their photos, by stars and unanswered', async () => {
    const all = await page(shop.owner)
    expect(all.code).toBe(0)
    expect(all.data.total).toBe(3)
    expect(all.data.list.map((r) => r.id)).toEqual([...shop.ids].reverse())
    expect(all.data.list[0]).toMatchObject({ spuId: shop.spuId, remark: 'Rated 4', reply: null, editableUntil: null })
    expect(all.data.list[0].picUrls).toHaveLength(1)
    // 4, 4 and 5 make 4 stars; 2, 1 and 2 make 2.
    expect((await page(shop.owner, { stars: 5 })).data.list.map((r) => r.id)).toEqual([shop.ids[0]])
    expect((await page(shop.owner, { stars: 4 })).data.list.map((r) => r.id)).toEqual([shop.ids[2]])
    expect((await page(shop.owner, { stars: 2 })).data.list.map((r) => r.id)).toEqual([shop.ids[1]])
    expect((await page(shop.owner, { stars: 3 })).data).toEqual({ list: [], total: 0 })
    expect((await page(shop.owner, { pageSize: 2, pageNo: 2 })).data.list.map((r) => r.id)).toEqual([shop.ids[0]])
  })

  it('takes one reply, changes it within 24 hours, refuses a change after, and the product page shows it', async () => {
    const [id] = shop.ids
    const first = await reply(shop.owner, { id, content: '  Thank you for your kind words!  ' })
    expect(first.code).toBe(0)
    expect(first.data.reply?.content).toBe('Thank you for your kind words!')
    const written = await stored(id)
    expect(first.data.editableUntil).toBe(written.replyAt!.getTime() + 24 * 3_600_000)
    // A second first reply is refused: the review changed.
    expect(await reply(shop.owner, { id, content: 'Again' })).toMatchObject({ code: ErrorCode.statusChanged, status: 409 })

    await replyWrittenAgo(id, 23)
    const edited = await reply(shop.owner, { id, content: 'Thank you, Ada!', edit: true })
    expect(edited.data.reply?.content).toBe('Thank you, Ada!')
    const afterEdit = await stored(id)
    expect(afterEdit.replyEditedAt).not.toBeNull()

    await replyWrittenAgo(id, 24)
    const late = await reply(shop.owner, { id, content: 'Too late', edit: true })
    expect(late).toMatchObject({ code: ErrorCode.reviewReplyFinal, status: 409 })
    expect(late.msg).toMatch(/24 hours/)
    expect((await stored(id)).reply).toBe('Thank you, Ada!')

    const unanswered = await page(shop.owner, { unanswered: true })
    expect(unanswered.data.list.map((r) => r.id)).toEqual([shop.ids[2], shop.ids[1]])
    const shown = await server.api.evaluation.productPage({ spuId: shop.spuId }, {})
    const review = shown.data.list.find((r) => r.id === id)
    expect(review?.reply).toEqual({ content: 'Thank you, Ada!', createTime: (await stored(id)).replyAt!.getTime() })
    expect(shown.data.list.filter((r) => r.id !== id).every((r) => r.reply === null)).toBe(true)
  })

  it('refuses an empty reply and one over 1,000 characters, naming the field', async () => {
    const id = shop.ids[1]
    for (const content of ['   ', 'x'.repeat(1001)]) {
      expect(await reply(shop.owner, { id, content })).toMatchObject({ code: ErrorCode.invalidField })
    }
    expect((await stored(id)).reply).toBeNull()
  })

  it('lets one of two concurrent first replies win; the other is told the review changed', async () => {
    const id = shop.ids[2]
    const answers = await Promise.all([
      reply(shop.owner, { id, content: 'From the shop floor' }),
      reply(shop.owner, { id, content: 'From the office' }),
    ])
    const won = answers.filter((a) => a.code === 0)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => a.code === ErrorCode.statusChanged)).toHaveLength(1)
    expect((await stored(id)).reply).toBe(won[0].data.reply?.content)
  })

  it('answers a guest 401, and a shopper, another shop’s owner and another tenant’s owner "not found", changing nothing', async () => {
    const id = shop.ids[1]
    const before = await stored(id)
    const calls = (auth: { token?: string; tenant?: number }) => ({
      page: () => server.api.sellerReviews.page({}, auth),
      reply: () => server.api.sellerReviews.reply({ id, content: 'Not mine' }, auth),
      edit: () => server.api.sellerReviews.reply({ id: shop.ids[0], content: 'Not mine', edit: true }, auth),
    })
    expect(Object.keys(sellerReviewWires).every((name) => name in calls({}))).toBe(true)
    for (const [name, call] of Object.entries(calls({}))) expect((await call()).status, `guest: ${name}`).toBe(401)
    const strangers: [string, Shopper][] = [
      ['shopper', await newShopper(server)],
      ['other tenant shopper', await newShopper(server, 2)],
    ]
    for (const [label, stranger] of strangers)
      for (const [name, call] of Object.entries(calls(as(stranger))))
        expect(await call(), `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
    const owners: [string, Owner][] = [
      ['other owner', await newOwner(server)],
      ['other tenant owner', await newOwner(server, 2)],
    ]
    for (const [label, stranger] of owners) {
      const { page: own, ...naming } = calls(as(stranger))
      for (const [name, call] of Object.entries(naming))
        expect(await call(), `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
      expect((await own()).data, `${label}: their own page`).toEqual({ list: [], total: 0 })
    }
    expect(await stored(id)).toEqual(before)
    expect((await stored(shop.ids[0])).reply).toBe('Thank you, Ada!')
  })
})

describe('the seeded demo owner', () => {
  it('has reviews answered (one still editable, one final) and reviews waiting for a reply, with photos', async () => {
    const token = await inTenant(server.db, 1, async (tx) => {
      const [user] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, demoOwner.email))
      return createSession(tx, 1, user.id)
    })
    const owner = { token, tenant: 1 }
    const all = (await server.api.sellerReviews.page({}, owner)).data
    const now = Date.now()
    const answered = all.list.filter((r) => r.reply)
    expect(answered.some((r) => (r.editableUntil ?? 0) > now)).toBe(true)
    expect(answered.some((r) => (r.editableUntil ?? 0) < now)).toBe(true)
    const waiting = (await server.api.sellerReviews.page({ unanswered: true }, owner)).data
    expect(waiting.total).toBeGreaterThanOrEqual(2)
    expect(all.total).toBe(answered.length + waiting.total)
    expect(all.list.every((r) => r.picUrls.length > 0)).toBe(true)
  })
})
