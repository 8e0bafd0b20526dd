import { describe, expect, it } from 'vitest'
import { listHead, productHead, shopHead } from '../../contract/head/catalogHeads'
import type { JsonLd } from '../../contract/head/jsonLd'
import { summary } from '../../contract/head/page'
import { homeHead, privateHead, searchHead, zoneHead } from '../../contract/head/siteHeads'
import { canonicalPath, pageKindOf } from '../../contract/head/urls'
import { renderHead } from '../../server/seo/render'
import { contextAt, detail } from './seoFixtures'

const ofType = (items: JsonLd[], type: string) => items.find((d) => d['@type'] === type)!
const languages = ['en', 'zh', 'fr', 'ja', 'ko', 'x-default']

describe('addresses', () => {
  it('keeps only what makes the page what it is, in a fixed order, without page 1', () => {
    const query = new URLSearchParams(
      'utm_source=x&navigation=4&sort=2&categoryId=7&type=category&page=1&attributes=3,4&name=Robes&gclid=1',
    )
    expect(canonicalPath('/categoryIndex', query)).toBe('/categoryIndex?type=category&categoryId=7&navigation=4')
    expect(canonicalPath('/categoryIndex', new URLSearchParams('type=category&categoryId=7&page=3'))).toBe(
      '/categoryIndex?type=category&categoryId=7&page=3',
    )
    expect(canonicalPath('/productDetail', new URLSearchParams('shopId=3&no=12&fbclid=z'))).toBe('/productDetail?no=12')
    expect(canonicalPath('/', new URLSearchParams('lang=fr&ref=mail'))).toBe('/')
  })

  it('knows which pages search engines may list', () => {
    expect(pageKindOf('/population/male')).toBe('zone')
    expect(pageKindOf('/population/aliens')).toBe('private')
    expect(pageKindOf('/brand/product/search/12')).toBe('brandList')
    expect(pageKindOf('/myOrders')).toBe('private')
  })
})

describe('page heads', () => {
  it('home: title, canonical, the five languages and x-default, Organization and WebSite', () => {
    const head = homeHead(contextAt('/?utm_campaign=spring'))
    expect(head.title).toBe('Vitrine: fashion from independent shops')
    expect(head.canonical).toBe('https://shop.example/')
    expect(head.alternates.map((a) => a.hreflang)).toEqual(languages)
    expect(head.alternates.map((a) => a.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/?lang=zh',
      'https://shop.example/?lang=fr',
      'https://shop.example/?lang=ja',
      'https://shop.example/?lang=ko',
      'https://shop.example/',
    ])
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'WebSite'])
    expect(head.image).toBe('https://shop.example/logo.png')
  })

  it('a page in French: its own address, the same alternates, French texts', () => {
    const head = zoneHead(contextAt('/population/female?lang=fr', 'fr'), 'female')
    expect(head.lang).toBe('fr')
    expect(head.canonical).toBe('https://shop.example/population/female?lang=fr')
    expect(head.alternates.find((a) => a.hreflang === 'en')!.href).toBe('https://shop.example/population/female')
    expect(head.title).toBe('[fr] Women’s fashion | Vitrine')
  })

  it('a product: title, offer with its price as a decimal string in the currency shown, availability, breadcrumbs', () => {
    const head = productHead(contextAt('/productDetail?no=12&shopId=3'), {
      product: detail(),
      crumbs: [
        { id: 1, name: 'Clothing' },
        { id: 30, name: 'Wrap dresses' },
      ],
      rating: null,
      currency: 'USD',
    })
    expect(head.title).toBe('Linen wrap dress – Atelier Nord | Vitrine')
    expect(head.canonical).toBe('https://shop.example/productDetail?no=12')
    expect(head.type).toBe('product')
    expect(head.image).toBe('https://shop.example/media/product/12-a.svg')
    expect(head.price).toEqual({ amount: '129.50', currency: 'USD' })
    const product = ofType(head.jsonLd, 'Product')
    expect(product).toMatchObject({
      name: 'Linen wrap dress',
      image: ['https://shop.example/media/product/12-a.svg', 'https://cdn.example/12-b.jpg'],
      sku: '121',
      brand: { '@type': 'Brand', name: 'Atelier Nord' },
      offers: {
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/productDetail?no=12',
        seller: { '@type': 'Organization', name: 'Maison Lune' },
      },
    })
    expect(product.aggregateRating).toBeUndefined()
    const trail = ofType(head.jsonLd, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[]
    expect(trail.map((c) => [c.position, c.name])).toEqual([
      [1, 'Women'],
      [2, 'Clothing'],
      [3, 'Wrap dresses'],
      [4, 'Linen wrap dress'],
    ])
    expect(trail[2].item).toBe('https://shop.example/categoryIndex?type=category&categoryId=30&navigation=4')
  })

  it('prices in yen without decimals; out of stock when no SKU has any; rated only with evaluations', () => {
    const soldOut = detail({ price: 1950000, skus: [{ id: 9, properties: [], price: 1950000, marketPrice: 1950000, stock: 0 }] })
    const ctx = contextAt('/productDetail?no=12')
    const inYen = productHead(ctx, { product: soldOut, crumbs: [], rating: { average: 4.3, total: 7 }, currency: 'JPY' })
    expect(ofType(inYen.jsonLd, 'Product')).toMatchObject({
      offers: { price: '19500', priceCurrency: 'JPY', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7, bestRating: 5, worstRating: 1 },
    })
    const none = productHead(ctx, { product: soldOut, crumbs: [], rating: { average: 0, total: 0 }, currency: 'EUR' })
    expect(ofType(none.jsonLd, 'Product').aggregateRating).toBeUndefined()
    expect(ofType(none.jsonLd, 'Product').offers).toMatchObject({ price: '19500.00', priceCurrency: 'EUR' })
  })

  it('a product without a description is described by its name, brand and shop; a long one is cut between words', () => {
    const ctx = contextAt('/productDetail?no=12')
    expect(productHead(ctx, { product: detail({ description: '' }), crumbs: [], rating: null, currency: 'USD' }).description).toBe(
      'Linen wrap dress by Atelier Nord, from Maison Lune at Vitrine.',
    )
    const long = summary(`<p>${'word '.repeat(60)}</p>`)
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('word…')).toBe(true)
  })

  it('a list: the category as title, breadcrumbs of its categories, its products as an ItemList; an empty one noindex', () => {
    const card = { ...detail(), productId: 5 }
    const facts = {
      search: { type: 'category' as const, categoryId: 30, navigation: 4 as const },
      result: { list: [card, { ...card, productId: 6 }], total: 42 },
      options: { categoryBaseVOList: [], productPropertyListVos: [], designerSaveReqVOList: [], productBrands: [] },
      crumbs: [
        { id: 1, name: 'Clothing' },
        { id: 30, name: 'Wrap dresses' },
      ],
    }
    const head = listHead(contextAt('/categoryIndex?type=category&categoryId=30&navigation=4&sort=1'), facts)
    expect(head.title).toBe('Wrap dresses | Vitrine')
    expect(head.description).toBe('Wrap dresses at Vitrine: 42 pieces from independent shops and designers.')
    expect(head.robots).toBeNull()
    expect(ofType(head.jsonLd, 'ItemList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://shop.example/productDetail?no=5' },
      { '@type': 'ListItem', position: 2, url: 'https://shop.example/productDetail?no=6' },
    ])
    expect((ofType(head.jsonLd, 'BreadcrumbList').itemListElement as unknown[]).length).toBe(2)
    const empty = listHead(contextAt('/categoryIndex?search=zz'), { ...facts, search: { search: 'zz' }, result: { list: [], total: 0 } })
    expect(empty.title).toBe('Results for “zz” | Vitrine')
    expect(empty.robots).toBe('noindex, follow')
    expect(empty.alternates).toEqual([])
  })

  it('a shop: Store with name, address and logo', () => {
    const head = shopHead(contextAt('/shopProduct?no=3&name=x'), detail().shop)
    expect(head.title).toBe('Maison Lune | Vitrine')
    expect(ofType(head.jsonLd, 'Store')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Maison Lune',
      url: 'https://shop.example/shopProduct?no=3',
      logo: 'https://shop.example/uploads/lune.webp',
      image: 'https://shop.example/uploads/lune.webp',
      description: 'Slow fashion from Lyon.',
    })
  })

  it('searches and private pages are not listed', () => {
    expect(searchHead(contextAt('/product/search?word=silk'), 'silk')).toMatchObject({ robots: 'noindex, follow', alternates: [] })
    expect(privateHead(contextAt('/basket'))).toMatchObject({ robots: 'noindex', title: 'Vitrine' })
  })
})

describe('the head as HTML', () => {
  it('escapes every text, so a name cannot close an attribute, the title or the structured data', () => {
    const name = '</script><script>alert(1)</script> "quoted" \'single\' & <b>'
    const head = productHead(contextAt('/productDetail?no=12'), {
      product: detail({ producctName: name, description: name }),
      crumbs: [],
      rating: null,
      currency: 'USD',
    })
    const html = renderHead(head)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>')
    expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd.length)
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; &lt;b&gt;',
    )
    const data = [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    expect(data[0].name).toBe(name)
  })

  it('writes each element marked for the storefront, with og and twitter cards', () => {
    const html = renderHead(homeHead(contextAt('/')))
    expect(html).toContain('<link data-head rel="canonical" href="https://shop.example/">')
    expect(html).toContain('<link data-head rel="alternate" hreflang="x-default" href="https://shop.example/">')
    expect(html).toContain('<meta data-head property="og:image" content="https://shop.example/logo.png">')
    expect(html).toContain('<meta data-head name="twitter:card" content="summary_large_image">')
    expect(html).toContain('<meta data-head property="og:locale" content="en_US">')
  })
})
