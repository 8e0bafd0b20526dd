import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import { catalogPaths as paths } from '../../contract/catalog'
import { ErrorCode } from '../../contract/codes'
import { orderPaths } from '../../contract/order'
import type { cartCalls } from '../../contract/schemas/order'
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

/** Call options in the fixture tenant, as the token's shopper (a guest without one). */
const at = (token?: string) => ({ tenant: f.tenantId, token })
const api = () => server.api
const shopper = () => f.users.shopper.token
const owner = () => f.users.owner.token

/** A new shopper of the fixture tenant, so that counts start from zero: its token. */
const shopperToken = async (email: string) => (await newShopper(server, f.tenantId, email)).token

describe('shops', () => {
  it('lists open shops in a directory with totals', async () => {
    const res = await api().shop.shops({ pageNo: 1, pageSize: 1 }, at())
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
    expect((await api().shop.shops({ pageSize: 500 }, at())).status).toBe(400)
  })

  it('gives a shop’s header, with favoriteFlag for the logged-in user; closed or foreign shops are not found', async () => {
    const guest = await api().shop.shopInfo({ shopId: f.shops.sakura.id }, at())
    expect(guest.data).toMatchObject({ shopname: 'Maison Sakura', favoriteFlag: 0, shopComment: 1, productCount: 3, storeReputation: 91 })
    expect((await api().shop.shopInfo({ shopId: f.shops.closed.id }, at())).code).toBe(404)
    expect((await api().shop.shopInfo({ shopId: other.shops.nord.id }, at())).code).toBe(404)
    expect((await api().shop.shopInfo({ shopId: f.shops.nord.id }, at('Bearer not-a-token'))).code).toBe(0)
  })

  it('finds a shop by its own domain from an origin', async () => {
    expect((await api().shop.shopByDomain({ url: 'https://Sakura.example.com:8443' }, at())).data).toEqual({
      id: f.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await api().shop.shopByDomain({ url: 'sakura.example.com' }, at())).data).toEqual({
      id: f.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await api().shop.shopByDomain({ url: 'https://localhost:5173' }, at())).data).toBeNull()
    expect((await api().shop.shopByDomain({ url: 'https://sakura.example.com' }, { tenant: other.tenantId })).data).toEqual({
      id: other.shops.sakura.id,
      shopname: 'Maison Sakura',
    })
    expect((await api().shop.shopByDomain({ url: '::::' }, at())).data).toBeNull()
  })

  it('tells a user their own shop, or nulls', async () => {
    expect((await api().shop.myShop({}, at(owner()))).data).toEqual({
      status: 1,
      data: { id: f.shops.nord.id, shopname: 'Atelier Nord' },
    })
    expect((await api().shop.myShop({}, at(shopper()))).data).toEqual({ status: null, data: null })
    expect((await api().shop.myShop({}, at())).status).toBe(401)
  })

  it('lets shoppers write to a shop without an order only where the shop allows it', async () => {
    expect((await api().shop.canShopComment({ shopId: f.shops.sakura.id }, at(shopper()))).data).toBe(true)
    expect((await api().shop.canShopComment({ shopId: f.shops.nord.id }, at(shopper()))).data).toBe(false)
    expect((await api().shop.canShopComment({ shopId: other.shops.sakura.id }, at(shopper()))).data).toBe(false)
    expect((await api().shop.canShopComment({ shopId: f.shops.sakura.id }, at())).status).toBe(401)
  })
})

describe('product favourites', () => {
  it('adds idempotently, lists, counts and removes; the count never goes below 0', async () => {
    const token = await shopperToken('fav@shop.test')
    const { silkDress, cotton } = f.products
    const count = async () => (await api().favourite.favouriteCount({}, at(token))).data
    expect(await count()).toBe(0)
    for (let i = 0; i < 2; i++)
      expect((await api().favourite.favouriteAdd({ spuId: silkDress.id, shopId: silkDress.shopId }, at(token))).data).toBe(true)
    await api().favourite.favouriteAdd({ spuId: cotton.id, shopId: cotton.shopId }, at(token))
    expect(await count()).toBe(2)
    const list = await api().favourite.favouriteList({ pageNo: 1, pageSize: 20 }, at(token))
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
    const detail = await api().catalog.productDetail({ id: silkDress.id }, at(token))
    expect(detail.data.collectflag).toBe(1)
    const cards = await api().catalog.productPage({ page: 1, row: 20 }, at(token))
    expect(
      cards.data.list
        .filter((p) => p.collectflag)
        .map((p) => p.productId)
        .sort(),
    ).toEqual([silkDress.id, cotton.id].sort())
    for (let i = 0; i < 3; i++) expect((await api().favourite.favouriteDelete({ spuId: silkDress.id }, at(token))).data).toBe(true)
    expect(await count()).toBe(1)
    await api().favourite.favouriteDelete({ spuId: cotton.id }, at(token))
    await api().favourite.favouriteDelete({ spuId: cotton.id }, at(token))
    expect(await count()).toBe(0)
  })

  it('refuses hidden, foreign and mismatched products, and guests', async () => {
    const token = shopper()
    expect((await api().favourite.favouriteAdd({ spuId: f.products.hidden.id, shopId: f.shops.nord.id }, at(token))).code).toBe(404)
    expect((await api().favourite.favouriteAdd({ spuId: other.products.silkDress.id, shopId: other.shops.nord.id }, at(token))).code).toBe(
      404,
    )
    expect((await api().favourite.favouriteAdd({ spuId: f.products.silkDress.id, shopId: f.shops.sakura.id }, at(token))).code).toBe(1001)
    // raw: a product id that is no number, which the typed client cannot send
    expect((await server.call('POST', paths.favouriteAdd, { ...at(token), form: { spuId: 'abc' } })).status).toBe(400)
    expect((await api().favourite.favouriteAdd({ spuId: f.products.silkDress.id }, at())).status).toBe(401)
    expect((await api().favourite.favouriteCount({}, at(token))).data).toBe(0)
  })
})

describe('shop favourites', () => {
  it('follows and unfollows idempotently, keeping the shop’s favourite count', async () => {
    const [a, b] = [await shopperToken('follow-a@shop.test'), await shopperToken('follow-b@shop.test')]
    const shopId = f.shops.sakura.id
    const fans = async () => (await api().shop.shopInfo({ shopId }, at())).data.favoriteCount
    const start = await fans()
    await api().favourite.shopFavouriteAdd({ shopId }, at(a))
    await api().favourite.shopFavouriteAdd({ shopId }, at(a))
    await api().favourite.shopFavouriteAdd({ shopId }, at(b))
    expect(await fans()).toBe(start + 2)
    expect((await api().shop.shopInfo({ shopId }, at(a))).data.favoriteFlag).toBe(1)
    const list = await api().favourite.shopFavouriteList({}, at(a))
    expect(list.data).toEqual({ list: [{ id: shopId, logo: '', shopname: 'Maison Sakura', shopDesc: '' }], total: 1 })
    await api().favourite.shopFavouriteRemove({ shopId }, at(a))
    await api().favourite.shopFavouriteRemove({ shopId }, at(a))
    expect(await fans()).toBe(start + 1)
    await api().favourite.shopFavouriteRemove({ shopId }, at(b))
    await api().favourite.shopFavouriteRemove({ shopId }, at(b))
    expect(await fans()).toBe(start)
    expect((await api().favourite.shopFavouriteAdd({ shopId: other.shops.sakura.id }, at(a))).code).toBe(404)
    expect((await api().favourite.shopFavouriteAdd({ shopId: f.shops.closed.id }, at(a))).code).toBe(404)
  })

  it('refuses the owner following their own shop, with a clear message, and its count stays', async () => {
    const shopId = f.shops.nord.id
    const fans = async () => (await api().shop.shopInfo({ shopId }, at())).data.favoriteCount
    const start = await fans()
    expect(await api().favourite.shopFavouriteAdd({ shopId }, at(owner()))).toMatchObject({
      code: ErrorCode.ownShop,
      msg: 'You cannot follow your own shop',
    })
    expect(await fans()).toBe(start)
    expect((await api().favourite.shopFavouriteList({}, at(owner()))).data.total).toBe(0)
  })

  it('never counts below 0', async () => {
    const token = await shopperToken('floor@shop.test')
    const shopId = f.shops.nord.id
    await api().favourite.shopFavouriteAdd({ shopId }, at(token))
    await asPlatform(server.db, (tx) => tx.update(schema.shops).set({ favouriteCount: 0 }).where(eq(schema.shops.id, shopId)))
    await api().favourite.shopFavouriteRemove({ shopId }, at(token))
    expect((await api().shop.shopInfo({ shopId }, at())).data.favoriteCount).toBe(0)
  })
})

describe('cart', () => {
  const add = (token: string | undefined, line: Input<typeof cartCalls.cartAdd>) => api().cart.cartAdd(line, at(token))

  it('adds a SKU, adding to the count of the same SKU, and counts pieces', async () => {
    const { cotton, silkDress } = f.products
    const token = await shopperToken('cart@shop.test')
    const sku = cotton.skus[0]
    const first = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 2 })
    expect(first.code, first.msg).toBe(0)
    const again = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 1 })
    expect(again.data).toBe(first.data)
    await add(token, { spuId: silkDress.id, skuId: silkDress.skus[0].id, shopId: silkDress.shopId, count: 1 })
    expect((await api().cart.cartCount({}, at(token))).data).toBe(4)
    const over = await add(token, { spuId: cotton.id, skuId: sku.id, shopId: cotton.shopId, count: 3 })
    expect(over.code).toBe(1041)
    expect(over.msg).toContain('5')
    expect((await api().cart.cartCount({}, at(token))).data).toBe(4)
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
    const line: Input<typeof cartCalls.cartAdd> = { spuId: cotton.id, skuId: cotton.skus[0].id, shopId: cotton.shopId }
    for (const count of [0, 100, -1]) expect((await add(token, { ...line, count })).code).toBe(1001)
    // raw: a count that is no number and a line without its SKU, which the typed client cannot send
    expect((await server.call('POST', orderPaths.cartAdd, { ...at(token), json: { ...line, count: 'x' } })).code).toBe(1001)
    expect(
      (await server.call('POST', orderPaths.cartAdd, { ...at(token), json: { spuId: cotton.id, shopId: cotton.shopId } })).msg,
    ).toContain('skuId')
    expect((await add(undefined, line)).status).toBe(401)
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
    const desk = await api().home.home({ platformtype: 2 }, { ...at(), query: { currencyCode: 'EUR' } })
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
    const mobile = await api().home.home({ platformtype: 1 }, at())
    expect(mobile.data.publicize1.map((b) => b.title)).toEqual(['Mobile', 'Both'])
    const theirs = await api().home.home({ platformtype: 2 }, { tenant: other.tenantId })
    expect(theirs.data.publicize1).toEqual([])
    // raw: a platform type outside the contract's 1 and 2
    expect((await server.call('POST', paths.home, { ...at(), form: { platformtype: 7 } })).status).toBe(400)
  })
})
