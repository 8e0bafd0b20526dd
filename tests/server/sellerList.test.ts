import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListingStatus as L } from '../../contract/lifecycles'
import { type SellerSortValue, sellerSort } from '../../contract/seller'
import { startTestServer, type TestServer } from './harness'
import { newOwner, type Owner, saved, wholeProduct } from './sellerHelpers'
import { as } from './shoppers'

let server: TestServer
let owner: Owner
/** Products saved in this order: name, the price of each of its SKUs (the first three, then the last three), stock of each. */
const made = [
  { name: 'Cotton tee', prices: [3000, 3500], stock: 4 },
  { name: 'Amber scarf', prices: [9000, 9000], stock: 0 },
  { name: 'Linen shirt', prices: [5000, 7000], stock: 10 },
  { name: 'Bold linen coat', prices: [20000, 18000], stock: 1 },
]
const ids: number[] = []

beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
  owner = await newOwner(server)
  const drawn = await wholeProduct(server, owner)
  for (const m of made) {
    const skus = drawn.skus.map((s, i) => ({ ...s, price: m.prices[i < 3 ? 0 : 1], stock: m.stock }))
    ids.push(await saved(server, owner, { ...drawn, names: { en: m.name }, skus }))
  }
  // The third product goes to review.
  expect((await server.api.seller.productSubmit({ id: ids[2] }, as(owner))).code).toBe(0)
})
afterAll(() => server.stop())

const list = async (query: Parameters<TestServer['api']['seller']['products']>[0]) => {
  const res = await server.api.seller.products(query, as(owner))
  expect(res.code).toBe(0)
  return res.data
}
const idsOf = (page: { list: { id: number }[] }) => page.list.map((r) => r.id)

describe('seller center: the product list', () => {
  it('sorts by each order the owner may choose, with each row its SKUs’ price range, count and total stock', async () => {
    const [tee, scarf, shirt, coat] = ids
    const orders: [SellerSortValue, number[]][] = [
      [sellerSort.newest, [coat, shirt, scarf, tee]],
      [sellerSort.oldest, [tee, scarf, shirt, coat]],
      [sellerSort.priceLow, [tee, shirt, scarf, coat]],
      [sellerSort.priceHigh, [coat, scarf, shirt, tee]],
      [sellerSort.stockLow, [scarf, coat, tee, shirt]],
      [sellerSort.name, [scarf, coat, tee, shirt]],
    ]
    expect(orders.map(([sort]) => sort).sort()).toEqual(Object.values(sellerSort).sort())
    for (const [sort, expected] of orders) expect(idsOf(await list({ sort })), `sort ${sort}`).toEqual(expected)
    const shirtRow = (await list({})).list.find((r) => r.id === shirt)
    expect(shirtRow).toMatchObject({ name: 'Linen shirt', minPrice: 5000, maxPrice: 7000, skuCount: 6, stock: 60, listing: L.review })
  })

  it('pages with the total of what the filter finds, past the last page too', async () => {
    const [tee, scarf, shirt, coat] = ids
    expect(await list({ pageNo: 1, pageSize: 3, sort: sellerSort.oldest })).toMatchObject({ total: 4 })
    const second = await list({ pageNo: 2, pageSize: 3, sort: sellerSort.oldest })
    expect([idsOf(second), second.total]).toEqual([[coat], 4])
    const beyond = await list({ pageNo: 3, pageSize: 3 })
    expect([idsOf(beyond), beyond.total]).toEqual([[], 4])
    const linen = await list({ name: 'LINEN', sort: sellerSort.oldest })
    expect([idsOf(linen), linen.total]).toEqual([[shirt, coat], 2])
    const inReview = await list({ listing: L.review })
    expect([idsOf(inReview), inReview.total]).toEqual([[shirt], 1])
    const drafts = await list({ listing: L.draft, sort: sellerSort.priceHigh, pageSize: 1 })
    expect([idsOf(drafts), drafts.total]).toEqual([[coat], 3])
    expect(await list({ name: '100%_' })).toEqual({ list: [], total: 0 })
    expect(idsOf(await list({ name: 'scarf' }))).toEqual([scarf])
    expect(idsOf(await list({ name: 'tee', pageSize: 1 }))).toEqual([tee])
  })
})
