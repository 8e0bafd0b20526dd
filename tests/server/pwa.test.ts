import { createHash } from 'node:crypto'
import { request } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePrefs } from '../../contract/boot'
import { offlinePage } from '../../contract/offline'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // A tenant without settings or design template: a drawn monogram and the default colours.
  await asPlatform(server.db, (tx) => tx.insert(schema.tenants).values({ name: 'Plain Goods Company', websites: ['plain.test'] }))
}, 60_000)
afterAll(() => server.stop())

/** A GET as a browser on that host sends it (fetch may not set Host; node:http may). */
function get(path: string, host: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.base}${path}`, { headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const headers = new Headers(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }))
      })
    })
    req.on('error', reject)
    req.end()
  })
}

interface Manifest {
  id: string
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  background_color: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}
const manifestOf = async (host: string) => (await (await get('/manifest.webmanifest', host)).json()) as Manifest

describe('the web manifest', () => {
  it('is the tenant’s: its name, its theme’s colours, standalone from /', async () => {
    const res = await get('/manifest.webmanifest', 'localhost')
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const vitrine = (await res.json()) as Manifest
    expect(vitrine).toMatchObject({
      id: '/',
      name: 'Vitrine',
      short_name: 'Vitrine',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#faf7f2',
      theme_color: '#faf7f2',
    })
    const maison = await manifestOf('maison.localhost')
    expect(maison).toMatchObject({ name: 'Maison', background_color: '#f5f3ec' })
    expect(await manifestOf('plain.test')).toMatchObject({ name: 'Plain Goods Company', short_name: 'Plain', background_color: '#fdfcfa' })
  })

  it('lists icons of 192 and 512 px and a maskable one, whose addresses change with the tenant’s mark', async () => {
    const { icons } = await manifestOf('localhost')
    expect(icons.map(({ sizes, purpose, type }) => [sizes, purpose, type])).toEqual([
      ['192x192', 'any', 'image/png'],
      ['512x512', 'any', 'image/png'],
      ['512x512', 'maskable', 'image/png'],
    ])
    expect(icons[0].src).toMatch(/^\/pwa\/icon-192\.png\?v=[0-9a-f]{12}$/)
    const version = (src: string) => new URL(src, server.base).searchParams.get('v')
    expect(version((await manifestOf('maison.localhost')).icons[0].src)).not.toBe(version(icons[0].src))
  })
})

describe('the icons', () => {
  const pixels = async (png: Buffer) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    return { info, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)] }
  }
  const iconOf = async (host: string, purpose: string, size: string) => {
    const { icons } = await manifestOf(host)
    const icon = icons.find((i) => i.purpose === purpose && i.sizes === size)!
    const res = await get(icon.src, host)
    return { res, png: Buffer.from(await res.arrayBuffer()) }
  }

  it('are PNGs of their size, kept for a year at their versioned address', async () => {
    for (const [purpose, size, side] of [
      ['any', '192x192', 192],
      ['any', '512x512', 512],
      ['maskable', '512x512', 512],
    ] as const) {
      const { res, png } = await iconOf('localhost', purpose, size)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side])
    }
  })

  it('draw the tenant’s mark: the maskable one on the theme’s background to its edges, the other with see-through corners', async () => {
    const any = await pixels((await iconOf('localhost', 'any', '512x512')).png)
    expect(any.at(0, 0)[3]).toBe(0)
    // The seeded mark is the tenant's ink (#1d1b19) in a rounded square.
    expect(any.at(256, 40)).toEqual([0x1d, 0x1b, 0x19, 255])
    const maskable = await pixels((await iconOf('localhost', 'maskable', '512x512')).png)
    expect(maskable.at(0, 0)).toEqual([0xfa, 0xf7, 0xf2, 255])
    expect(maskable.at(256, 256 - 130)).toEqual([0x1d, 0x1b, 0x19, 255])
  })

  it('draw a monogram for a tenant without a mark', async () => {
    const plain = await pixels((await iconOf('plain.test', 'any', '192x192')).png)
    expect(plain.at(96, 10)).toEqual([0x1d, 0x1b, 0x19, 255])
  })

  it('are not kept under an old or missing version, and unknown variants are not found', async () => {
    const res = await get('/pwa/icon-192.png?v=000000000000', 'localhost')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect((await get('/pwa/icon-64.png', 'localhost')).status).toBe(404)
  })
})

describe('the offline page', () => {
  const offline = (query = '', headers: Record<string, string> = {}) => get(`${offlinePage.path}${query}`, 'maison.localhost', headers)

  it('is in the language asked, else the prefs cookie’s, else English', async () => {
    const fr = await offline('?lang=fr')
    expect(fr.headers.get('content-language')).toBe('fr')
    expect(await fr.text()).toContain('<html lang="fr">')
    const prefs = encodePrefs({ lang: 'ja', currencyCode: 'JPY', symbol: '¥', population: 'female', tenantId: 2, member: false })
    const ja = await offline('', { cookie: `vitrine-prefs=${prefs}` })
    expect(ja.headers.get('content-language')).toBe('ja')
    const en = await offline('?lang=xx')
    expect(en.headers.get('content-language')).toBe('en')
    const html = await en.text()
    expect(html).toContain('<h1>You are offline</h1>')
    expect(html).toContain('<p class="brand">Maison</p>')
  })

  it('has the places the service worker fills, a way to try again and no script', async () => {
    const html = await (await offline('?lang=en')).text()
    expect(html).toContain(`${offlinePage.sectionStart}<section aria-labelledby="recent"><h2 id="recent">Recently viewed</h2>`)
    expect(html).toContain(`<ul>${offlinePage.list}</ul></section>${offlinePage.sectionEnd}`)
    expect(html).toContain('<a class="retry" href="">Try again</a>')
    expect(html).not.toContain('<script')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('allows its own style element only, and no script at all', async () => {
    const res = await offline('?lang=en')
    const policy = res.headers.get('content-security-policy')!
    const css = (await res.text()).match(/<style>(.*)<\/style>/s)![1]
    const hash = createHash('sha256').update(css).digest('base64')
    expect(policy).toContain(`style-src 'sha256-${hash}'`)
    expect(policy).toContain("default-src 'none'")
    expect(policy).not.toContain('script-src')
  })
})
