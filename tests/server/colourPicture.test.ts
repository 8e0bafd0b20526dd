import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant, schema } from '../../server/db/client'
import { addressOf, addToBag, createOrders, freshSkus, ordersOf, type SkuPick } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { as, newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** Gives the SKU's product known pictures: its own, another colour's (listed first) and, when `coloured`, the SKU's colour's. */
async function knownPictures(sku: SkuPick, coloured: boolean) {
  return inTenant(server.db, 1, async (tx) => {
    const [{ valueIds }] = await tx.select({ valueIds: schema.skus.valueIds }).from(schema.skus).where(eq(schema.skus.id, sku.skuId))
    const [colour] = await tx
      .select({ id: schema.propertyValues.id })
      .from(schema.propertyValues)
      .where(and(inArray(schema.propertyValues.id, valueIds), isNotNull(schema.propertyValues.swatch)))
    const colourImages: Record<string, string[]> = { '999999': ['/media/another-colour.png'] }
    if (coloured) colourImages[String(colour.id)] = ['/media/chosen-colour.png', '/media/chosen-colour-back.png']
    await tx
      .update(schema.spus)
      .set({ images: ['/media/first.png', '/media/second.png'], colourImages })
      .where(eq(schema.spus.id, sku.spuId))
  })
}

describe("a line's picture", () => {
  it("is its colour's first picture in the bag and on the order, else the product's first", async () => {
    const shopper = await newShopper(server)
    const [coloured, plain] = await freshSkus(server, 1, 2)
    await knownPictures(coloured, true)
    await knownPictures(plain, false)
    await addToBag(server, shopper, coloured)
    await addToBag(server, shopper, plain)

    const bag = (await server.api.cart.cartList({}, as(shopper))).data.list
    expect(bag.map((l) => [l.sku.id, l.spu.picUrl])).toEqual([
      [plain.skuId, '/media/first.png'],
      [coloured.skuId, '/media/chosen-colour.png'],
    ])

    const made = await createOrders(server, shopper, {
      items: [coloured, plain].map((s) => ({ skuId: s.skuId, count: 1, shopId: s.shopId })),
      addressId: await addressOf(server, shopper),
    })
    expect(made.code).toBe(0)
    const items = (await ordersOf(server, shopper)).flatMap((o) => o.items)
    expect(new Map(items.map((i) => [i.skuId, i.picUrl]))).toEqual(
      new Map([
        [coloured.skuId, '/media/chosen-colour.png'],
        [plain.skuId, '/media/first.png'],
      ]),
    )
  })
})

describe('an item ordered before the colour rule', () => {
  it("takes its colour's first picture from migration 0032; one without a colour picture keeps the product's", async () => {
    const shopper = await newShopper(server)
    const [coloured, plain] = await freshSkus(server, 1, 2)
    await knownPictures(coloured, true)
    await knownPictures(plain, false)
    const made = await createOrders(server, shopper, {
      items: [coloured, plain].map((s) => ({ skuId: s.skuId, count: 1, shopId: s.shopId })),
      addressId: await addressOf(server, shopper),
    })
    expect(made.code).toBe(0)
    // As the old rule wrote them: the product's first picture.
    const skuIds = [coloured.skuId, plain.skuId]
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.orderItems).set({ picUrl: '/media/first.png' }).where(inArray(schema.orderItems.skuId, skuIds)),
    )
    const migration = readFileSync(join(import.meta.dirname, '../../server/db/migrations/0032_order_colour_pictures.sql'), 'utf8')
    await server.db.execute(sql.raw(migration))
    const items = (await ordersOf(server, shopper)).flatMap((o) => o.items)
    expect(new Map(items.map((i) => [i.skuId, i.picUrl]))).toEqual(
      new Map([
        [coloured.skuId, '/media/chosen-colour.png'],
        [plain.skuId, '/media/first.png'],
      ]),
    )
  })
})
