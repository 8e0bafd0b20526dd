import type { Language } from '../locale'
import type { JsonLd } from './jsonLd'
import type { PageHead } from './page'

/** One element of a page's head besides its title and structured data. */
export interface HeadTag {
  tag: 'meta' | 'link'
  attrs: Record<string, string>
}

/** Marks the elements a head writer owns, so a new page's replace the last one's and nothing else. */
export const headMark = 'data-head'

const ogLocales: Record<Language, string> = { en: 'en_US', zh: 'zh_CN', fr: 'fr_FR', ja: 'ja_JP', ko: 'ko_KR' }

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: id, content } })

/** The page's description, address, languages, and its Open Graph and Twitter cards. */
export function headTags(h: PageHead): HeadTag[] {
  const image = h.image ? [meta('property', 'og:image', h.image), meta('name', 'twitter:image', h.image)] : []
  const price = h.price
    ? [meta('property', 'product:price:amount', h.price.amount), meta('property', 'product:price:currency', h.price.currency)]
    : []
  return [
    meta('name', 'description', h.description),
    ...(h.robots ? [meta('name', 'robots', h.robots)] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: h.canonical } },
    ...h.alternates.map((a): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href } })),
    meta('property', 'og:type', h.type),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonical),
    meta('property', 'og:locale', ogLocales[h.lang]),
    ...image,
    ...price,
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
  ]
}

/** Structured data as a script element's text: `<` escaped, so no value can close the element. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c')
