import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, newShopper } from './shoppers'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { listedStock, newOwner, productRows, saved, wholeProduct } from './sellerHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

describe('seller center: the SKU grid as saved', () => {
  it('deletes the cells that left the grid, keeps at 0 one an order names, adds new ones, and sums the row', async () => {
    const owner = await newOwner(server)
    const drawn = await wholeProduct(server, owner)
    const id = await saved(server, owner, { ...drawn, skus: drawn.skus.map((s, i) => ({ ...s, price: 5000 + i * 100, stock: i })) })
    const first = await productRows(server, 1, id)
    expect(first.skus.map((s) => [s.price, s.marketPrice, s.stock])).toEqual([0, 1, 2, 3, 4, 5].map((i) => [5000 + i * 100, 6000, i]))
    expect([first.spu.price, first.spu.marketPrice, await listedStock(server, owner, id)]).toEqual([5000, 6000, 15])

    const [red, blue] = drawn.colours.map((c) => c.valueId)
    await insertOrder(server, await newShopper(server), { skuId: first.skus[1].id })
    const read = (await server.api.seller.productGet({ id }, as(owner))).data
    const options = (await server.api.seller.productOptions({}, as(owner))).data
    const added = options.sizes[3].id
    const blueCells = read.skus.filter((s) => s.colourId === blue).map((s) => ({ ...s, price: s.price - 2000, stock: s.stock + 2 }))
    const newCell = { colourId: blue, sizeId: added, price: 9000, marketPrice: 1000, stock: 7 }
    const res = await server.api.seller.productSave(
      { ...read, colours: read.colours.filter((c) => c.valueId !== red), sizes: [...read.sizes, added], skus: [...blueCells, newCell] },
      as(owner),
    )
    expect(res.code).toBe(0)

    const after = await productRows(server, 1, id)
    // Red M was ordered: kept, emptied; red S and L are gone. Blue moved by +2 at its new prices; the new cell starts at 7, its market price raised to its price.
    expect(after.skus.map((s) => [s.id, s.price, s.marketPrice, s.stock])).toEqual([
      [first.skus[1].id, 5100, 6000, 0],
      ...first.skus.slice(3).map((s, i) => [s.id, 3300 + i * 100, 6000, 5 + i]),
      [expect.any(Number), 9000, 9000, 7],
    ])
    expect(after.skus[4].valueIds).toEqual([blue, added])
    expect([after.spu.price, after.spu.marketPrice, await listedStock(server, owner, id)]).toEqual([3300, 6000, 0 + 5 + 6 + 7 + 7])
  })

  it('summarises an edit from the first of the cheapest SKUs in id order, and a grid emptied to nothing as 0', async () => {
    const owner = await newOwner(server)
    const drawn = await wholeProduct(server, owner)
    const id = await saved(server, owner, drawn)
    const read = (await server.api.seller.productGet({ id }, as(owner))).data
    const markets = [9000, 8000, 7000, 8500, 7500, 6500]
    const skus = read.skus.map((s, i) => ({ ...s, price: i === 0 ? 4000 : 3000, marketPrice: markets[i] }))
    expect((await server.api.seller.productSave({ ...read, skus }, as(owner))).code).toBe(0)
    const { spu } = await productRows(server, 1, id)
    // SKUs 1 to 5 all cost 3000: the first of them (id order) gives the market price.
    expect([spu.price, spu.marketPrice, await listedStock(server, owner, id)]).toEqual([3000, 8000, 60])
    expect((await server.api.seller.productSave({ ...read, colours: [], sizes: [], skus: [] }, as(owner))).code).toBe(0)
    const emptied = await productRows(server, 1, id)
    expect([emptied.skus.length, emptied.spu.price, emptied.spu.marketPrice, await listedStock(server, owner, id)]).toEqual([0, 0, 0, 0])
  })
})
