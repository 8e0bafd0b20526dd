import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressOf, addToBag, createOrders, ordersOf } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { listedStock, liveProduct, newOwner, productRows } from './sellerHelpers'
import { as, newShopper } from './shoppers'

/** The owner's stock edits and the checkout's stock taking, at once (docs/behaviour.md#seller-center): no update lost. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

describe('stock under sales', () => {
  it('loses no sale and no added piece when 20 shoppers check out while the owner adds stock, and never goes below 0', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner)
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    const [cell] = product.skus
    const { skus } = await productRows(server, 1, id)
    const sku = { skuId: skus[0].id, spuId: id, shopId: owner.shopId, price: cell.price }

    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper(server)))
    const addresses = await Promise.all(shoppers.map((s) => addressOf(server, s)))
    await Promise.all(shoppers.map((s) => addToBag(server, s, sku, 1)))
    // Five saves of one form read before the rush, each adding 2 to the first SKU: +10 in all.
    const addTwo = { ...product, skus: product.skus.map((s, i) => (i === 0 ? { ...s, stock: s.stock + 2 } : s)) }
    const [checkouts, saves] = await Promise.all([
      Promise.all(shoppers.map((s, i) => createOrders(server, s, { items: [{ ...sku, count: 1 }], addressId: addresses[i] }))),
      Promise.all(Array.from({ length: 5 }, () => server.api.seller.productSave(addTwo, as(owner)))),
    ])
    expect(saves.map((r) => r.code)).toEqual([0, 0, 0, 0, 0])
    const sold = checkouts.filter((r) => r.code === 0).length
    expect(sold).toBeGreaterThanOrEqual(cell.stock)
    const orders = (await Promise.all(shoppers.map((s) => ordersOf(server, s)))).flat()
    expect(orders).toHaveLength(sold)
    const after = await productRows(server, 1, id)
    expect(after.skus[0].stock).toBe(cell.stock + 10 - sold)
    expect(after.skus.every((s) => s.stock >= 0)).toBe(true)
    expect(await listedStock(server, owner, id)).toBe(after.skus.reduce((sum, s) => sum + s.stock, 0))
  })
})
