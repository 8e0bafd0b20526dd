import { asc, eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asPlatform, schema } from '../../server/db/client'
import { brandLogoUrl } from '../../server/modules/media/urls'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SEED_PRODUCTS: '40' })
})
afterAll(() => server.stop())

const get = (path: string, encoding = 'identity') => fetch(`${server.base}${path}`, { headers: { 'accept-encoding': encoding } })
const { DOMParser } = new JSDOM().window

/** Parses as XML: a broken picture fails here, not in the shopper's browser. */
function svgRoot(text: string) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror').length, text.slice(0, 200)).toBe(0)
  return doc.documentElement
}

const products = () =>
  asPlatform(server.db, (tx) =>
    tx.select({ images: schema.spus.images }).from(schema.spus).where(eq(schema.spus.tenantId, 1)).orderBy(asc(schema.spus.id)).limit(2),
  )

describe('generated pictures', () => {
  it('serve each product picture as valid 3:4 SVG, cached for a year and sandboxed', async () => {
    const [{ images }] = await products()
    expect(images.length).toBeGreaterThanOrEqual(3)
    for (const url of images) {
      const res = await get(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      const root = svgRoot(await res.text())
      expect(root.tagName).toBe('svg')
      expect(root.getAttribute('viewBox')).toBe('0 0 600 800')
      expect(root.getElementsByTagName('path').length).toBeGreaterThan(3)
    }
  })

  it('draw different pictures for different products and views', async () => {
    const [first, second] = await products()
    const bodies = await Promise.all([first.images[0], first.images[1], second.images[0]].map((u) => get(u).then((r) => r.text())))
    expect(new Set(bodies).size).toBe(3)
  })

  it('compress with brotli or gzip as the client accepts, and compress well', async () => {
    const [{ images }] = await products()
    const plain = await get(images[0]).then((r) => r.arrayBuffer())
    for (const encoding of ['br', 'gzip']) {
      const res = await get(images[0], encoding)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toBe('accept-encoding')
      const text = await res.text()
      expect(text).toBe(new TextDecoder().decode(plain))
    }
    // Sizes on the wire: the raw body, then the brotli body as fetched without decoding.
    const br = await fetch(`${server.base}${images[0]}`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
      Number(r.headers.get('content-length') ?? 0),
    )
    if (br) expect(br).toBeLessThan(plain.byteLength / 2)
  })

  it('draw logos, avatars, banners and category pictures from the seeded rows', async () => {
    const rows = await asPlatform(server.db, async (tx) => ({
      shop: (await tx.select({ url: schema.shops.logo }).from(schema.shops).limit(1))[0].url,
      brand: (await tx.select({ url: schema.brands.logo }).from(schema.brands).limit(1))[0].url,
      designer: (await tx.select({ url: schema.designers.avatar }).from(schema.designers).limit(1))[0].url,
      banners: (await tx.select({ url: schema.homeBanners.img }).from(schema.homeBanners).where(eq(schema.homeBanners.tenantId, 1))).map(
        (b) => b.url,
      ),
      categories: (await tx.select({ url: schema.categories.picUrl }).from(schema.categories).limit(3)).map((c) => c.url!),
    }))
    const urls = [rows.shop, rows.brand, rows.designer, ...rows.banners, ...rows.categories]
    for (const url of urls) {
      const res = await get(url)
      expect(res.status, url).toBe(200)
      const root = svgRoot(await res.text())
      expect(Number(root.getAttribute('width')), url).toBeGreaterThan(0)
    }
    const wide = rows.banners.find((u) => u.includes('/21x9-'))!
    expect(svgRoot(await get(wide).then((r) => r.text())).getAttribute('viewBox')).toBe('0 0 2100 900')
  })

  it('escape names into the picture', async () => {
    const text = await get(brandLogoUrl('<script>alert(1)</script> & Co')).then((r) => r.text())
    const root = svgRoot(text)
    expect(root.getElementsByTagName('script').length).toBe(0)
    expect(root.textContent).toContain('<SCRIPT>ALERT(1)</SCRIPT> & CO')
  })

  it('answer 404 to names they cannot draw', async () => {
    for (const path of [
      '/media/p/cape-solid-112233-445566-1-front.svg',
      '/media/p/dress-solid-zz2233-445566-1-front.svg',
      '/media/p/dress-solid-112233-445566-1-side.svg',
      '/media/banner/3x2-dress-1.svg',
      '/media/nope/x.svg',
      '/media/shop/x.png',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})
