import { type Alternate, alternatesOf, canonicalPath } from '../../contract/head/urls'
import { populations, sexOf } from '../../contract/locale'
import type { Tx } from '../db/client'
import { escapeHtml } from './render'
import type { HostSite } from './site'
import { articleRows, categoryRows, type Dated, listedCounts, newestByGroup, productPageRows, shopPageRows } from './sitemapRows'

/** The sitemaps protocol's limit of URLs per file. */
export const sitemapPageSize = 50_000

interface Entry {
  loc: string
  lastmod: Date | null
  alternates?: Alternate[]
}

/** A page's address as its head names it (contract/head/urls.ts), so the sitemap and the canonical URL agree. */
const locOf = (site: HostSite, pathname: string, query: Record<string, string | number> = {}) =>
  `${site.origin}${canonicalPath(pathname, new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])))}`

const lastmod = (at: Date | null) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '')
const alternates = (links: Alternate[] = []) =>
  links.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('')

export function urlsetXml(entries: Entry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(e.loc)}</loc>${lastmod(e.lastmod)}${alternates(e.alternates)}</url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function indexXml(locs: string[]): string {
  const maps = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`
}

export type SitemapKind = 'products' | 'shops'

/** The sitemap index: the static pages, then as many pages of shops and of products as `size` makes (at least one each). */
export async function sitemapIndex(tx: Tx, site: HostSite, size = sitemapPageSize): Promise<string> {
  const counts = await listedCounts(tx, site.tenantId)
  const pages = (kind: SitemapKind, n: number) =>
    Array.from({ length: Math.max(1, Math.ceil(n / size)) }, (_, i) => `${site.origin}/sitemap/${kind}-${i + 1}.xml`)
  return indexXml([`${site.origin}/sitemap/static.xml`, ...pages('shops', counts.shops), ...pages('products', counts.products)])
}

const rowsOf = { products: productPageRows, shops: shopPageRows }
const pathOf = { products: '/productDetail', shops: '/shopProduct' }

/** One page of product or shop addresses; null past the last page (a first page may be empty). */
export async function listSitemap(tx: Tx, site: HostSite, kind: SitemapKind, page: number, size = sitemapPageSize): Promise<string | null> {
  const rows: Dated[] = await rowsOf[kind](tx, site.tenantId, page, size)
  if (rows.length === 0 && page > 1) return null
  return urlsetXml(rows.map((r) => ({ loc: locOf(site, pathOf[kind], { no: r.id }), lastmod: r.lastmod })))
}

const newer = (a: Date | null | undefined, b: Date | null | undefined) => (!a ? (b ?? null) : !b || a > b ? a : b)

/** Home, the zones, the directories, every category, brand and designer with listed products, and the help articles, in every language. */
export async function staticSitemap(tx: Tx, site: HostSite): Promise<string> {
  const [groups, tree, help] = await Promise.all([
    newestByGroup(tx, site.tenantId),
    categoryRows(tx, site.tenantId),
    articleRows(tx, site.tenantId),
  ])
  const newest = (key: (g: (typeof groups)[number]) => number | null) => {
    const by = new Map<number, Date>()
    for (const g of groups) {
      const id = key(g)
      if (id !== null) by.set(id, newer(by.get(id), g.lastmod)!)
    }
    return by
  }
  const byCategory = newest((g) => g.categoryId)
  // A category lists its subcategories' products: each date climbs to the parents.
  const parents = new Map(tree.map((c) => [c.id, c.parentId]))
  for (const [id, at] of [...byCategory]) {
    for (let up = parents.get(id); up; up = parents.get(up)) byCategory.set(up, newer(byCategory.get(up), at)!)
  }
  const bySex = newest((g) => g.sex)
  const latest = groups.reduce<Date | null>((at, g) => newer(at, g.lastmod), null)
  const page = (pathname: string, at: Date | null, query: Record<string, string | number> = {}): Entry => {
    const loc = locOf(site, pathname, query)
    return { loc, lastmod: at, alternates: alternatesOf(site.origin, loc.slice(site.origin.length)) }
  }
  return urlsetXml([
    page('/', latest),
    ...populations.map((p) => page(`/population/${p}`, bySex.get(sexOf[p]) ?? null)),
    page('/shop', null),
    page('/designers', null),
    page('/brand', null),
    ...[...byCategory].map(([id, at]) => page('/categoryIndex', at, { type: 'category', categoryId: id, navigation: 4 })),
    ...[...newest((g) => g.brandId)].map(([id, at]) => page(`/brand/product/search/${id}`, at)),
    ...[...newest((g) => g.designerId)].map(([id, at]) => page('/categoryIndex', at, { type: 'designer', desno: id, navigation: 2 })),
    ...help.map((a) => page('/customerService', null, { code: a.typeCode, collapseCode: a.code })),
  ])
}
