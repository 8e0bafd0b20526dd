import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import {
  articleListQuery,
  articleTypeQuery,
  defaultPrefs,
  designTemplateQuery,
  encodePrefs,
  requestKey,
  shellSettingKeys,
  type BootReply,
  type Prefs,
} from '../../contract/boot'
import { catalogPaths, type HomeData } from '../../contract/catalog'
import { sexOf } from '../../contract/locale'
import { productStatus } from '../../contract/status'
import { asPlatform, schema } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { createSession } from '../../server/modules/auth/session'
import { startTestServer, type TestServer } from './harness'

const indexHtml = '<html><head></head><body><div id="root"></div></body></html>'
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148'

let server: TestServer
let dist: string
let host: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, '.vite/manifest.json'), '{}')
  server = await startTestServer({ DIST_DIR: dist })
  host = new URL(server.base).host
})
afterAll(async () => {
  await server.stop()
  rmSync(dist, { recursive: true, force: true })
})

/** A page as the browser gets it: raw bytes, undecoded. */
function load(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(`${server.base}${path}`, { headers: { 'user-agent': desktop, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

const script = /<script type="application\/json" id="boot-replies">(.*?)<\/script>/s

async function repliesOf(path: string, headers: Record<string, string> = {}): Promise<BootReply[]> {
  const page = await load(path, headers)
  expect(page.status).toBe(200)
  return JSON.parse(page.body.toString().match(script)![1]) as BootReply[]
}

/** A start-up request as the storefront's API client makes it. */
interface Call {
  method: 'GET' | 'POST'
  path: string
  params: Record<string, string | number>
}
const get = (path: string, params: Call['params']): Call => ({ method: 'GET', path, params })
const strings = (params: Call['params']) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))
const common = (p: Prefs) => ({ language: p.lang, sex: String(sexOf[p.population]), currencyCode: p.currencyCode, symbol: p.symbol })

function keyOf(call: Call, tenantId: number, prefs: Prefs) {
  if (call.method === 'GET')
    return requestKey({ method: 'GET', path: call.path, tenantId, query: { ...common(prefs), ...strings(call.params) } })
  return requestKey({
    method: 'POST',
    path: call.path,
    tenantId,
    query: common(prefs),
    body: new URLSearchParams(strings(call.params)).toString(),
  })
}

/** The same request over the network, the way the storefront would otherwise make it. */
async function direct(call: Call, tenant: number, prefs: Prefs, token?: string) {
  const get = call.method === 'GET'
  // Raw: the start-up reply's own request (method, path, fields), replayed as it was keyed.
  return server.call(call.method, call.path, {
    tenant,
    token,
    lang: prefs.lang,
    query: { ...common(prefs), ...(get ? call.params : {}) },
    form: get ? undefined : call.params,
  })
}

const shellSettings: Call[] = [
  ...shellSettingKeys.map((key) => get(paths.tenantSetting, { key })),
  get(paths.designTemplate, designTemplateQuery),
  get(paths.articleTypes, articleTypeQuery),
]
/** The shell's calls: its settings, and the footer's articles of each article type the tenant has. */
async function shellOf(tenantId = 1, prefs = defaultPrefs): Promise<Call[]> {
  const types = (await direct(get(paths.articleTypes, articleTypeQuery), tenantId, prefs)).data as { list: { code: string }[] }
  return [...shellSettings, ...types.list.map((type) => get(paths.articles, articleListQuery(type.code)))]
}
/** On a first visit the tenant is looked up as the fallback tenant, 1. */
const tenantOf = (website: string) => get(paths.tenantByWebsite, { website })
const home = (platformtype: number, site = host, scheme = 'http'): Call[] => [
  get(catalogPaths.shopByDomain, { url: `${scheme}://${site}` }),
  { method: 'POST', path: catalogPaths.home, params: { platformtype } },
]

const replyTo = (replies: BootReply[], call: Call, tenantId = 1, prefs = defaultPrefs) =>
  replies.find((r) => r.key === keyOf(call, tenantId, prefs))!

/** Each call has a reply under the client's key, succeeding, with what the network answers. */
async function expectReplies(replies: BootReply[], calls: Call[], tenantId: number, prefs: Prefs = defaultPrefs) {
  expect(replies.map((r) => r.key).sort()).toEqual(calls.map((c) => keyOf(c, tenantId, prefs)).sort())
  for (const call of calls) {
    const written = replyTo(replies, call, tenantId, prefs)
    expect(written.reply.code, written.key).toBe(0)
    expect(written.reply.data, written.key).toEqual((await direct(call, tenantId, prefs)).data)
  }
}

describe('start-up replies written into the page', () => {
  it('answers the tenant, the shell and the home data of /', async () => {
    const replies = await repliesOf('/')
    const calls = [tenantOf(host), ...(await shellOf()), ...home(2)]
    expect(calls.filter((call) => call.path === paths.articles).length).toBeGreaterThan(0)
    await expectReplies(replies, calls, 1)
    // Its product cards carry the shopper's favourite flags: made for a guest, it serves guests only.
    expect(replies.filter((r) => !r.shared).map((r) => r.key)).toEqual([keyOf(home(2)[1], 1, defaultPrefs)])
  })

  it('asks the home data of a phone for a phone', async () => {
    const replies = await repliesOf('/', { 'user-agent': phone })
    await expectReplies(replies, [tenantOf(host), ...(await shellOf()), ...home(1)], 1)
  })

  it('asks for the shop of the address the browser has, https behind a proxy that ends TLS', async () => {
    const replies = await repliesOf('/', { 'x-forwarded-proto': 'https' })
    await expectReplies(replies, [tenantOf(host), ...(await shellOf()), ...home(2, host, 'https')], 1)
  })

  it("asks in the shopper's language, currency and population from the prefs cookie", async () => {
    const prefs: Prefs = { lang: 'fr', currencyCode: 'JPY', symbol: '¥', population: 'male', tenantId: 1, member: false }
    const replies = await repliesOf('/', { cookie: `vitrine-prefs=${encodePrefs(prefs)}` })
    await expectReplies(replies, [tenantOf(host), ...(await shellOf(1, prefs)), ...home(2)], 1, prefs)
    expect(replies.every((r) => r.key.includes('language=fr') && r.key.includes('currencyCode=JPY') && r.key.includes('sex=1'))).toBe(true)
    const [inYen, inDollars] = await Promise.all([prefs, defaultPrefs].map(async (p) => (await direct(home(2)[1], 1, p)).data))
    expect(inYen).not.toEqual(inDollars)
  })

  it("answers a product's detail and recommendations, for guests only", async () => {
    const [product] = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.spus.id, shopId: schema.spus.shopId })
        .from(schema.spus)
        .where(and(eq(schema.spus.tenantId, 1), eq(schema.spus.status, productStatus.onSale)))
        .limit(1),
    )
    const replies = await repliesOf(`/productDetail?no=${product.id}&shopId=${product.shopId}`)
    const productCalls = [
      get(catalogPaths.productDetail, { id: product.id, shopId: product.shopId }),
      get(catalogPaths.recommended, { spuId: product.id, size: 8 }),
    ]
    await expectReplies(replies, [tenantOf(host), ...(await shellOf()), ...productCalls], 1)
    const productKeys = productCalls.map((c) => keyOf(c, 1, defaultPrefs))
    expect(replies.filter((r) => !r.shared).map((r) => r.key)).toEqual(productKeys)
  })

  it('marks shared only replies a logged-in shopper gets too', async () => {
    const token = await asPlatform(server.db, async (tx) =>
      createSession(tx, 1, (await createUser(tx, 1, { email: 'boot@shop.test', password: 'password123' })).id),
    )
    const calls = [tenantOf(host), ...(await shellOf()), ...home(2)]
    const replies = await repliesOf('/')
    const [card] = (replyTo(replies, home(2)[1]).reply.data as HomeData).productSpuList1.productSpuDTOList
    expect((await server.api.favourite.favouriteAdd({ spuId: card.productId, shopId: card.shopId }, { token })).data).toBe(true)
    for (const call of calls) {
      const written = replyTo(replies, call)
      if (written.shared) expect(written.reply.data, written.key).toEqual((await direct(call, 1, defaultPrefs, token)).data)
    }
  })

  it.each(['abc', '0', '-1', ''])('serves the page without product replies for no=%j', async (no) => {
    const replies = await repliesOf(`/productDetail?no=${no}`)
    await expectReplies(replies, [tenantOf(host), ...(await shellOf())], 1)
  })

  it("keys another tenant's host with that tenant", async () => {
    const replies = await repliesOf('/', { host: 'maison.localhost' })
    const tenant = replyTo(replies, tenantOf('maison.localhost'))
    expect(tenant.reply.data).toMatchObject({ id: 2 })
    await expectReplies(
      replies.filter((r) => r !== tenant),
      [...(await shellOf(2)), ...home(2, 'maison.localhost')],
      2,
    )
  })

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses the page with %s to the same bytes', async (encoding, decompress) => {
    const plain = await load('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding, cookie, user-agent')
    const packed = await load('/', { 'accept-encoding': encoding })
    expect(packed.headers['content-encoding']).toBe(encoding)
    expect(decompress(packed.body).equals(plain.body)).toBe(true)
  })

  it("asks for home's largest picture in the head when the page goes out whole, first after the head when it streams", async () => {
    const html = (await load('/', { 'user-agent': phone })).body.toString()
    const replies = JSON.parse(html.match(script)![1]) as BootReply[]
    const hero = (replyTo(replies, home(1)[1]).reply.data as HomeData).promotional1![0].img
    const link = `<link rel="preload" as="image" fetchpriority="high" href="${hero}">`
    const at = html.indexOf(link)
    expect(at).toBeGreaterThan(-1)
    // PGlite's pages go out whole; PostgreSQL's send their head, up to #root, before the replies are ready.
    if (server.databaseUrl === null) expect(at).toBeLessThan(html.indexOf('</head>'))
    else expect(at + link.length).toBe(html.indexOf('<div id="root">'))
  })

  it('writes reply text as it is, unable to close the script', async () => {
    const evil = JSON.stringify({ tabsName: "</script><script>alert(1)</script> $$ $& $' $`" })
    await asPlatform(server.db, (tx) =>
      tx
        .update(schema.tenantSettings)
        .set({ value: evil })
        .where(and(eq(schema.tenantSettings.tenantId, 1), eq(schema.tenantSettings.key, 'TABS_SETTING'))),
    )
    const html = (await load('/')).body.toString()
    // The page's own scripts (its replies, its head's structured data) each end once; the text opens none.
    expect(html.match(/<\/script/gi)).toHaveLength(html.match(/<script[\s>]/gi)!.length)
    expect(html).not.toMatch(/<script>alert/i)
    const replies = JSON.parse(html.match(script)![1]) as BootReply[]
    expect(replyTo(replies, shellSettings[0]).reply.data).toMatchObject({ settingValue: evil })
  })
})
