import { describe, expect, it } from 'vitest'
import { listHead, productHead, shopHead } from '../../contract/head/catalogHeads'
import { breadcrumbList, type JsonLd, product } from '../../contract/head/jsonLd'
import { homeHead } from '../../contract/head/siteHeads'
import { schemaProblems } from './schemaOrg'
import { contextAt, detail } from './seoFixtures'

const facts = {
  name: 'Dress',
  description: 'A dress.',
  images: ['https://shop.example/a.jpg'],
  sku: '1',
  brand: 'Nord',
  url: 'https://shop.example/productDetail?no=1',
  priceCents: 1250,
  currency: 'USD',
  inStock: true,
  seller: 'Lune',
  rating: { average: 4.5, total: 3 },
}

describe('structured data against schema.org types and Google’s rules', () => {
  it('every head’s structured data passes: product (with and without rating), breadcrumbs, list, shop, organization, site', () => {
    const ctx = contextAt('/productDetail?no=12')
    const crumbs = [
      { id: 1, name: 'Clothing' },
      { id: 30, name: 'Wrap dresses' },
    ]
    const heads = [
      homeHead(contextAt('/')),
      productHead(ctx, { product: detail(), crumbs, rating: { average: 4.7, total: 12 }, currency: 'EUR' }),
      productHead(ctx, { product: detail(), crumbs: [], rating: null, currency: 'KRW' }),
      shopHead(contextAt('/shopProduct?no=3'), detail().shop),
      listHead(contextAt('/categoryIndex?type=category&categoryId=30&navigation=4'), {
        search: { type: 'category', categoryId: 30, navigation: 4 },
        result: { list: [detail()], total: 1 },
        options: { categoryBaseVOList: [], productPropertyListVos: [], designerSaveReqVOList: [], productBrands: [] },
        crumbs,
      }),
    ]
    const data = heads.flatMap((h) => h.jsonLd)
    expect(new Set(data.map((d) => d['@type']))).toEqual(
      new Set(['Organization', 'WebSite', 'Product', 'BreadcrumbList', 'Store', 'ItemList']),
    )
    for (const item of data) expect(schemaProblems(item), JSON.stringify(item)).toEqual([])
  })

  // The checker itself must catch what Google refuses, or the test above proves nothing.
  it.each<[string, JsonLd, RegExp]>([
    ['a price as a number', { ...product(facts), offers: { ...(product(facts).offers as object), price: 12.5 } }, /offers\.price/],
    ['a price with a currency sign', { ...product(facts), offers: { ...(product(facts).offers as object), price: '$12.50' } }, /price/],
    ['no currency', { ...product(facts), offers: { ...(product(facts).offers as object), priceCurrency: undefined } }, /priceCurrency/],
    [
      'an availability outside schema.org',
      { ...product(facts), offers: { ...(product(facts).offers as object), availability: 'yes' } },
      /availability/,
    ],
    ['no offers, review or rating', { ...product(facts), offers: undefined, aggregateRating: undefined }, /needs offers/],
    [
      'a rating above the best',
      { ...product(facts), aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 2 } },
      /ratingValue/,
    ],
    ['no review count', { ...product({ ...facts }), aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 } }, /reviewCount/],
    ['a brand as text', { ...product(facts), brand: 'Nord' }, /Product\.brand/],
    ['a relative picture', { ...product(facts), image: ['/a.jpg'] }, /image/],
    ['a one-crumb trail', breadcrumbList([{ name: 'Home', url: 'https://shop.example/' }]), /at least 2/],
    [
      'positions that skip',
      {
        ...breadcrumbList([
          { name: 'A', url: 'https://shop.example/a' },
          { name: 'B', url: 'https://shop.example/b' },
        ]),
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'A', item: 'https://shop.example/a' },
          { '@type': 'ListItem', position: 3, name: 'B', item: 'https://shop.example/b' },
        ],
      },
      /position: 3/,
    ],
    ['another vocabulary', { ...product(facts), '@context': 'http://example.org' }, /@context/],
  ])('finds %s', (_, data, problem) => {
    expect(schemaProblems(data).join('\n')).toMatch(problem)
  })
})
