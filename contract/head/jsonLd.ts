import { currencyDecimals } from '../locale'

/** schema.org structured data, as Google reads it from `<script type="application/ld+json">`. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>

const vocabulary = 'https://schema.org'

export interface Site {
  origin: string
  name: string
  /** Absolute, or null when the tenant's logo has no address of its own. */
  logo: string | null
}

export interface Crumb {
  name: string
  url: string
}

/** Trail of pages, the first the broadest; positions count from 1. */
export const breadcrumbList = (crumbs: Crumb[]): JsonLd => ({
  '@context': vocabulary,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
})

export const organization = (site: Site): JsonLd => ({
  '@context': vocabulary,
  '@type': 'Organization',
  name: site.name,
  url: `${site.origin}/`,
  ...(site.logo ? { logo: site.logo } : {}),
})

/** The site with its search, which Google may offer from its own results. */
export const webSite = (site: Site): JsonLd => ({
  '@context': vocabulary,
  '@type': 'WebSite',
  name: site.name,
  url: `${site.origin}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/product/search?word={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
})

/** A list page's products, by address, in the order shown. */
export const itemList = (urls: string[]): JsonLd => ({
  '@context': vocabulary,
  '@type': 'ItemList',
  itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
})

export interface ProductFacts {
  name: string
  description: string
  images: string[]
  sku: string
  brand: string
  url: string
  /** In cents of `currency`, as the catalog answers in the currency asked for. */
  priceCents: number
  currency: string
  inStock: boolean
  seller: string
  /** Average of the three ratings and how many evaluations; null when there are none. */
  rating: { average: number; total: number } | null
}

/** Cents as schema.org wants a price: a decimal string with the currency's own digits ("12.50", "1250" for yen). */
export const decimalPrice = (cents: number, currency: string) => (cents / 100).toFixed(currencyDecimals(currency))

export const product = (p: ProductFacts): JsonLd => ({
  '@context': vocabulary,
  '@type': 'Product',
  name: p.name,
  image: p.images,
  description: p.description,
  sku: p.sku,
  brand: { '@type': 'Brand', name: p.brand },
  offers: {
    '@type': 'Offer',
    url: p.url,
    price: decimalPrice(p.priceCents, p.currency),
    priceCurrency: p.currency,
    availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: p.seller },
  },
  ...(p.rating && p.rating.total > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: p.rating.average,
          reviewCount: p.rating.total,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {}),
})

/** A shop's page. */
export const store = (s: { name: string; url: string; logo: string | null; description: string }): JsonLd => ({
  '@context': vocabulary,
  '@type': 'Store',
  name: s.name,
  url: s.url,
  ...(s.logo ? { logo: s.logo, image: s.logo } : {}),
  ...(s.description ? { description: s.description } : {}),
})
