import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  catalogPaths as paths,
  type FavouriteProduct,
  type FavouriteShop,
  type HomeData,
  type MyShop,
  type ProductCard,
  type ProductDetail,
  type ShopCard,
  type ShopInfo,
} from '../../contract/catalog'
import { orderPaths } from '../../contract/order'
import type { Page } from '../../contract/envelope'
import { asPlatform, schema } from '../../server/db/client'
import { catalogFixture, type Fixture } from './catalogFixture'
import { startTestServer, type TestServer } from './harness'
import { newShopper } from './shoppers'

let server: TestServer
let f: Fixture
let other: Fixture
beforeAll(async () => {
  server = await startTestServer()
  f = await catalogFixture(server, 'Shops')
  other = await catalogFixture(server, 'Elsewhere')
})
afterAll(() => server.stop())

type Options = {
  token?: string
  query?: Record<string, string | number>
  json?: unknown
  form?: Record<string, string | number>
  tenant?: number
}
const call = <T>(method: string, path: string, options: Options = {}) => server.call<T>(method, path, { tenant: f.tenantId, ...options })
const shopper = () => f.users.shopper.token
const owner = () => f.users.owner.token

/** A new shopper of the fixture tenant, so that counts start from zero: its token. */
const shopperToken = async (email: string) => (await newShopper(server, f.tenantId, email)).token

describe('shops', () => {
  it('lists open shops in a directory with totals', async () => {
    const res = await call<Page<ShopCard>>('GET', paths.shops, { query: { pageNo: 1, pageSize: 1 } })
    expect(res.data.total).toBe(2)
    expect(res.data.list).toEqual([
      {
        id: f.shops.nord.id,
        shopname: 'Atelier Nord',
        logo: '/media/nord.svg',
        shopDesc: 'Nordic tailoring',
        favoriteCount: 0,
        storeReputation: 98,
      },
    ])
    expect((await call('GET', paths.shops, { query: { pageSize: 500 } })).status).toBe(400)
  })

  it('gives a shop’s header, with favoriteFlag for the logged-in user; closed or foreign shops are not found', async () => {
    const guest = await call<ShopInfo>('GET', paths.shopInfo, { query: { shopId: f.shops.sakura.id } })
    expect(guest.data).toMatchObject({ shopname: 'Maison Sakura', favoriteFlag: 0, shopComment: 1, productCount: 3, storeReputation: 91 })
    expect((await call('GET', paths.shopInfo, { query: { shopId: f.shops.closed.id } })).code).toBe(404)
    expect((await call('GET', paths.shopInfo, { query: { shopId: other.shops.nord.id } })).code).toBe(404)
    expect((await call('GET', paths.shopInfo, { query: { shopId: f.shops.nord.id }, token: 'Bearer not-a-token' })).code).toBe(0)
  })

  it('finds a shop by its own domain from an origin', async () => {
    expect((await call('GET', paths.shopByDomain, { query: { url: 'https://Sakura.example.com:8443' } })).data).toEqual({
      id: f.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await call('GET', paths.shopByDomain, { query: { url: 'sakura.example.com' } })).data).toEqual({
      id: f.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await call('GET', paths.shopByDomain, { query: { url: 'https://localhost:5173' } })).data).toBeNull()
    expect((await call('GET', paths.shopByDomain, { query: { url: 'https://sakura.example.com' }, tenant: other.tenantId })).data).toEqual({
      id: other.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await call('GET', paths.shopByDomain, { query: { url: '::::' } })).data).toBeNull()
  })

  it('tells a user their own shop, or nulls', async () => {
    expect((await call<MyShop>('GET', paths.myShop, { token: owner() })).data).toEqual({
      status: 1,
      data: { id: f.shops.nord.id, shopname: 'Atelier Nord' },
    })
    expect((await call<MyShop>('GET', paths.myShop, { token: shopper() })).data).toEqual({ status: null, data: null })
    expect((await call('GET', paths.myShop)).status).toBe(401)
  })

  it('lets shoppers write to a shop without an order only where the shop allows it', async () => {
    expect((await call('GET', paths.canShopComment, { token: shopper(), query: { shopId: f.shops.sakura.id } })).data).toBe(true)
    expect((await call('GET', paths.canShopComment, { token: shopper(), query: { shopId: f.shops.nord.id } })).data).toBe(false)
    expect((await call('GET', paths.canShopComment, { token: shopper(), query: { shopId: other.shops.sakura.id } })).data).toBe(false)
    expect((await call('GET', paths.canShopComment, { query: { shopId: f.shops.sakura.id } })).status).toBe(401)
  })
})

describe('product favourites', () => {
  it('adds idempotently, lists, counts and removes; the count never goes below 0', async () => {
    const token = await shopperToken('fav@shop.test')
    const { silkDress, cotton } = f.products
    const count = async () => (await call<number>('GET', paths.favouriteCount, { token })).data
    expect(await count()).toBe(0)
    for (let i = 0; i < 2; i++)
      expect((await call('POST', paths.favouriteAdd, { token, form: { spuId: silkDress.id, shopId: silkDress.shopId } })).data).toBe(true)
    await call('POST', paths.favouriteAdd, { token, form: { spuId: cotton.id, shopId: cotton.shopId } })
    expect(await count()).toBe(2)
    const list = await call<Page<FavouriteProduct>>('GET', paths.favouriteList, { token, query: { pageNo: 1, pageSize: 20 } })
    expect(list.data.total).toBe(2)
    expect(list.data.list[0]).toEqual({
      spuId: cotton.id,
      shopId: cotton.shopId,
      picUrl: '/media/p/1.svg',
      brandName: 'Atlas',
      brandId: f.brands.atlas.id,
      spuName: 'Cotton T-shirt',
      price: 1999,
      marketPrice: 2999,
      properties: 'Black, S, M, L',
    })
    const detail = await call<ProductDetail>('GET', paths.productDetail, { token, query: { id: silkDress.id } })
    expect(detail.data.collectflag).toBe(1)
    const cards = await call<Page<ProductCard>>('POST', paths.productPage, { token, json: { page: 1, row: 20 } })
    expect(
      cards.data.list
        .filter((p) => p.collectflag)
        .map((p) => p.productId)
        .sort(),
    ).toEqual([silkDress.id, cotton.id].sort())
    for (let i = 0; i < 3; i++)
      expect((await call('DELETE', paths.favouriteDelete, { token, query: { spuId: silkDress.id } })).data).toBe(true)
    expect(await count()).toBe(1)
    await call('DELETE', paths.favouriteDelete, { token, query: { spuId: cotton.id } })
    await call('DELETE', paths.favouriteDelete, { token, query: { spuId: cotton.id } })
    expect(await count()).toBe(0)
  })

  it('refuses hidden, foreign and mismatched products, and guests', async () => {
    const token = shopper()
    expect((await call('POST', paths.favouriteAdd, { token, form: { spuId: f.products.hidden.id, shopId: f.shops.nord.id } })).code).toBe(
      404,
    )
    expect(
      (await call('POST', paths.favouriteAdd, { token, form: { spuId: other.products.silkDress.id, shopId: other.shops.nord.id } })).code,
    ).toBe(404)
    expect(
      (await call('POST', paths.favouriteAdd, { token, form: { spuId: f.products.silkDress.id, shopId: f.shops.sakura.id } })).code,
    ).toBe(1001)
    expect((await call('POST', paths.favouriteAdd, { token, form: { spuId: 'abc' } })).status).toBe(400)
    expect((await call('POST', paths.favouriteAdd, { form: { spuId: f.products.silkDress.id } })).status).toBe(401)
    expect((await call('GET', paths.favouriteCount, { token })).data).toBe(0)
  })
})

describe('shop favourites', () => {
  it('follows and unfollows idempotently, keeping the shop’s favourite count', async () => {
    const [a, b] = [await shopperToken('follow-a@shop.test'), await shopperToken('follow-b@shop.test')]
    const shopId = f.shops.sakura.id
    const fans = async () => (await call<ShopInfo>('GET', paths.shopInfo, { query: { shopId } })).data.favoriteCount
    const start = await fans()
    await call('POST', paths.shopFavouriteAdd, { token: a, form: { shopId } })
    await call('POST', paths.shopFavouriteAdd, { token: a, form: { shopId } })
    await call('POST', paths.shopFavouriteAdd, { token: b, form: { shopId } })
    expect(await fans()).toBe(start + 2)
    expect((await call<ShopInfo>('GET', paths.shopInfo, { token: a, query: { shopId } })).data.favoriteFlag).toBe(1)
    const list = await call<Page<FavouriteShop>>('GET', paths.shopFavouriteList, { token: a })
    expect(list.data).toEqual({ list: [{ id: shopId, logo: '', shopname: 'Maison Sakura', shopDesc: '' }], total: 1 })
    await call('POST', paths.shopFavouriteRemove, { token: a, form: { shopId } })
    await call('POST', paths.shopFavouriteRemove, { token: a, form: { shopId } })
    expect(await fans()).toBe(start + 1)
    await call('POST', paths.shopFavouriteRemove, { token: b, form: { shopId } })
    await call('POST', paths.shopFavouriteRemove, { token: b, form: { shopId } })
    expect(await fans()).toBe(start)
    expect((await call('POST', paths.shopFavouriteAdd, { token: a, form: { shopId: other.shops.sakura.id } })).code).toBe(404)
    expect((await call('POST', paths.shopFavouriteAdd, { token: a, form: { shopId: f.shops.closed.id } })).code).toBe(404)
  })

  it('never counts below 0', async () => {
    const token = await shopperToken('floor@shop.test')
    const shopId = f.shops.nord.id
    await call('POST', paths.shopFavouriteAdd, { token, form: { shopId } })
    await asPlatform(server.db, (tx) => tx.update(schema.shops).set({ favouriteCount: 0 }).where(eq(schema.shops.id, shopId)))
    await call('POST', paths.shopFavouriteRemove, { token, form: { shopId } })
    expect((await call<ShopInfo>('GET', paths.shopInfo, { query: { shopId } })).data.favoriteCount).toBe(0)
  })
})

describe('cart', () => {
  const add = (token: string | undefined, json: Record<string, unknown>) => call<number>('POST', orderPaths.cartAdd, { token, json })

  it('adds a SKU, adding to the count of the same SKU, and counts pieces', async () => {
    const { cotton, silkDress } = f.products
    const token = await shopperToken('cart@shop.test')
    const sku = cotton.skus[0]
    const first = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 2 })
    expect(first.code, first.msg).toBe(0)
    const again = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 1 })
    expect(again.data).toBe(first.data)
    await add(token, { spuId: silkDress.id, skuId: silkDress.skus[0].id, shopId: silkDress.shopId, count: 1 })
    expect((await call<number>('GET', orderPaths.cartCount, { token })).data).toBe(4)
    const over = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 3 })
    expect(over.code).toBe(1041)
    expect(over.msg).toContain('5')
    expect((await call<number>('GET', orderPaths.cartCount, { token })).data).toBe(4)
  })

  it('checks that SKU, product and shop belong together and are on sale', async () => {
    const { cotton, silkDress, hidden } = f.products
    const token = shopper()
    const refused = [
      { spuId: cotton.id, skuId: silkDress.skus[0].id, shopId: cotton.shopId },
      { spuId: cotton.id, skuId: cotton.skus[0].id, shopId: f.shops.nord.id },
      { spuId: hidden.id, skuId: hidden.skus[0].id, shopId: hidden.shopId },
      { spuId: other.products.cotton.id, skuId: other.products.cotton.skus[0].id, shopId: other.products.cotton.shopId },
    ]
    for (const json of refused) expect((await add(token, { ...json, count: 1 })).code, JSON.stringify(json)).toBe(404)
    expect((await add(token, { spuId: silkDress.id, skuId: silkDress.skus[1].id, shopId: silkDress.shopId, count: 1 })).code).toBe(1041)
    for (const count of [0, 100, -1, 'x'])
      expect((await add(token, { spuId: cotton.id, skuId: cotton.skus[0].id, shopId: cotton.shopId, count })).code).toBe(1001)
    expect((await add(token, { spuId: cotton.id, shopId: cotton.shopId })).msg).toContain('skuId')
    expect((await add(undefined, { spuId: cotton.id, skuId: cotton.skus[0].id, shopId: cotton.shopId })).status).toBe(401)
  })

  it('refuses shop owners in their own shop', async () => {
    const { cotton, silkDress } = f.products
    const res = await add(owner(), { spuId: silkDress.id, skuId: silkDress.skus[0].id, shopId: silkDress.shopId, count: 1 })
    expect(res.code).toBe(1040)
    expect(res.msg).toBe('shop users cannot order in their own shop')
    expect((await add(owner(), { spuId: cotton.id, skuId: cotton.skus[0].id, shopId: cotton.shopId, count: 1 })).code).toBe(0)
  })
})

describe('home', () => {
  it('serves banners by slot for the platform, videos, and the new-in and hot lists', async () => {
    await asPlatform(server.db, async (tx) => {
      const tenantId = f.tenantId
      await tx.insert(schema.homeBanners).values([
        {
          tenantId,
          slot: 'publicize1',
          platform: 0,
          img: '/b/both.svg',
          title: 'Both',
          type: 1,
          buyId: String(f.products.silkDress.id),
          shopId: f.shops.nord.id,
          sort: 2,
        },
        { tenantId, slot: 'publicize1', platform: 2, img: '/b/desk.svg', title: 'Desk', type: 5, buyId: 'https://example.com', sort: 1 },
        { tenantId, slot: 'publicize1', platform: 1, img: '/b/mob.svg', title: 'Mobile', type: 3, buyId: String(f.brands.atlas.id) },
        { tenantId, slot: 'promotional1', platform: 0, img: '/b/promo.svg', title: 'Promo', type: 2, buyId: String(f.categories.tees.id) },
      ])
      await tx.insert(schema.promoVideos).values([
        { tenantId, url: '/v/a.mp4', poster: '/v/a.svg', title: 'A' },
        { tenantId, url: null, poster: '/v/b.svg', title: 'B', sort: 1 },
      ])
    })
    const desk = await call<HomeData>('POST', paths.home, { form: { platformtype: 2 }, query: { currencyCode: 'EUR' } })
    expect(desk.data.publicize1.map((b) => b.title)).toEqual(['Desk', 'Both'])
    expect(desk.data.publicize1[1]).toEqual({
      img: '/b/both.svg',
      title: 'Both',
      type: 1,
      buyId: String(f.products.silkDress.id),
      shopId: f.shops.nord.id,
    })
    expect(desk.data.publicize2).toEqual([])
    expect(desk.data.promotional1.map((b) => b.title)).toEqual(['Promo'])
    expect(desk.data.promotionalvideo1).toEqual([
      { url: '/v/a.mp4', webm: null, poster: '/v/a.svg', title: 'A', captions: null },
      { url: null, webm: null, poster: '/v/b.svg', title: 'B', captions: null },
    ])
    expect(desk.data.productSpuList1.productSpuDTOList.map((p) => p.producctName)).toEqual(['Cotton T-shirt', 'Silk Dress'])
    expect(desk.data.productSpuList1.productSpuDTOList[0].price).toBe(1839)
    expect(desk.data.productSpuList2.productSpuDTOList.map((p) => p.producctName)).toEqual(['Striped T-shirt', 'Silk Dress'])
    expect(desk.data.productSpuList1.title).toBe('New in')
    const mobile = await call<HomeData>('POST', paths.home, { form: { platformtype: 1 } })
    expect(mobile.data.publicize1.map((b) => b.title)).toEqual(['Mobile', 'Both'])
    const theirs = await call<HomeData>('POST', paths.home, { form: { platformtype: 2 }, tenant: other.tenantId })
    expect(theirs.data.publicize1).toEqual([])
    expect((await call('POST', paths.home, { form: { platformtype: 7 } })).status).toBe(400)
  })
})
