import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { type Context, Hono } from 'hono'
import { acceptedEncodings } from '../http/compress'
import type { AppEnv } from '../http/context'
import { robotsTxt } from './robots'
import { listSitemap, sitemapIndex, sitemapPageSize, staticSitemap } from './sitemap'
import { hostSite, inSite } from './site'

/** Crawlers ask again after an hour at most; a sitemap of 50,000 addresses is not made per request. */
const cached = { 'cache-control': 'public, max-age=3600', vary: 'accept-encoding' }
const gzipped = promisify(gzip)

/** A sitemap, gzipped when the crawler accepts it (50,000 addresses are megabytes of text). */
async function xml(c: Context, body: string | null) {
  if (body === null) return c.text('Not found', 404)
  const headers: Record<string, string> = { ...cached, 'content-type': 'application/xml; charset=utf-8' }
  if (!acceptedEncodings(c.req.header('accept-encoding')).includes('gzip')) return c.body(body, 200, headers)
  return c.body(new Uint8Array(await gzipped(body)), 200, { ...headers, 'content-encoding': 'gzip' })
}

/** robots.txt and the sitemaps of the tenant the host opens. `pageSize`: addresses per sitemap page. */
export function seoRoutes(pageSize = sitemapPageSize) {
  const routes = new Hono<AppEnv>()
  routes.get('/robots.txt', async (c) => c.text(robotsTxt(await hostSite(c)), 200, cached))
  routes.get('/sitemap.xml', async (c) => {
    const site = await hostSite(c)
    return xml(c, await inSite(c, site, (tx) => sitemapIndex(tx, site, pageSize)))
  })
  routes.get('/sitemap/:file{[a-z]+(-[0-9]+)?\\.xml}', async (c) => {
    const [, kind, page] = /^([a-z]+)(?:-([0-9]+))?\.xml$/.exec(c.req.param('file'))!
    const site = await hostSite(c)
    if (kind === 'static' && !page) return xml(c, await inSite(c, site, (tx) => staticSitemap(tx, site)))
    const n = Number(page)
    if ((kind !== 'products' && kind !== 'shops') || !Number.isSafeInteger(n) || n < 1) return c.text('Not found', 404)
    return xml(c, await inSite(c, site, (tx) => listSitemap(tx, site, kind, n, pageSize)))
  })
  return routes
}
