import { type Alternate, alternatesOf, canonicalPath } from '../../contract/head/urls'
import { populations, sexOf } from '../../contract/locale'
import type { Tx } from '../db/client'
import { escapeHtml } from './render'
import type { HostSite } from './site'
import { articleRows, brandDates, categoryDates, designerDates, listedCounts, newestBySex, productUrls, shopPageRows } from './sitemapRows'
import { navigationCodes } from '../../contract/navigation'

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

/** W3C date-time to the second, as the database writes it for products (sitemapRows.ts). */
const lastmod = (at: Date | null) => (at ? `<lastmod>${at.toISOString().replace(/\.\d+Z$/, 'Z')}</lastmod>` : '')
const alternates = (links: Alternate[] = []) =>
  links.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('')

const urlset = (urls: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`

export const urlsetXml = (entries: Entry[]) =>
  urlset(entries.map((e) => `<url><loc>${escapeHtml(e.loc)}</loc>${lastmod(e.lastmod)}${alternates(e.alternates)}</url>`).join('\n'))

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

/** One page of product or shop addresses; null past the last page (a first page may be empty). */
export async function listSitemap(tx: Tx, site: HostSite, kind: SitemapKind, page: number, size = sitemapPageSize): Promise<string | null> {
  if (kind === 'products') {
    const { count, xml } = await productUrls(
      tx,
      site.tenantId,
      page,
      size,
      escapeHtml(locOf(site, '/productDetail', { no: 0 }).slice(0, -1)),
    )
    return count === 0 && page > 1 ? null : urlset(xml)
  }
  const rows = await shopPageRows(tx, site.tenantId, page, size)
  if (rows.length === 0 && page > 1) return null
  return urlsetXml(rows.map((r) => ({ loc: locOf(site, '/shopProduct', { no: r.id }), lastmod: r.lastmod })))
}

const newer = (a: Date | null | undefined, b: Date | null | undefined) => (!a ? (b ?? null) : !b || a > b ? a : b)

type Dates = Map<number, Date>
const datesOf = (rows: { id: number; lastmod: Date | null }[]): Dates =>
  new Map(rows.filter((r) => r.lastmod !== null).map((r) => [r.id, r.lastmod!]))

/** A category lists its subcategories' products: each date climbs to the parents (three levels; the bound guards a bad tree). */
function withParents(tree: { id: number; parentId: number; lastmod: Date | null }[]): Dates {
  const parents = new Map(tree.map((c) => [c.id, c.parentId]))
  const own = datesOf(tree)
  const all = new Map(own)
  for (const [id, at] of own) {
    let up = parents.get(id)
    for (let depth = 0; up && depth < 10; depth++, up = parents.get(up)) all.set(up, newer(all.get(up), at)!)
  }
  return all
}

/**
 * Home, the zones, the directories, every category, brand and designer with products, and the
 * help articles, in every language. Each date is one index step (sitemapRows.ts), so a catalog
 * of 100,000 products costs a few hundred of them.
 */
export async function staticSitemap(tx: Tx, site: HostSite): Promise<string> {
  const bySex = await newestBySex(tx, site.tenantId)
  const byCategory = withParents(await categoryDates(tx, site.tenantId))
  const byBrand = datesOf(await brandDates(tx, site.tenantId))
  const byDesigner = datesOf(await designerDates(tx, site.tenantId))
  const help = await articleRows(tx, site.tenantId)
  const page = (pathname: string, at: Date | null, query: Record<string, string | number> = {}): Entry => {
    const loc = locOf(site, pathname, query)
    return { loc, lastmod: at, alternates: alternatesOf(site.origin, loc.slice(site.origin.length)) }
  }
  const dated = (by: Dates, pageOf: (id: number, at: Date) => Entry) => [...by].map(([id, at]) => pageOf(id, at))
  return urlsetXml([
    page('/', [...bySex.values()].reduce<Date | null>(newer, null)),
    ...populations.map((p) => page(`/population/${p}`, bySex.get(sexOf[p]) ?? null)),
    page('/shop', null),
    page('/designers', null),
    page('/brand', null),
    ...dated(byCategory, (id, at) =>
      page('/categoryIndex', at, { type: 'category', categoryId: id, navigation: navigationCodes.category }),
    ),
    ...dated(byBrand, (id, at) => page(`/brand/product/search/${id}`, at)),
    ...dated(byDesigner, (id, at) => page('/categoryIndex', at, { type: 'designer', desno: id, navigation: navigationCodes.designer })),
    ...help.map((a) => page('/customerService', null, { code: a.typeCode, collapseCode: a.code })),
  ])
}
