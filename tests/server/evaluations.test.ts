import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { insertOrder, saleableSkus } from './orderFixtures'
import { screenshot } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

type Item = {
  itemId: number
  serviceAttitudeScore?: number
  logisticsServiceScore?: number
  describeScore?: number
  remark?: string
  picUrls?: string | string[]
}

const create = (shopper: Shopper, list: Item[]) => server.api.evaluation.create({ list }, as(shopper))

/** A complete evaluation of the item: 5, 4, 3 stars, a comment, one picture of the shopper's. */
const rated = async (shopper: Shopper, itemId: number, extra: Partial<Item> = {}): Promise<Item> => ({
  itemId,
  serviceAttitudeScore: 5,
  logisticsServiceScore: 4,
  describeScore: 3,
  remark: 'Lovely fabric, true to size.',
  picUrls: JSON.stringify([await screenshot(server, shopper)]),
  ...extra,
})

const rows = (itemIds: number[]) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.evaluations).where(sql`${schema.evaluations.orderItemId} in ${itemIds}`))

const orderRow = (id: number) =>
  inTenant(server.db, 1, async (tx) => (await tx.select().from(schema.orders).where(eq(schema.orders.id, id)))[0])

const shopRatings = (shopId: number) =>
  inTenant(server.db, 1, async (tx) => (await tx.select().from(schema.shops).where(eq(schema.shops.id, shopId)))[0])

/** A second item in the order, so that one evaluation does not complete it. */
const addItem = (orderId: number, skuId: number) =>
  inTenant(server.db, 1, async (tx) => {
    const [sku] = await tx.select().from(schema.skus).where(eq(schema.skus.id, skuId))
    const [item] = await tx
      .insert(schema.orderItems)
      .values({
        tenantId: 1,
        orderId,
        spuId: sku.spuId,
        skuId,
        picUrl: '/media/test.webp',
        brandName: 'Test brand',
        spuName: 'Second product',
        properties: 'Size: L',
        count: 1,
        price: sku.price,
      })
      .returning({ id: schema.orderItems.id })
    return item.id
  })

describe('evaluating an order', () => {
  it('is refused unless the order is completed, with a clear message', async () => {
    const shopper = await newShopper(server)
    for (const status of [
      OrderStatus.waitPay,
      OrderStatus.waitDelivery,
      OrderStatus.waitReceipt,
      OrderStatus.refunded,
      OrderStatus.cancelled,
    ]) {
      const order = await insertOrder(server, shopper, { status })
      const res = await create(shopper, [await rated(shopper, order.itemId)])
      expect(res).toMatchObject({ code: ErrorCode.moveRefused, msg: 'Only completed orders can be evaluated' })
      expect(await rows([order.itemId])).toEqual([])
    }
  })

  it('is refused for an item of another shopper’s order (not found)', async () => {
    const owner = await newShopper(server)
    const intruder = await newShopper(server)
    const order = await insertOrder(server, owner, { status: OrderStatus.orderOver })
    const res = await create(intruder, [await rated(intruder, order.itemId)])
    expect(res.code).toBe(ErrorCode.notFound)
    expect(await rows([order.itemId])).toEqual([])
  })

  it('saves each item once, marks the order evaluated and lists it; a second evaluation is refused', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver })
    const item = await rated(shopper, order.itemId)
    const first = await create(shopper, [item])
    expect(first).toMatchObject({ code: 0, data: true })
    expect((await orderRow(order.id)).commentStatus).toBe(1)

    const again = await create(shopper, [await rated(shopper, order.itemId)])
    expect(again).toMatchObject({ code: ErrorCode.alreadyEvaluated, msg: 'This item has already been evaluated' })

    const list = await server.api.evaluation.list({ orderNo: order.no }, as(shopper))
    expect(list.code).toBe(0)
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({
      itemId: order.itemId,
      orderNo: order.no,
      serviceAttitudeScore: 5,
      logisticsServiceScore: 4,
      describeScore: 3,
      remark: 'Lovely fabric, true to size.',
      picUrls: JSON.parse(item.picUrls as string),
      nickname: `s***@example.com`,
      spuName: 'Test product',
    })
    // The picture is claimed: the sweeper keeps it.
    const key = (JSON.parse(item.picUrls as string) as string[])[0].replace('/uploads/', '')
    const [upload] = await inTenant(server.db, 1, (tx) => tx.select().from(schema.uploads).where(eq(schema.uploads.path, key)))
    expect(upload.referencedAt).not.toBeNull()

    // Another shopper cannot read them.
    const other = await newShopper(server)
    expect((await server.api.evaluation.list({ orderNo: order.no }, as(other))).code).toBe(ErrorCode.notFound)
  })

  it('lets exactly one of 10 concurrent evaluations of an item through; the others are told it is evaluated, none fails', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver })
    const item = await rated(shopper, order.itemId)
    const before = await shopRatings(order.shopId)
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(shopper, [item])))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.code === ErrorCode.alreadyEvaluated)).toHaveLength(9)
    expect(await rows([order.itemId])).toHaveLength(1)
    const after = await shopRatings(order.shopId)
    expect(after.ratingCount - before.ratingCount).toBe(1)
    expect(after.ratingPoints - before.ratingPoints).toBe(12)
  })

  it('is all or nothing: one invalid item keeps every other item of the list unsaved', async () => {
    const shopper = await newShopper(server)
    const [a, b] = await saleableSkus(server, 1, 2)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver, skuId: a.skuId })
    const second = await addItem(order.id, b.skuId)
    const before = await shopRatings(order.shopId)
    const res = await create(shopper, [await rated(shopper, order.itemId), await rated(shopper, second, { remark: '  ' })])
    expect(res).toMatchObject({ code: ErrorCode.invalidField, msg: 'Comment message cannot be empty' })
    expect(await rows([order.itemId, second])).toEqual([])
    expect((await orderRow(order.id)).commentStatus).toBe(0)
    expect(await shopRatings(order.shopId)).toMatchObject({ ratingCount: before.ratingCount, ratingPoints: before.ratingPoints })

    // An item evaluated already makes the whole list fail too.
    expect((await create(shopper, [await rated(shopper, second)])).code).toBe(0)
    const mixed = await create(shopper, [await rated(shopper, order.itemId), await rated(shopper, second)])
    expect(mixed.code).toBe(ErrorCode.alreadyEvaluated)
    expect(await rows([order.itemId])).toEqual([])
  })

  it('sets the order evaluated only once every item is', async () => {
    const shopper = await newShopper(server)
    const [a, b] = await saleableSkus(server, 1, 2)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver, skuId: a.skuId })
    const second = await addItem(order.id, b.skuId)
    expect((await create(shopper, [await rated(shopper, order.itemId)])).code).toBe(0)
    expect((await orderRow(order.id)).commentStatus).toBe(0)
    expect((await create(shopper, [await rated(shopper, second, { picUrls: [await screenshot(server, shopper)] })])).code).toBe(0)
    expect((await orderRow(order.id)).commentStatus).toBe(1)
  })

  it('names what is missing in the order docs/behaviour.md#evaluations gives: service, logistics, description ratings, comment, images', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver })
    const pictures = await Promise.all(Array.from({ length: 7 }, () => screenshot(server, shopper)))
    const steps: [Item, string][] = [
      [{ itemId: order.itemId }, 'Please fill in the service rating'],
      [{ itemId: order.itemId, serviceAttitudeScore: 6 }, 'Please fill in the service rating'],
      [{ itemId: order.itemId, serviceAttitudeScore: 5 }, 'Please fill in the logistics score'],
      [{ itemId: order.itemId, serviceAttitudeScore: 5, logisticsServiceScore: 4 }, 'Please fill in the description rating'],
      [{ itemId: order.itemId, serviceAttitudeScore: 5, logisticsServiceScore: 4, describeScore: 1 }, 'Comment message cannot be empty'],
      [
        { itemId: order.itemId, serviceAttitudeScore: 5, logisticsServiceScore: 4, describeScore: 1, remark: 'x'.repeat(501) },
        'Please keep the comment within 500 characters',
      ],
      [
        { itemId: order.itemId, serviceAttitudeScore: 5, logisticsServiceScore: 4, describeScore: 1, remark: 'Good', picUrls: '[]' },
        'Please upload at least one image',
      ],
      [
        { itemId: order.itemId, serviceAttitudeScore: 5, logisticsServiceScore: 4, describeScore: 1, remark: 'Good', picUrls: pictures },
        'Up to 6 pictures can be uploaded',
      ],
    ]
    for (const [item, msg] of steps) {
      const res = await create(shopper, [item])
      // An out-of-range score is refused by the schema, which names the field; the rest by the rules, in order.
      if (item.serviceAttitudeScore === 6) expect(res.code).toBe(ErrorCode.invalidField)
      else expect(res).toMatchObject({ code: ErrorCode.invalidField, msg })
    }
    expect(await rows([order.itemId])).toEqual([])
    const sixOk = await create(shopper, [{ ...steps[7][0], picUrls: pictures.slice(0, 6) }])
    expect(sixOk.code).toBe(0)
  })

  it('refuses pictures that are not the shopper’s own uploads', async () => {
    const shopper = await newShopper(server)
    const other = await newShopper(server)
    const order = await insertOrder(server, shopper, { status: OrderStatus.orderOver })
    const foreign = [
      [await screenshot(server, other)],
      ['https://evil.example.com/x.png'],
      ['/media/test.webp'],
      [await screenshot(server, shopper), '/uploads/1/2026-01/0123456789abcdef0123456789abcdef.png'],
    ]
    for (const picUrls of foreign) {
      const res = await create(shopper, [await rated(shopper, order.itemId, { picUrls })])
      expect(res).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please upload the pictures again' })
    }
    expect((await create(shopper, [await rated(shopper, order.itemId, { picUrls: 'not json' })])).code).toBe(ErrorCode.invalidField)
    expect(await rows([order.itemId])).toEqual([])
  })
})

describe('reputation and the product page', () => {
  it('the shop’s reputation becomes the mean star of its evaluations, one decimal; the seeded score before', async () => {
    const skus = await saleableSkus(server, 1, 30, { distinctShops: true })
    // A shop no other test evaluates: the last one found.
    const sku = skus[skus.length - 1]
    const seeded = await shopRatings(sku.shopId)
    expect(seeded.ratingCount).toBe(0)
    const shopOf = async () => (await server.api.shop.shopInfo({ shopId: sku.shopId })).data.storeReputation
    expect(await shopOf()).toBe(seeded.storeReputation)

    const shopper = await newShopper(server)
    const first = await insertOrder(server, shopper, { status: OrderStatus.orderOver, skuId: sku.skuId })
    const second = await insertOrder(server, shopper, { status: OrderStatus.orderOver, skuId: sku.skuId })
    // (5 + 5 + 4) + (5 + 4 + 5) = 28 stars over 6 ratings: 4.666... -> 4.7
    expect((await create(shopper, [await rated(shopper, first.itemId, { logisticsServiceScore: 5, describeScore: 4 })])).code).toBe(0)
    expect((await create(shopper, [await rated(shopper, second.itemId, { logisticsServiceScore: 4, describeScore: 5 })])).code).toBe(0)
    expect(await shopRatings(sku.shopId)).toMatchObject({ ratingPoints: 28, ratingCount: 2 })
    expect(await shopOf()).toBe(4.7)
    const cards = await server.api.shop.shops({ pageNo: 1, pageSize: 100 })
    expect(cards.data.list.find((s) => s.id === sku.shopId)?.storeReputation).toBe(4.7)

    const page = await server.api.evaluation.productPage({ spuId: sku.spuId })
    expect(page.code).toBe(0)
    expect(page.data).toMatchObject({ average: 4.7, total: 2 })
    // Newest first, writers masked.
    expect(page.data.list.map((e) => e.itemId)).toEqual([second.itemId, first.itemId])
    expect(page.data.list[0].nickname).toMatch(/^s\*\*\*@example\.com$/)
    expect(page.data.list[0].picUrls[0]).toMatch(/^\/uploads\//)

    const paged = await server.api.evaluation.productPage({ spuId: sku.spuId, pageNo: 2, pageSize: 1 })
    expect(paged.data).toMatchObject({ average: 4.7, total: 2 })
    expect(paged.data.list.map((e) => e.itemId)).toEqual([first.itemId])
  })

  it('a product without evaluations answers average 0 and none', async () => {
    const [sku] = await saleableSkus(server, 1, 1)
    const spuId = sku.spuId + 100_000
    expect((await server.api.evaluation.productPage({ spuId })).data).toEqual({
      average: 0,
      total: 0,
      list: [],
    })
  })
})
