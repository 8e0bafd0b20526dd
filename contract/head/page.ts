import type { Language, Population } from '../locale'
import { type Crumb, type JsonLd, type Site, breadcrumbList } from './jsonLd'
import { headMessages as m, type Translate } from './texts'
import { type Alternate, alternatesOf, canonicalPath, languageUrl } from './urls'
import { navigationCodes } from '../navigation'

/** Everything a page's head says about it, the same whether the service or the storefront writes it. */
export interface PageHead {
  lang: Language
  title: string
  description: string
  canonical: string
  /** The page in each language; none for pages kept out of search results. */
  alternates: Alternate[]
  /** e.g. 'noindex, follow'; null for pages search engines may list. */
  robots: string | null
  type: 'website' | 'product'
  /** Absolute; the product's first picture, else the tenant's logo when it has an address. */
  image: string | null
  siteName: string
  jsonLd: JsonLd[]
  /** A product's price for link previews. */
  price: { amount: string; currency: string } | null
}

/** Where the page is and whose: the request's address, language and tenant. */
export interface HeadContext {
  site: Site
  pathname: string
  query: URLSearchParams
  lang: Language
  t: Translate
}

type Parts = Pick<PageHead, 'title' | 'description'> & Partial<Pick<PageHead, 'robots' | 'type' | 'image' | 'jsonLd' | 'price'>>

/** A head from its page-specific parts: address, alternates and site facts filled in. */
export function headOf(ctx: HeadContext, parts: Parts): PageHead {
  const path = canonicalPath(ctx.pathname, ctx.query)
  const robots = parts.robots ?? null
  return {
    lang: ctx.lang,
    title: parts.title,
    description: summary(parts.description),
    canonical: selfUrl(ctx),
    alternates: robots?.includes('noindex') ? [] : alternatesOf(ctx.site.origin, path),
    robots,
    type: parts.type ?? 'website',
    image: parts.image ?? ctx.site.logo,
    siteName: ctx.site.name,
    jsonLd: parts.jsonLd ?? [],
    price: parts.price ?? null,
  }
}

/** The page's own address in its language, without what does not make it what it is (sort, filters, tracking). */
export const selfUrl = (ctx: HeadContext) => languageUrl(ctx.site.origin, canonicalPath(ctx.pathname, ctx.query), ctx.lang)

/** `page | site`. */
export const titled = (ctx: HeadContext, page: string) => (page ? `${page} | ${ctx.site.name}` : ctx.site.name)

/** Plain text of at most about 160 characters, cut between words: what result pages show of a description. */
export function summary(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}

/** A page of the site in the head's language, e.g. a breadcrumb's target. */
export const pageUrl = (ctx: HeadContext, pathname: string, query: Record<string, string | number> = {}) =>
  languageUrl(
    ctx.site.origin,
    canonicalPath(pathname, new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))),
    ctx.lang,
  )

export const productUrl = (ctx: HeadContext, id: number) => pageUrl(ctx, '/productDetail', { no: id })
export const categoryUrl = (ctx: HeadContext, id: number) =>
  pageUrl(ctx, '/categoryIndex', { type: 'category', categoryId: id, navigation: navigationCodes.category })

const populationNames = { female: m.headWomen, male: m.headMen, children: m.headKids }
export const populationCrumb = (ctx: HeadContext, population: Population): Crumb => ({
  name: ctx.t(populationNames[population]),
  url: pageUrl(ctx, `/population/${population}`),
})

/** A breadcrumb trail as structured data, when it has more than the page itself. */
export const trail = (crumbs: Crumb[]): JsonLd[] => (crumbs.length > 1 ? [breadcrumbList(crumbs)] : [])
