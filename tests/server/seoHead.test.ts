import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePrefs, defaultPrefs } from '../../contract/boot'
import { productStatus } from '../../contract/status'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { fetchRaw, ofType, pageOnlyDist, readHead } from './seoPages'

let server: TestServer
let dist: ReturnType<typeof pageOnlyDist>
let origin: string
beforeAll(async () => {
  dist = pageOnlyDist()
  server = await startTestServer({ DIST_DIR: dist.dir })
  origin = server.base
})
afterAll(async () => {
  await server.stop()
  dist.remove()
})

async function headOf(path: string, headers: Record<string, string> = {}) {
  const page = await fetchRaw(origin, path, headers)
  expect(page.status).toBe(200)
  const head = readHead(page.body)
  // One title, one description, one canonical address: what index.html had is replaced, not added to.
  expect(head.titles).toHaveLength(1)
  expect(head.descriptions).toBe(1)
  expect(head.canonical).toHaveLength(1)
  return { ...head, html: page.body }
}

const languages = ['en', 'zh', 'fr', 'ja', 'ko']

async function onSaleProduct(tenantId = 1) {
  const [row] = await asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.spus.id, shopId: schema.spus.shopId })
      .from(schema.spus)
      .where(and(eq(schema.spus.tenantId, tenantId), eq(schema.spus.status, productStatus.onSale)))
      .orderBy(schema.spus.id)
      .limit(1),
  )
  return row
}

describe('the head the service writes into each page', () => {
  it('home: title, description, canonical, five languages and x-default, Organization and WebSite with a search', async () => {
    const head = await headOf('/?utm_source=mail&gclid=abc')
    expect(head.lang).toBe('en')
    expect(head.titles[0]).toBe('Vitrine: fashion from independent shops')
    expect(head.meta('description')).toContain('Vitrine')
    expect(head.meta('description')).not.toBe('The default description.')
    expect(head.canonical[0]).toBe(`${origin}/`)
    expect(Object.keys(head.alternates).sort()).toEqual([...languages, 'x-default'].sort())
    expect(head.alternates.fr).toBe(`${origin}/?lang=fr`)
    expect(head.alternates['x-default']).toBe(`${origin}/`)
    expect(head.meta('og:type')).toBe('website')
    expect(head.meta('og:url')).toBe(`${origin}/`)
    expect(head.meta('og:image')).toBe(`${origin}/seo/logo.png`)
    expect(head.meta('twitter:card')).toBe('summary_large_image')
    expect(ofType(head, 'Organization')).toMatchObject({ name: 'Vitrine', url: `${origin}/`, logo: `${origin}/seo/logo.png` })
    expect(ofType(head, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/product/search?word={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('writes the page in the language its URL names, with start-up replies in that language', async () => {
    const head = await headOf('/?lang=fr')
    expect(head.lang).toBe('fr')
    expect(head.canonical[0]).toBe(`${origin}/?lang=fr`)
    expect(head.meta('og:locale')).toBe('fr_FR')
    expect(head.titles[0]).not.toBe('Vitrine: fashion from independent shops')
    expect(head.html).toContain('language=fr')
    expect(head.html).not.toContain('language=en')
  })

  it("follows the prefs cookie's language when the URL names none", async () => {
    const head = await headOf('/', { cookie: `vitrine-prefs=${encodePrefs({ ...defaultPrefs, lang: 'ja' })}` })
    expect(head.lang).toBe('ja')
    expect(head.canonical[0]).toBe(`${origin}/?lang=ja`)
  })

  it('a list: its category as title, canonical without sort, filters or tracking, breadcrumbs and its products', async () => {
    const [category] = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.spus.categoryId })
        .from(schema.spus)
        .where(and(eq(schema.spus.tenantId, 1), eq(schema.spus.status, productStatus.onSale)))
        .groupBy(schema.spus.categoryId)
        .orderBy(sql`count(*) desc`)
        .limit(1),
    )
    const path = `/categoryIndex?type=category&categoryId=${category.id}&navigation=4`
    const head = await headOf(`${path}&name=Hello&sort=1&attributes=3&utm_medium=x`)
    expect(head.canonical[0]).toBe(`${origin}${path}`)
    expect(head.alternates.ko).toBe(`${origin}${path}&lang=ko`)
    const crumbs = (await server.api.catalog.categoryCrumbs({ categoryId: category.id })).data
    // The category's own name (its last crumb, in the request's language), not the `name` its link carried.
    expect(head.titles[0]).toBe(`${crumbs.at(-1)!.name} | Vitrine`)
    const trail = ofType(head, 'BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[]
    expect(trail.map((c) => c.name)).toEqual(crumbs.map((c) => c.name))
    expect(trail.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1))
    expect(trail.at(-1)!.item).toBe(`${origin}${path}`)
    const items = ofType(head, 'ItemList')!.itemListElement as { url: string }[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.url.startsWith(`${origin}/productDetail?no=`))).toBe(true)
    expect(head.meta('robots')).toBeUndefined()
  })

  it('an empty list is kept out of search results', async () => {
    const head = await headOf('/categoryIndex?search=zzzzqqqqxxxx')
    expect(head.meta('robots')).toBe('noindex, follow')
    expect(head.alternates).toEqual({})
  })

  it('a product: Product with offers in dollars by default, breadcrumbs, its picture in the cards', async () => {
    const { id, shopId } = await onSaleProduct()
    const detail = (await server.api.catalog.productDetail({ id })).data
    const head = await headOf(`/productDetail?no=${id}&shopId=${shopId}&fbclid=1`)
    expect(head.canonical[0]).toBe(`${origin}/productDetail?no=${id}`)
    expect(head.titles[0]).toBe(`${detail.producctName} – ${detail.brandName} | Vitrine`)
    expect(head.meta('og:type')).toBe('product')
    expect(head.meta('og:image')).toBe(new URL(detail.imglist[0], origin).href)
    const product = ofType(head, 'Product')!
    expect(product).toMatchObject({
      name: detail.producctName,
      brand: { '@type': 'Brand', name: detail.brandName },
      image: detail.imglist.map((src) => new URL(src, origin).href),
      offers: {
        '@type': 'Offer',
        price: (detail.price / 100).toFixed(2),
        priceCurrency: 'USD',
        url: `${origin}/productDetail?no=${id}`,
        seller: { name: detail.shop.shopname },
      },
    })
    expect(typeof (product.offers as { price: unknown }).price).toBe('string')
    const inStock = detail.skus.some((s) => s.stock > 0)
    expect((product.offers as { availability: string }).availability).toBe(`https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`)
    const trail = ofType(head, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]
    expect(trail.at(-1)).toMatchObject({ name: detail.producctName, item: `${origin}/productDetail?no=${id}` })
    expect(trail[0].item).toMatch(new RegExp(`^${origin}/population/(female|male|children)$`))
    expect(head.meta('product:price:currency')).toBe('USD')
  })

  it('prices in the currency the shopper chose, converted as the catalog converts', async () => {
    const { id } = await onSaleProduct()
    const inYen = (await server.api.catalog.productDetail({ id }, { headers: { currencyCode: 'JPY' } })).data
    const head = await headOf(`/productDetail?no=${id}`, {
      cookie: `vitrine-prefs=${encodePrefs({ ...defaultPrefs, currencyCode: 'JPY', symbol: '¥' })}`,
    })
    const offer = ofType(head, 'Product')!.offers as { price: string; priceCurrency: string }
    expect(offer).toMatchObject({ priceCurrency: 'JPY', price: (inYen.price / 100).toFixed(0) })
  })

  it('rates a product only when it has evaluations', async () => {
    const [rated] = await asPlatform(server.db, (tx) =>
      tx.select({ spuId: schema.evaluations.spuId }).from(schema.evaluations).where(eq(schema.evaluations.tenantId, 1)).limit(1),
    )
    expect(rated).toBeDefined()
    const summary = (await server.api.evaluation.productPage({ spuId: rated.spuId })).data
    const withRating = ofType(await headOf(`/productDetail?no=${rated.spuId}`), 'Product')!
    expect(withRating.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.total,
      bestRating: 5,
      worstRating: 1,
    })
    const [unrated] = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.spus.id })
        .from(schema.spus)
        .where(
          and(
            eq(schema.spus.tenantId, 1),
            eq(schema.spus.status, productStatus.onSale),
            sql`not exists (select 1 from evaluations e where e.spu_id = ${schema.spus.id})`,
          ),
        )
        .limit(1),
    )
    expect(ofType(await headOf(`/productDetail?no=${unrated.id}`), 'Product')!.aggregateRating).toBeUndefined()
  })

  it('a shop: Store with its name and logo', async () => {
    const [shop] = await asPlatform(server.db, (tx) =>
      tx.select().from(schema.shops).where(eq(schema.shops.tenantId, 1)).orderBy(schema.shops.id).limit(1),
    )
    const head = await headOf(`/shopProduct?no=${shop.id}&name=x`)
    expect(head.canonical[0]).toBe(`${origin}/shopProduct?no=${shop.id}`)
    expect(head.titles[0]).toBe(`${shop.shopname} | Vitrine`)
    const store = ofType(head, 'Store')!
    expect(store.name).toBe(shop.shopname)
    expect(store.url).toBe(`${origin}/shopProduct?no=${shop.id}`)
    if (!shop.logo.startsWith('data:')) expect(store.logo).toBe(new URL(shop.logo, origin).href)
  })

  it('keeps account pages, sign-in, searches and missing products out of search results', async () => {
    for (const path of ['/myOrders', '/login', '/nowhere']) expect((await headOf(path)).meta('robots'), path).toBe('noindex')
    expect((await headOf('/product/search?word=dress')).meta('robots')).toBe('noindex, follow')
    expect((await headOf('/productDetail?no=999999')).meta('robots')).toBe('noindex')
  })

  it("another tenant's host gets its own name and addresses", async () => {
    const host = `maison.localhost:${new URL(origin).port}`
    const head = await headOf('/designers', { host })
    expect(head.canonical[0]).toBe(`http://${host}/designers`)
    expect(head.titles[0]).toBe('Designers | Maison')
    expect(head.meta('og:site_name')).toBe('Maison')
  })

  it('colours the browser’s bars as the tenant’s web manifest does, in place of index.html’s colour', async () => {
    const maison = `maison.localhost:${new URL(origin).port}`
    for (const [host, colour] of [
      [new URL(origin).host, '#faf7f2'],
      [maison, '#f5f3ec'],
    ]) {
      const head = await headOf('/productDetail?no=999999', { host })
      expect(head.html.match(/<meta name="theme-color"/g), host).toHaveLength(1)
      expect(head.meta('theme-color'), host).toBe(colour)
      const manifest = JSON.parse((await fetchRaw(origin, '/manifest.webmanifest', { host })).body) as { theme_color: string }
      expect(manifest.theme_color, host).toBe(colour)
    }
  })

  it('escapes what shops write: a name cannot close the title or the structured data', async () => {
    const { id } = await onSaleProduct()
    const name = 'Robe </script><script>alert(1)</script> "du soir" & <b>co</b>'
    await asPlatform(server.db, (tx) =>
      tx
        .update(schema.spus)
        .set({ names: { en: name, fr: name, zh: name, ja: name, ko: name } })
        .where(eq(schema.spus.id, id)),
    )
    const head = await headOf(`/productDetail?no=${id}`)
    expect(head.html).not.toContain('<script>alert(1)')
    expect(head.html).not.toContain('<b>co</b>')
    expect(head.titles[0].startsWith(name)).toBe(true)
    expect(head.meta('og:title')!.startsWith(name)).toBe(true)
    expect(ofType(head, 'Product')!.name).toBe(name)
  })
})

describe('the logo as a link-preview picture', () => {
  it('is a PNG drawn from the inline logo', async () => {
    const res = await fetch(`${origin}/seo/logo.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
  })
})
