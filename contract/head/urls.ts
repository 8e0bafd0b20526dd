import { defaultLanguage, languages, type Language } from '../locale'
import { langParam } from './lang'

/** Page addresses for search engines: a page's language is in its URL (contract/head/lang.ts). */

export type PageKind =
  | 'home'
  | 'zone'
  | 'list'
  | 'brandList'
  | 'product'
  | 'shop'
  | 'shops'
  | 'designers'
  | 'brands'
  | 'help'
  | 'search'
  | 'private'

/** Each public page's path and the query parameters that make it what it is (sort, filters and tracking do not). */
const pages: [PageKind, RegExp, string[]][] = [
  ['home', /^\/$/, []],
  ['zone', /^\/population\/(female|male|children)$/, []],
  ['list', /^\/categoryIndex$/, ['type', 'categoryId', 'brandId', 'desno', 'navigation', 'search', 'page']],
  ['brandList', /^\/brand\/product\/search\/\d+$/, ['page']],
  ['product', /^\/productDetail$/, ['no']],
  ['shop', /^\/shopProduct$/, ['no', 'page']],
  ['shops', /^\/shop$/, ['page']],
  ['designers', /^\/designers$/, []],
  ['brands', /^\/brand$/, []],
  ['help', /^\/customerService$/, ['code', 'type', 'collapseCode', 'page']],
  ['search', /^\/(product|shop)\/search$/, ['population', 'word', 'page']],
]

const pageOf = (pathname: string) => pages.find(([, path]) => path.test(pathname))

/** What a path shows; 'private' for account pages, sign-in and anything the storefront does not list. */
export const pageKindOf = (pathname: string): PageKind => pageOf(pathname)?.[0] ?? 'private'

/** The page's path and identifying query, in a fixed order, without its language: e.g. `/productDetail?no=12`. */
export function canonicalPath(pathname: string, query: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of pageOf(pathname)?.[2] ?? []) {
    const value = query.get(name)
    if (value && !(name === 'page' && value === '1')) kept.set(name, value)
  }
  const search = kept.toString()
  return search ? `${pathname}?${search}` : pathname
}

/** A page's address in one language. */
export function languageUrl(origin: string, path: string, lang: Language): string {
  if (lang === defaultLanguage) return `${origin}${path}`
  return `${origin}${path}${path.includes('?') ? '&' : '?'}${langParam}=${lang}`
}

export interface Alternate {
  hreflang: string
  href: string
}

/** The page in every language, and the English one as x-default. */
export const alternatesOf = (origin: string, path: string): Alternate[] => [
  ...languages.map((lang) => ({ hreflang: lang, href: languageUrl(origin, path, lang) })),
  { hreflang: 'x-default', href: languageUrl(origin, path, defaultLanguage) },
]

/** The tenant's logo as a link-preview picture, for a logo drawn inline (a data URL has no address): server/seo/logo.ts. */
export const logoPath = '/seo/logo.png'

/** The site's logo as an absolute address for previews and structured data; null without a logo. */
export function logoUrl(origin: string, logo: string | null | undefined): string | null {
  return absolute(origin, logo) ?? (logo ? `${origin}${logoPath}` : null)
}

/** An address as seen from `origin`: paths and protocol-relative URLs made absolute; data URLs are no address. */
export function absolute(origin: string, url: string | null | undefined): string | null {
  if (!url || url.startsWith('data:')) return null
  try {
    return new URL(url, `${origin}/`).href
  } catch {
    return null
  }
}
