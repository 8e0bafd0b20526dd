import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogPaths as paths, type CategoryNode, type ProductCard } from '../../contract/catalog'
import type { Input } from '../../contract/call'
import type { Page } from '../../contract/envelope'
import type { catalogCalls } from '../../contract/schemas/catalog'
import { catalogFixture, type Fixture } from './catalogFixture'
import { type CallOptions, startTestServer, type TestServer } from './harness'

type ProductQuery = Input<typeof catalogCalls.productPage>

let server: TestServer
let f: Fixture
let other: Fixture
beforeAll(async () => {
  server = await startTestServer()
  f = await catalogFixture(server, 'Catalogue')
  other = await catalogFixture(server, 'Elsewhere')
})
afterAll(() => server.stop())

const page = (query: ProductQuery, options: CallOptions = {}) => server.api.catalog.productPage({ page: 1, row: 20, ...query }, at(options))
const names = async (json: ProductQuery) => {
  const res = await page(json)
  expect(res.code, res.msg).toBe(0)
  return res.data.list.map((p) => p.producctName)
}
/** Call options in the fixture's tenant, unless they name another. */
const at = (options: CallOptions = {}) => ({ tenant: f.tenantId, ...options })

describe('categories', () => {
  it('serves the tree of a population, children nested, in the request language', async () => {
    const res = await server.api.catalog.categoryTree({ sex: 2 }, at({ lang: 'fr' }))
    expect(res.data.map((c) => c.name)).toEqual(['Vêtements'])
    const [clothing] = res.data
    expect(clothing.child.map((c) => c.name)).toEqual(['Robes', 'Tops'])
    expect(clothing.child[0].child.map((c) => c.name)).toEqual(['Maxi dresses', 'Midi dresses'])
    expect((await server.api.catalog.categoryTree({ sex: 1 }, at())).data.map((c) => c.name)).toEqual(['Menswear'])
  })

  it('gives each category above the leaves a few of its newest pieces on sale, from as many children as it can', async () => {
    const [clothing] = (await server.api.catalog.categoryTree({ sex: 2 }, at({ lang: 'fr' }))).data
    const [dresses, tops] = clothing.child
    const { longDress, linen, silkDress, striped, cotton } = f.products
    const piece = (p: typeof linen, name: string) => ({ spuId: p.id, shopId: p.shopId, picUrl: '/media/p/1.svg', name })
    expect(dresses.productSpu).toEqual([
      piece(longDress, 'Robe longue en soie'),
      piece(linen, 'Robe midi en lin'),
      piece(silkDress, 'Robe en soie'),
    ])
    expect(tops.productSpu).toEqual([piece(striped, 'Striped T-shirt'), piece(cotton, 'T-shirt en coton')])
    expect(clothing.productSpu?.map((p) => p.spuId)).toEqual([longDress.id, striped.id, linen.id])
    expect(dresses.child.map((leaf) => leaf.productSpu)).toEqual([undefined, undefined])
  })

  it('gives level one, crumbs root first, and a category with its children', async () => {
    expect((await server.api.catalog.categoriesLevelOne({ sex: 2 }, at())).data.map((c) => c.id)).toEqual([f.categories.clothing.id])
    const crumbs = await server.api.catalog.categoryCrumbs({ categoryId: f.categories.maxi.id }, at())
    expect(crumbs.data.map((c) => c.name)).toEqual(['Clothing', 'Dresses', 'Maxi dresses'])
    const node = await server.api.catalog.queryCategory({ categoryId: f.categories.dresses.id }, at())
    expect(node.data.child.map((c) => c.id)).toEqual([f.categories.maxi.id, f.categories.midi.id])
  })

  it('never shows another tenant’s categories', async () => {
    expect((await server.api.catalog.categoryCrumbs({ categoryId: other.categories.maxi.id }, at())).data).toEqual([])
    expect((await server.api.catalog.queryCategory({ categoryId: other.categories.dresses.id }, at())).code).toBe(404)
  })
})

describe('product page', () => {
  it('lists products on sale, newest first by default, with a correct total', async () => {
    const res = await page({})
    expect(res.data.total).toBe(6)
    expect(res.data.list.map((p) => p.producctName)).toEqual([
      'Oxford Shirt',
      'Striped T-shirt',
      'Cotton T-shirt',
      'Linen Midi Dress',
      'Silk Dress Long',
      'Silk Dress',
    ])
    const card = res.data.list.find((p) => p.productId === f.products.cotton.id)!
    expect(card).toMatchObject({
      shopId: f.shops.sakura.id,
      brandName: 'Atlas',
      brandId: f.brands.atlas.id,
      price: 1999,
      marketPrice: 2999,
      collectflag: 0,
      discountFlag: true,
      newFlag: true,
    })
    expect(card.imglist).toEqual(['/media/p/1.svg', '/media/p/2.svg'])
  })

  it('sorts by price high to low (1), low to high (2) and newest (3)', async () => {
    expect(await names({ sex: 2, sort: 1 })).toEqual([
      'Silk Dress Long',
      'Silk Dress',
      'Linen Midi Dress',
      'Striped T-shirt',
      'Cotton T-shirt',
    ])
    expect(await names({ sex: 2, sort: 2 })).toEqual([
      'Cotton T-shirt',
      'Striped T-shirt',
      'Linen Midi Dress',
      'Silk Dress',
      'Silk Dress Long',
    ])
    expect(await names({ sex: 2, sort: 3 })).toEqual([
      'Striped T-shirt',
      'Cotton T-shirt',
      'Linen Midi Dress',
      'Silk Dress Long',
      'Silk Dress',
    ])
  })

  it('pages with the total of the whole result', async () => {
    const first = await page({ sex: 2, sort: 2, row: 2 })
    const third = await page({ sex: 2, sort: 2, row: 2, page: 3 })
    const beyond = await page({ sex: 2, sort: 2, row: 2, page: 4 })
    expect(first.data.list.map((p) => p.producctName)).toEqual(['Cotton T-shirt', 'Striped T-shirt'])
    expect(third.data.list.map((p) => p.producctName)).toEqual(['Silk Dress Long'])
    expect([first.data.total, third.data.total, beyond.data.total]).toEqual([5, 5, 5])
    expect(beyond.data.list).toEqual([])
  })

  it('narrows by population, category with its descendants, brand(s), designer and shop', async () => {
    expect(await names({ sex: 1 })).toEqual(['Oxford Shirt'])
    expect(await names({ categoryId: f.categories.dresses.id, sort: 2 })).toEqual(['Linen Midi Dress', 'Silk Dress', 'Silk Dress Long'])
    expect(await names({ categoryId: f.categories.clothing.id })).toHaveLength(5)
    expect(await names({ categoryId: f.categories.tees.id, sort: 2 })).toEqual(['Cotton T-shirt', 'Striped T-shirt'])
    // The filter drawer's category narrows a category list within it, never out of it.
    const clothing = { categoryId: f.categories.clothing.id, navigation: 4 as const, sort: 2 as const }
    expect(await names({ ...clothing, subCategoryId: f.categories.tees.id })).toEqual(['Cotton T-shirt', 'Striped T-shirt'])
    expect(await names({ ...clothing, subCategoryId: f.categories.shirts.id })).toEqual([])
    // A category belongs to its population: a women's shopper (or a crawler) following a men's category link sees it.
    expect(await names({ sex: 2, categoryId: f.categories.menswear.id })).toEqual(['Oxford Shirt'])
    expect(await names({ sex: 2, brandIds: [f.brands.sakura.id, f.brands.atlas.id], sort: 2 })).not.toContain('Oxford Shirt')
    expect(await names({ brandIds: [f.brands.sakura.id, f.brands.atlas.id], sort: 2 })).toEqual([
      'Cotton T-shirt',
      'Striped T-shirt',
      'Oxford Shirt',
      'Linen Midi Dress',
    ])
    expect(await names({ brandId: f.brands.nordlys.id, navigation: 5, sort: 2 })).toEqual(['Silk Dress', 'Silk Dress Long'])
    expect(await names({ desno: f.designers.kenji.id, navigation: 2 })).toEqual(['Striped T-shirt'])
    // So does the drawer's category on a designer's list (bug 1 there).
    expect(await names({ desno: f.designers.kenji.id, navigation: 2, categoryId: f.categories.tees.id })).toEqual(['Striped T-shirt'])
    expect(await names({ desno: f.designers.kenji.id, navigation: 2, categoryId: f.categories.dresses.id })).toEqual([])
    expect(await names({ shopId: f.shops.nord.id, sort: 2 })).toEqual(['Oxford Shirt', 'Silk Dress', 'Silk Dress Long'])
  })

  it('narrows by list type and recommendation flags', async () => {
    expect(await names({ type: 'newGoods' })).toEqual(['Cotton T-shirt', 'Silk Dress'])
    expect(await names({ type: 'discount' })).toEqual(['Cotton T-shirt', 'Silk Dress Long'])
    expect(await names({ recommendHot: true })).toEqual(['Striped T-shirt', 'Silk Dress'])
    expect(await names({ recommendBest: true })).toEqual(['Linen Midi Dress'])
    expect(await names({ recommendHot: false })).toHaveLength(6)
  })

  it('combines attribute values: one property OR, different properties AND', async () => {
    const { red, blue, black, s, l } = f.values
    expect(await names({ attributelist: [red.id], sort: 2 })).toEqual(['Linen Midi Dress', 'Silk Dress'])
    expect(await names({ attributelist: [red.id, black.id], sort: 2 })).toEqual(['Cotton T-shirt', 'Linen Midi Dress', 'Silk Dress'])
    expect(await names({ attributelist: [red.id, s.id], sort: 2 })).toEqual(['Silk Dress'])
    expect(await names({ attributelist: [blue.id, l.id], sort: 2 })).toEqual(['Linen Midi Dress', 'Silk Dress Long'])
  })

  it('narrows brand + size + colour together', async () => {
    const { blue, m } = f.values
    expect(await names({ brandIds: [f.brands.nordlys.id], attributelist: [blue.id, m.id] })).toEqual(['Silk Dress Long'])
    expect(await names({ brandIds: [f.brands.sakura.id], attributelist: [blue.id, m.id] })).toEqual([])
  })

  it('accepts the lists as comma strings and form-like values', async () => {
    // Raw: strings where the typed input has numbers, lists and flags.
    const res = await server.call<Page<ProductCard>>('POST', paths.productPage, {
      tenant: f.tenantId,
      json: {
        page: '1',
        row: '20',
        brandIds: `${f.brands.nordlys.id},${f.brands.sakura.id}`,
        sort: '2',
        categoryId: '',
        recommendHot: 'false',
      },
    })
    expect(res.data.list.map((p) => p.producctName)).toEqual(['Striped T-shirt', 'Linen Midi Dress', 'Silk Dress', 'Silk Dress Long'])
  })

  it('refuses malformed parameters with a field message, never a 500', async () => {
    const refused = (bad: object, res: { status: number; code: number; msg: string }) => {
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.code).toBe(1001)
      expect(res.msg).toMatch(/not valid|required/)
    }
    for (const bad of [{ row: 101 }, { row: 0 }, { page: -1 }, { searchparam: 'x'.repeat(200) }]) {
      refused(bad, await page(bad))
    }
    // Raw: values of a type or outside a set the typed input cannot carry.
    for (const bad of [
      { sort: 9 },
      { sex: 4 },
      { navigation: 3 },
      { brandIds: ['x'] },
      { attributelist: 'a,b' },
      { type: 'everything' },
      { categoryId: 'abc' },
    ]) {
      refused(bad, await server.call('POST', paths.productPage, { tenant: f.tenantId, json: { page: 1, row: 20, ...bad } }))
    }
    const raw = await fetch(`${server.base}/app-api${paths.productPage}`, {
      method: 'POST',
      headers: { 'tenant-id': String(f.tenantId), 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(raw.status).toBe(400)
  })

  it('pages a shop by pageByShop and listshoppagebyshopid (sorts 0-3, categories, populations, brands)', async () => {
    const byShop = await server.api.catalog.pageByShop({ page: 1, row: 20, shopId: f.shops.sakura.id, sort: 1 }, at())
    expect(byShop.data.list.map((p) => p.producctName)).toEqual(['Linen Midi Dress', 'Striped T-shirt', 'Cotton T-shirt'])
    const shopPage = (query: Omit<Input<typeof catalogCalls.shopProducts>, 'shopId'>) =>
      server.api.catalog.shopProducts({ shopId: f.shops.nord.id, pageNo: 1, pageSize: 20, ...query }, at())
    expect((await shopPage({ sort: 1 })).data.list.map((p) => p.producctName)).toEqual(['Oxford Shirt', 'Silk Dress', 'Silk Dress Long'])
    expect((await shopPage({ sort: 2 })).data.list.map((p) => p.producctName)).toEqual(['Silk Dress Long', 'Silk Dress', 'Oxford Shirt'])
    expect((await shopPage({ sort: 3 })).data.list.map((p) => p.producctName)).toEqual(['Oxford Shirt', 'Silk Dress Long', 'Silk Dress'])
    expect((await shopPage({ personCategoryList: [2] })).data.total).toBe(2)
    expect((await shopPage({ categoryIdList: [f.categories.menswear.id] })).data.list.map((p) => p.producctName)).toEqual(['Oxford Shirt'])
    expect((await shopPage({ brandIdList: [f.brands.atlas.id] })).data.list.map((p) => p.producctName)).toEqual(['Oxford Shirt'])
    expect((await shopPage({ pageSize: 2, pageNo: 2 })).data).toMatchObject({ total: 3 })
  })
})

describe('filter options', () => {
  it('offers only what the current result holds', async () => {
    const res = await server.api.catalog.filterOptions({ type: 'brand', navigation: 5, buyid: f.brands.nordlys.id }, at({ lang: 'fr' }))
    expect(res.data.productBrands).toEqual([{ id: f.brands.nordlys.id, name: 'Nordlys', count: 2 }])
    expect(res.data.categoryBaseVOList).toEqual([{ categoryId: f.categories.maxi.id, name: 'Maxi dresses', count: 2 }])
    expect(res.data.designerSaveReqVOList).toEqual([{ id: f.designers.ines.id, name: 'Ines Moreau', count: 1 }])
    const [colour, size] = res.data.productPropertyListVos
    expect(colour).toMatchObject({ title: 'Couleur', propertyId: f.properties.colour.id, limit: null })
    expect(colour.productPropertyVoList.map((v) => [v.valueName, v.count])).toEqual([
      ['Rouge', 1],
      ['Bleu', 1],
    ])
    expect(size).toMatchObject({ title: 'Taille', limit: 1 })
    expect(size.productPropertyVoList.map((v) => [v.valueName, v.count])).toEqual([
      ['S', 1],
      ['M', 2],
      ['L', 1],
    ])
  })

  it('narrows the list and its counts by a price range in USD cents', async () => {
    const ranged = { sex: 2 as const, minPrice: 2000, maxPrice: 13000 }
    expect((await page({ ...ranged, sort: 2 })).data.list.map((p) => p.price)).toEqual([2599, 8999, 12999])
    expect((await page({ sex: 2, minPrice: 12999, sort: 2 })).data.list.map((p) => p.price)).toEqual([12999, 20000])
    const options = (await server.api.catalog.filterOptions(ranged, at())).data
    expect(options.productBrands.reduce((n, b) => n + b.count, 0)).toBe(3)
    const chosen = (await server.api.catalog.filterOptions({ ...ranged, brandIds: [f.brands.sakura.id] }, at())).data
    expect(chosen.productBrands.reduce((n, b) => n + b.count, 0)).toBe(3)
  })

  it('follows the category, type, search and population of the list', async () => {
    const tees = await server.api.catalog.filterOptions({ type: 'category', buyid: f.categories.tops.id }, at())
    expect(tees.data.productBrands.map((b) => b.name).sort()).toEqual(['Atlas', 'Sakura'])
    const discount = await server.api.catalog.filterOptions({ type: 'discount', sex: 2 }, at())
    expect(discount.data.productBrands.map((b) => b.name).sort()).toEqual(['Atlas', 'Nordlys'])
    const men = await server.api.catalog.filterOptions({ sex: 1 }, at())
    expect(men.data.categoryBaseVOList.map((c) => c.name)).toEqual(['Oxford shirts'])
    const searched = await server.api.catalog.filterOptions({ searchparam: 'linen' }, at())
    expect(searched.data.productBrands.map((b) => b.name)).toEqual(['Sakura'])
  })
})

describe('filter option counts', () => {
  const counted = (options: { name?: string; valueName?: string; count: number }[]) => options.map((o) => [o.name ?? o.valueName, o.count])

  it('counts each group with the other groups’ choices applied, keeping options that drop to 0', async () => {
    const { sakura } = f.brands
    const { blue } = f.values
    const res = await server.api.catalog.filterOptions({ sex: 2, brandIds: [sakura.id], attributelist: [blue.id] }, at())
    expect(counted(res.data.productBrands)).toEqual([
      ['Atlas', 0],
      ['Nordlys', 1],
      ['Sakura', 2],
    ])
    const [colour, size] = res.data.productPropertyListVos
    expect(counted(colour.productPropertyVoList)).toEqual([
      ['Red', 1],
      ['Blue', 2],
      ['Black', 0],
    ])
    expect(counted(size.productPropertyVoList)).toEqual([
      ['S', 1],
      ['M', 0],
      ['L', 1],
    ])
    expect(counted(res.data.categoryBaseVOList)).toEqual([
      ['Maxi dresses', 0],
      ['Midi dresses', 1],
      ['T-shirts', 1],
    ])
    expect(counted(res.data.designerSaveReqVOList)).toEqual([
      ['Ines Moreau', 0],
      ['Kenji Ito', 1],
    ])
  })

  it('narrows by the drawer’s category and designer, a category with its descendants', async () => {
    const res = await server.api.catalog.filterOptions({ sex: 2, categoryId: f.categories.dresses.id }, at())
    expect(counted(res.data.productBrands)).toEqual([
      ['Atlas', 0],
      ['Nordlys', 2],
      ['Sakura', 1],
    ])
    expect(counted(res.data.categoryBaseVOList)).toEqual([
      ['Maxi dresses', 2],
      ['Midi dresses', 1],
      ['T-shirts', 2],
    ])
    const byDesigner = await server.api.catalog.filterOptions({ sex: 2, desno: f.designers.kenji.id }, at())
    expect(counted(byDesigner.data.designerSaveReqVOList)).toEqual([
      ['Ines Moreau', 1],
      ['Kenji Ito', 1],
    ])
    expect(counted(byDesigner.data.productBrands)).toEqual([
      ['Atlas', 0],
      ['Nordlys', 0],
      ['Sakura', 1],
    ])
  })
})

describe('product detail', () => {
  it('gives SKUs with their properties, the shop and the product’s texts', async () => {
    const res = await server.api.catalog.productDetail({ id: f.products.silkDress.id, shopId: f.shops.nord.id }, at({ lang: 'fr' }))
    expect(res.code).toBe(0)
    const d = res.data
    expect(d).toMatchObject({
      producctName: 'Robe en soie',
      description: 'Une robe en soie coupée en biais.',
      categoryName: 'Maxi dresses',
      designerName: 'Ines Moreau',
      sex: 2,
      price: 12999,
      marketPrice: 15999,
      collectflag: 0,
    })
    expect(d.properties.map((p) => [p.name, p.values.map((v) => v.name)])).toEqual([
      ['Couleur', ['Rouge']],
      ['Taille', ['S', 'M']],
    ])
    expect(d.properties[0].values[0].swatch).toBe('#c0392b')
    expect(d.skus.map((k) => [k.properties.map((p) => p.valueName).join('/'), k.price, k.stock])).toEqual([
      ['Rouge/S', 12999, 5],
      ['Rouge/M', 13999, 0],
    ])
    expect(d.shop).toMatchObject({
      id: f.shops.nord.id,
      shopname: 'Atelier Nord',
      mno: 'S-001',
      favoriteFlag: 0,
      shopComment: 0,
      productCount: 3,
    })
  })

  it('hides products off sale, of another shop or of another tenant', async () => {
    expect((await server.api.catalog.productDetail({ id: f.products.hidden.id }, at())).code).toBe(404)
    expect((await server.api.catalog.productDetail({ id: f.products.silkDress.id, shopId: f.shops.sakura.id }, at())).code).toBe(404)
    expect((await server.api.catalog.productDetail({ id: other.products.silkDress.id }, at())).code).toBe(404)
    // Raw: an id that is not a number.
    expect((await server.call('GET', paths.productDetail, { tenant: f.tenantId, query: { id: 'x' } })).status).toBe(400)
  })

  it('recommends the same category or brand first, never the product itself; hot ones without a product', async () => {
    const res = await server.api.catalog.recommended({ spuId: f.products.silkDress.id, size: 5 }, at())
    expect(res.data.map((p) => p.producctName)).toEqual(['Silk Dress Long'])
    const hot = await server.api.catalog.recommended({}, at())
    expect(hot.data.map((p) => p.producctName)).toEqual(['Striped T-shirt', 'Silk Dress'])
  })

  it('returns cards by ids in the order asked, dropping hidden and foreign ones', async () => {
    const { linen, silkDress, hidden } = f.products
    const res = await server.api.catalog.byIdList({ ids: [linen.id, other.products.cotton.id, hidden.id, silkDress.id] }, at())
    expect(res.data.map((p) => p.productId)).toEqual([linen.id, silkDress.id])
  })
})

describe('brands, designers and shop categories', () => {
  it('lists brands with product counts, per population and per shop', async () => {
    const all = await server.api.catalog.brands({}, at())
    expect(all.data.map((b) => [b.name, b.productCount])).toEqual([
      ['Nordlys', 2],
      ['Sakura', 2],
      ['Atlas', 2],
    ])
    const men = await server.api.catalog.brands({ sex: 1 }, at())
    expect(men.data.map((b) => [b.name, b.productCount])).toEqual([['Atlas', 1]])
    const shop = await server.api.catalog.shopBrands({ shopId: f.shops.sakura.id }, at())
    expect(shop.data.map((b) => b.name)).toEqual(['Sakura', 'Atlas'])
  })

  it('lists designers with product counts', async () => {
    const res = await server.api.catalog.designers({}, at())
    expect(res.data.map((d) => [d.name, d.productCount])).toEqual([
      ['Ines Moreau', 1],
      ['Kenji Ito', 1],
    ])
  })

  it('gives a shop’s category tree with only the categories it sells in', async () => {
    const res = await server.api.catalog.shopCategories({ shopId: f.shops.nord.id }, at())
    const flat = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.name, ...flat(n.child)])
    expect(flat(res.data)).toEqual(['Clothing', 'Dresses', 'Maxi dresses', 'Menswear', 'Shirts', 'Oxford shirts'])
  })
})

describe('prices in the request currency', () => {
  const priced = async (currencyCode: string, via: 'query' | 'header' = 'query') => {
    // The currency is a common parameter, outside the call's input: in the query or a header.
    const res = await server.api.catalog.productDetail(
      { id: f.products.silkDress.id },
      at({ query: via === 'query' ? { currencyCode } : {}, headers: via === 'header' ? { currencyCode } : {} }),
    )
    return { price: res.data.price, marketPrice: res.data.marketPrice, skus: res.data.skus.map((k) => k.price) }
  }

  it('converts USD cents with the tenant’s rate, in hundredths, rounded to the minor unit', async () => {
    expect(await priced('USD')).toEqual({ price: 12999, marketPrice: 15999, skus: [12999, 13999] })
    // 129.99 USD * 0.92 = 119.5908 EUR
    expect(await priced('EUR')).toEqual({ price: 11959, marketPrice: 14719, skus: [11959, 12879] })
    // 129.99 USD * 151.4 = 19680.486 JPY: whole yen
    expect(await priced('JPY')).toEqual({ price: 1968000, marketPrice: 2422200, skus: [1968000, 2119400] })
    expect(await priced('jpy', 'header')).toEqual(await priced('JPY'))
  })

  it('falls back to USD for a currency the tenant does not offer', async () => {
    expect((await priced('KRW')).price).toBe(12999)
    expect((await priced('not a code')).price).toBe(12999)
  })

  it('converts list prices too', async () => {
    const res = await page({ sex: 2, sort: 2, row: 1 }, {})
    const yen = await page({ row: 1, sex: 2, sort: 2 }, { query: { currencyCode: 'JPY' } })
    expect(res.data.list[0].price).toBe(1999)
    expect(yen.data.list[0]).toMatchObject({ price: 302600, marketPrice: 454000 })
  })
})

describe('tenant isolation', () => {
  it('never lists another tenant’s products, whatever ids are guessed', async () => {
    const res = await page({ brandIds: [other.brands.nordlys.id], shopId: other.shops.nord.id })
    expect(res.data).toEqual({ list: [], total: 0 })
    const theirs = await page({}, { tenant: other.tenantId })
    expect(theirs.data.list.every((p) => Object.values(other.products).some((o) => o.id === p.productId))).toBe(true)
    expect((await page({ categoryId: other.categories.clothing.id })).data.total).toBe(0)
  })
})
