import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import type { Mailer } from '../../server/modules/mail/service'
import { videoPrefix } from '../../server/modules/home/videoFiles'
import { servicePaths } from '../../src/pwa/servicePaths'

/** Whether the service worker's NavigationRoute leaves this navigation (path and query) to the browser. */
const leftAlone = (url: string) => servicePaths.some((pattern) => pattern.test(url))

/** A concrete address for a Hono route pattern: each parameter and wildcard one segment. */
const sampleOf = (pattern: string) => pattern.replace(/:\w+(\{[^}]*\})?/g, 'x').replace(/\*/g, 'x')

/** Every storefront page of src/routes, its parameters filled in. */
function storefrontPages(dir = 'src/routes', prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = entry.name.replace(/\.tsx$/, '')
    // Pathless layouts (_member) add no segment; __root is none.
    const segment = name.startsWith('_') ? '' : name === 'index' ? '' : `/${name.replace(/^\$.*/, '12')}`
    if (entry.isDirectory()) return storefrontPages(`${dir}/${entry.name}`, prefix + segment)
    return name === '__root' || name === '_member' ? [] : [prefix + segment || '/']
  })
}

describe('the service worker’s navigations', () => {
  it('leaves every address the service answers itself to the browser', () => {
    const app = createApp({ config: readConfig({}), db: {} as Db, mailer: {} as Mailer, opsToken: null })
    const served = app.routes.filter((r) => (r.method === 'GET' || r.method === 'ALL') && r.path !== '/*' && r.path !== '*')
    // main.ts adds the files it serves beside the app's routes.
    const addresses = [...served.map((r) => sampleOf(r.path)), '/uploads/a.webp', `${videoPrefix}/a.mp4`, '/media/garment/a.svg']
    expect(addresses).toContain('/newsletter/confirm')
    expect(addresses).toContain('/manifest.webmanifest')
    expect(addresses.filter((a) => !leftAlone(a))).toEqual([])
    for (const query of ['/robots.txt?x=1', '/sitemap.xml?page=2', '/newsletter/unsubscribe?token=abc', '/sw.js'])
      expect(leftAlone(query)).toBe(true)
  })

  it('takes every storefront page, with or without a query', () => {
    const pages = storefrontPages()
    expect(pages).toEqual(expect.arrayContaining(['/', '/productDetail', '/shop/search', '/brand/product/search/12', '/myOrders']))
    expect(pages.filter(leftAlone)).toEqual([])
    for (const page of ['/productDetail?no=3&colour=7', '/shopProduct?no=2', '/categoryIndex?type=category'])
      expect(leftAlone(page)).toBe(false)
  })
})
