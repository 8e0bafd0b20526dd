import { readdirSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productStatus, shopStatus } from '../../contract/status'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { listSitemap, sitemapIndex } from '../../server/seo/sitemap'
import { startTestServer, type TestServer } from './harness'
import { fetchRaw } from './seoPages'

let server: TestServer
let origin: string
let maison: string
beforeAll(async () => {
  server = await startTestServer()
  origin = server.base
  maison = `maison.localhost:${new URL(origin).port}`
})
afterAll(() => server.stop())

const { DOMParser } = new JSDOM().window

/** A well-formed XML document's text of every element of that name. */
function xmlTexts(xml: string, tag: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? '')
}

async function sitemap(path: string, host?: string) {
  const res = await fetchRaw(origin, path, host ? { host } : {})
  expect(res.status, path).toBe(200)
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(res.headers['cache-control']).toBe('public, max-age=3600')
  return res.body
}

/** Products a shopper can find: on sale, in an open shop. */
async function listedIds(tenantId: number) {
  const rows = await asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.spus.id })
      .from(schema.spus)
      .innerJoin(schema.shops, eq(schema.shops.id, schema.spus.shopId))
      .where(
        and(eq(schema.spus.tenantId, tenantId), eq(schema.spus.status, productStatus.onSale), eq(schema.shops.status, shopStatus.open)),
      ),
  )
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

const idsOf = (locs: string[], base: string) =>
  locs
    .map((loc) => {
      expect(loc.startsWith(`${base}/productDetail?no=`), loc).toBe(true)
      return Number(new URL(loc).searchParams.get('no'))
    })
    .sort((a, b) => a - b)

describe('robots.txt', () => {
  it('opens the storefront, shuts the account pages, the APIs and private files, and names the sitemap', async () => {
    const res = await fetchRaw(origin, '/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    const closed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length))
    for (const path of ['/app-api/', '/admin-api/', '/private/', '/login', '/basket', '/wishlist']) expect(closed).toContain(path)
    // Every account route (src/routes/_member) is shut, whatever its name.
    for (const entry of readdirSync('src/routes/_member')) {
      const path = `/${entry.replace(/\.tsx$/, '')}`
      expect(
        closed.some((c) => path.startsWith(c.replace(/\/$/, ''))),
        path,
      ).toBe(true)
    }
    for (const open of ['/productDetail', '/categoryIndex', '/shopProduct', '/customerService', '/population/female'])
      expect(closed.some((c) => open.startsWith(c))).toBe(false)
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  it("names each tenant's own sitemap", async () => {
    expect((await fetchRaw(origin, '/robots.txt', { host: maison })).body).toContain(`Sitemap: http://${maison}/sitemap.xml`)
  })
})

describe('sitemaps', () => {
  it('the index lists the static pages, the shops and the products, absolute', async () => {
    const locs = xmlTexts(await sitemap('/sitemap.xml'), 'loc')
    expect(locs).toEqual([`${origin}/sitemap/static.xml`, `${origin}/sitemap/shops-1.xml`, `${origin}/sitemap/products-1.xml`])
  })

  it('lists every listed product of the tenant once, with its date, and nothing else', async () => {
    const xml = await sitemap('/sitemap/products-1.xml')
    const listed = await listedIds(1)
    expect(listed.length).toBeGreaterThan(100)
    expect(idsOf(xmlTexts(xml, 'loc'), origin)).toEqual(listed)
    const dates = xmlTexts(xml, 'lastmod')
    expect(dates.every((d) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(d))).toBe(true)
    // Each date is its product's creation, to the second.
    const created = await asPlatform(server.db, (tx) =>
      tx.select({ id: schema.spus.id, at: schema.spus.createdAt }).from(schema.spus).where(eq(schema.spus.tenantId, 1)),
    )
    const createdOf = new Map(created.map((r) => [r.id, r.at.toISOString().replace(/\.\d+Z$/, 'Z')]))
    const locs = xmlTexts(xml, 'loc')
    expect(dates).toEqual(locs.map((loc) => createdOf.get(Number(new URL(loc).searchParams.get('no')))))
    expect((await fetchRaw(origin, '/sitemap/products-2.xml')).status).toBe(404)
  })

  it('leaves out a hidden product, a closed shop and its products, and counts its pages without them', async () => {
    const [hidden, ofClosed] = await listedIds(1)
    const { shop, itsProducts } = await asPlatform(server.db, async (tx) => {
      await tx.update(schema.spus).set({ status: productStatus.hidden }).where(eq(schema.spus.id, hidden))
      const [row] = await tx.select({ shopId: schema.spus.shopId }).from(schema.spus).where(eq(schema.spus.id, ofClosed))
      await tx.update(schema.shops).set({ status: shopStatus.closed }).where(eq(schema.shops.id, row.shopId))
      const products = await tx.select({ id: schema.spus.id }).from(schema.spus).where(eq(schema.spus.shopId, row.shopId))
      return { shop: row.shopId, itsProducts: products.map((p) => p.id) }
    })
    try {
      const ids = idsOf(xmlTexts(await sitemap('/sitemap/products-1.xml'), 'loc'), origin)
      expect(ids).not.toContain(hidden)
      expect(itsProducts).toContain(ofClosed)
      expect(ids.filter((id) => itsProducts.includes(id))).toEqual([])
      expect(ids).toEqual(await listedIds(1))
      const shops = xmlTexts(await sitemap('/sitemap/shops-1.xml'), 'loc')
      expect(shops).not.toContain(`${origin}/shopProduct?no=${shop}`)
      // Pages exactly as many as the products listed: one page of that size holds them all.
      const site = { tenantId: 1, origin }
      const index = await inTenant(server.db, 1, (tx) => sitemapIndex(tx, site, ids.length))
      expect(xmlTexts(index, 'loc').filter((loc) => loc.includes('/sitemap/products-'))).toEqual([`${origin}/sitemap/products-1.xml`])
      expect(await inTenant(server.db, 1, (tx) => listSitemap(tx, site, 'products', 2, ids.length))).toBeNull()
    } finally {
      await asPlatform(server.db, async (tx) => {
        await tx.update(schema.spus).set({ status: productStatus.onSale }).where(eq(schema.spus.id, hidden))
        await tx.update(schema.shops).set({ status: shopStatus.open }).where(eq(schema.shops.id, shop))
      })
    }
  })

  it('cuts the products into pages of the given size, each product on exactly one', async () => {
    const site = { tenantId: 1, origin }
    const listed = await listedIds(1)
    const size = 40
    const pages = Math.ceil(listed.length / size)
    expect(pages).toBeGreaterThan(2)
    const index = await inTenant(server.db, 1, (tx) => sitemapIndex(tx, site, size))
    const productPages = xmlTexts(index, 'loc').filter((loc) => loc.includes('/sitemap/products-'))
    expect(productPages).toEqual(Array.from({ length: pages }, (_, i) => `${origin}/sitemap/products-${i + 1}.xml`))
    const seen: number[] = []
    for (let page = 1; page <= pages; page++) {
      const xml = await inTenant(server.db, 1, (tx) => listSitemap(tx, site, 'products', page, size))
      const ids = idsOf(xmlTexts(xml!, 'loc'), origin)
      expect(ids.length).toBe(page < pages ? size : listed.length - size * (pages - 1))
      seen.push(...ids)
    }
    expect(seen.sort((a, b) => a - b)).toEqual(listed)
    expect(await inTenant(server.db, 1, (tx) => listSitemap(tx, site, 'products', pages + 1, size))).toBeNull()
  })

  it('lists the open shops with the date of their newest product', async () => {
    const locs = xmlTexts(await sitemap('/sitemap/shops-1.xml'), 'loc')
    const open = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.shops.id })
        .from(schema.shops)
        .where(and(eq(schema.shops.tenantId, 1), eq(schema.shops.status, shopStatus.open))),
    )
    expect(locs.sort()).toEqual(open.map((s) => `${origin}/shopProduct?no=${s.id}`).sort())
  })

  it('lists home, the zones, directories, categories, brands, designers and help articles in every language', async () => {
    const xml = await sitemap('/sitemap/static.xml')
    const locs = xmlTexts(xml, 'loc')
    for (const path of ['/', '/population/female', '/population/male', '/population/children', '/shop', '/designers', '/brand'])
      expect(locs).toContain(`${origin}${path}`)
    expect(locs.some((l) => /\/categoryIndex\?type=category&categoryId=\d+&navigation=4$/.test(l))).toBe(true)
    expect(locs.some((l) => /\/brand\/product\/search\/\d+$/.test(l))).toBe(true)
    expect(locs.some((l) => /\/categoryIndex\?type=designer&desno=\d+&navigation=2$/.test(l))).toBe(true)
    expect(locs.some((l) => /\/customerService\?code=[^&]+&collapseCode=.+$/.test(l))).toBe(true)
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    const first = doc.getElementsByTagName('url')[0]
    const links = [...first.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['en', `${origin}/`],
      ['zh', `${origin}/?lang=zh`],
      ['fr', `${origin}/?lang=fr`],
      ['ja', `${origin}/?lang=ja`],
      ['ko', `${origin}/?lang=ko`],
      ['x-default', `${origin}/`],
    ])
  })

  it("gives another tenant's host its own addresses and products", async () => {
    const index = xmlTexts(await sitemap('/sitemap.xml', maison), 'loc')
    expect(index.every((loc) => loc.startsWith(`http://${maison}/sitemap/`))).toBe(true)
    const ids = idsOf(xmlTexts(await sitemap('/sitemap/products-1.xml', maison), 'loc'), `http://${maison}`)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).toEqual(await listedIds(2))
    expect((await listedIds(1)).some((id) => ids.includes(id))).toBe(false)
  })

  it('is gzipped for a crawler that accepts it; unknown sitemaps are 404', async () => {
    const raw = await fetchRaw(origin, '/sitemap/products-1.xml', { 'accept-encoding': 'gzip' })
    expect(raw.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(raw.bytes).toString()).toBe(await sitemap('/sitemap/products-1.xml'))
    for (const path of ['/sitemap/products-0.xml', '/sitemap/orders-1.xml', '/sitemap/static-2.xml', '/sitemap/products-x.xml'])
      expect((await fetchRaw(origin, path)).status, path).toBe(404)
  })
})
