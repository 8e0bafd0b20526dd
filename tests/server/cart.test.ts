import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { productStatus, shopStatus } from '../../contract/status'
import { inTenant, schema } from '../../server/db/client'
import { addToBag, freshSkus, ownShop, setFreight, setStock } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { credit, setPayPassword } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const list = async (shopper: Shopper, lang = 'en') => (await server.api.cart.cartList({}, { ...as(shopper), lang })).data.list
const setCount = (shopper: Shopper, id: number, count: number) => server.api.cart.cartUpdateCount({ id, count }, as(shopper))
const remove = (shopper: Shopper, ids: number[]) => server.api.cart.cartDelete({ ids }, as(shopper))
const settle = async (shopper: Shopper) => (await server.api.cart.settleCheck({}, as(shopper))).data

describe('the bag', () => {
  it('lists lines newest first with their product, SKU and shop, and which can be settled', async () => {
    const shopper = await newShopper(server)
    const [a, b, c, d] = await freshSkus(server, 1, 4, { distinctShops: true })
    await setFreight(server, 1, a.shopId, 450)
    const lines = [
      await addToBag(server, shopper, a, 2),
      await addToBag(server, shopper, b, 3),
      await addToBag(server, shopper, c, 1),
      await addToBag(server, shopper, d, 1),
    ]
    // b's stock falls below its count; c's product goes off sale; d's shop closes.
    await setStock(server, 1, b.skuId, 2)
    await inTenant(server.db, 1, async (tx) => {
      await tx.update(schema.spus).set({ status: productStatus.hidden }).where(eq(schema.spus.id, c.spuId))
      await tx.update(schema.shops).set({ status: shopStatus.closed }).where(eq(schema.shops.id, d.shopId))
    })
    try {
      const bag = await list(shopper)
      expect(bag.map((l) => l.id)).toEqual([...lines].reverse())
      const lineA = bag[3]
      expect(lineA).toMatchObject({
        count: 2,
        spu: { id: a.spuId, name: expect.any(String), brandName: expect.any(String), picUrl: expect.stringMatching(/^\//) },
        sku: { id: a.skuId, shopId: a.shopId, saleprice: a.price, stock: 50 },
        freight: 450,
        available: true,
        ownShop: false,
      })
      expect(lineA.spu.name).not.toBe('')
      expect(lineA.shopName).not.toBe('')
      expect(lineA.sku.properties).toMatch(/^[^:;]+: [^;]+(; [^:;]+: [^;]+)*$/)
      expect(bag.map((l) => l.available)).toEqual([false, false, false, true])
      // The bag's count is of the pieces that can be settled: a's 2, not the 5 that cannot.
      expect((await server.api.cart.cartCount({}, as(shopper))).data).toBe(2)
      expect(bag[2].sku.stock).toBe(2)
      // Properties in the request's language.
      expect((await list(shopper, 'fr'))[3].sku.properties).not.toBe(lineA.sku.properties)
      // Another shopper's bag is their own.
      expect(await list(await newShopper(server))).toEqual([])
    } finally {
      await inTenant(server.db, 1, (tx) => tx.update(schema.shops).set({ status: shopStatus.open }).where(eq(schema.shops.id, d.shopId)))
    }
  })

  it('marks lines of a shop the shopper runs, and settling names those shops', async () => {
    const shopper = await newShopper(server)
    const [mine, other] = await freshSkus(server, 1, 2, { distinctShops: true })
    await addToBag(server, shopper, mine)
    await addToBag(server, shopper, other)
    await ownShop(server, shopper, mine.shopId)
    const bag = await list(shopper)
    expect(bag.map((l) => [l.sku.shopId, l.ownShop])).toEqual([
      [other.shopId, false],
      [mine.shopId, true],
    ])
    expect(await settle(shopper)).toEqual({ balance: 0, payPasswordFlag: false, ownShopIds: [mine.shopId] })
  })

  it('settling tells the balance and whether a transaction password is set', async () => {
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 1234)
    expect(await settle(shopper)).toEqual({ balance: 1234, payPasswordFlag: true, ownShopIds: [] })
  })

  it('sets a line’s count from 1 up to its stock, and answers the bag’s pieces', async () => {
    const shopper = await newShopper(server)
    const [a, b] = await freshSkus(server, 1, 2, { stock: 5 })
    const lineA = await addToBag(server, shopper, a, 1)
    await addToBag(server, shopper, b, 2)
    expect(await setCount(shopper, lineA, 5)).toMatchObject({ code: 0, data: 7 })
    expect(await setCount(shopper, lineA, 6)).toMatchObject({ status: 409, code: ErrorCode.outOfStock, msg: 'Not enough stock: 5 left' })
    expect((await setCount(shopper, lineA, 0)).code).toBe(ErrorCode.invalidField)
    expect((await setCount(shopper, lineA, 100)).code).toBe(ErrorCode.invalidField)
    expect((await list(shopper)).find((l) => l.id === lineA)?.count).toBe(5)
    // Another shopper's line is not theirs to change.
    expect((await setCount(await newShopper(server), lineA, 1)).code).toBe(ErrorCode.notFound)
    expect((await list(shopper)).find((l) => l.id === lineA)?.count).toBe(5)
  })

  it('removes only the shopper’s own lines, and answers the bag’s pieces', async () => {
    const shopper = await newShopper(server)
    const other = await newShopper(server)
    const [a, b] = await freshSkus(server, 1, 2)
    const lineA = await addToBag(server, shopper, a, 2)
    const lineB = await addToBag(server, shopper, b, 3)
    const theirs = await addToBag(server, other, a, 1)
    expect(await remove(shopper, [lineA, theirs])).toMatchObject({ code: 0, data: 3 })
    expect((await list(shopper)).map((l) => l.id)).toEqual([lineB])
    expect((await list(other)).map((l) => l.id)).toEqual([theirs])
    expect((await remove(shopper, [])).code).toBe(ErrorCode.invalidField)
  })
})
