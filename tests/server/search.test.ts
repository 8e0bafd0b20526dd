import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import type { catalogCalls } from '../../contract/schemas/catalog'
import { catalogFixture, type Fixture } from './catalogFixture'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
let f: Fixture
let other: Fixture
beforeAll(async () => {
  server = await startTestServer()
  f = await catalogFixture(server, 'Search')
  other = await catalogFixture(server, 'Elsewhere')
})
afterAll(() => server.stop())

const search = async (searchparam: string, query: Input<typeof catalogCalls.productPage> = {}, tenant = f.tenantId) => {
  const res = await server.api.catalog.productPage({ page: 1, row: 20, searchparam, ...query }, { tenant })
  expect(res.code, res.msg).toBe(0)
  expect(res.data.total).toBe(res.data.list.length)
  return res.data.list.map((p) => p.producctName)
}

describe('product search', () => {
  it('puts the exact name first, then names starting with it', async () => {
    const found = await search('silk dress')
    expect(found.slice(0, 2)).toEqual(['Silk Dress', 'Silk Dress Long'])
    expect((await search('Silk Dress Long'))[0]).toBe('Silk Dress Long')
  })

  it('ignores case and matches partial words (the word being typed, or a piece inside one)', async () => {
    expect(await search('SILK')).toEqual(expect.arrayContaining(['Silk Dress', 'Silk Dress Long']))
    expect(await search('t-sh')).toEqual(expect.arrayContaining(['Cotton T-shirt', 'Striped T-shirt']))
    const middle = await search('ress')
    expect(middle).toEqual(expect.arrayContaining(['Silk Dress', 'Linen Midi Dress']))
    expect(middle).not.toContain('Oxford Shirt')
    expect(await search('cottn')).toEqual(['Cotton T-shirt'])
    expect((await search('nordlis')).sort()).toEqual(['Silk Dress', 'Silk Dress Long'])
  })

  it('finds products by brand, category, property value and names in other languages', async () => {
    expect((await search('nordlys')).sort()).toEqual(['Silk Dress', 'Silk Dress Long'])
    expect((await search('maxi')).sort()).toEqual(['Silk Dress', 'Silk Dress Long'])
    expect((await search('rouge')).sort()).toEqual(['Linen Midi Dress', 'Silk Dress'])
    expect((await search('red dress')).sort()).toEqual(['Linen Midi Dress', 'Silk Dress'])
    expect(await search('robe en soie')).toEqual(expect.arrayContaining(['Silk Dress']))
    expect(await search('真丝')).toEqual(['Silk Dress'])
  })

  it('finds nothing for unrelated words, never hidden products, and keeps other filters', async () => {
    expect(await search('zzzqqq')).toEqual([])
    expect(await search('hidden')).toEqual([])
    expect(await search('dress', { brandIds: [f.brands.sakura.id] })).toEqual(['Linen Midi Dress'])
    expect(await search('dress', { sort: 2 })).toEqual(['Linen Midi Dress', 'Silk Dress', 'Silk Dress Long'])
    expect(await search('shirt', { sex: 1 })).toEqual(['Oxford Shirt'])
  })

  it('treats punctuation-only or blank input as no search, and quotes as plain text', async () => {
    expect(await search('   ')).toHaveLength(6)
    expect(await search("'&|!:*()")).toHaveLength(6)
    expect(await search("silk' & !dress")).toEqual(expect.arrayContaining(['Silk Dress']))
    expect(await search('100%_')).toEqual([])
  })

  it('never finds another tenant’s products', async () => {
    const mine = new Set(Object.values(f.products).map((p) => p.id))
    const res = await server.api.catalog.productPage({ page: 1, row: 20, searchparam: 'dress' }, { tenant: f.tenantId })
    expect(res.data.list.every((p) => mine.has(p.productId))).toBe(true)
    expect(other.products.silkDress.id).not.toBe(f.products.silkDress.id)
  })
})

describe('shop search', () => {
  const byName = (shopname: string) => server.api.shop.shopsByName({ shopname, pageNo: 1, pageSize: 24 }, { tenant: f.tenantId })

  it('matches names whatever the case and partially, best match first, open shops only', async () => {
    expect((await byName('SAKURA')).data.list.map((s) => s.shopname)).toEqual(['Maison Sakura'])
    expect((await byName('nor')).data.list.map((s) => s.shopname)).toEqual(['Atelier Nord'])
    expect((await byName('ateliar nord')).data.list.map((s) => s.shopname)).toEqual(['Atelier Nord'])
    expect((await byName('corner')).data).toEqual({ list: [], total: 0 })
    expect((await byName('o')).data.total).toBe(2)
    expect((await byName('%')).data.total).toBe(0)
  })
})
