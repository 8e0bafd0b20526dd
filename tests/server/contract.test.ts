import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../contract/schemas'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import { outboxMailer } from '../../server/modules/mail/service'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** The reference's own routes: not calls of the contract. */
const referenceRoutes = new Set(['GET /openapi.json', 'GET /docs', 'GET /docs/scalar.js'])

interface Document {
  openapi: string
  paths: Record<string, Record<string, { operationId: string }>>
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))

describe('the OpenAPI document', () => {
  it('is served at /app-api/openapi.json as OpenAPI 3.1, one operation per contract call', async () => {
    const res = await fetch(`${server.base}/app-api/openapi.json`)
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Document
    expect(doc.openapi).toBe('3.1.0')
    expect(operationsOf(doc).sort()).toEqual(allCalls.map((c) => `${c.wire.method} ${c.wire.path}`).sort())
  })

  it('documents every route the service registers, and the service registers every documented operation', async () => {
    const app = createApp({ config: readConfig({ DATA_DIR: server.dataDir }), db: {} as Db, mailer: outboxMailer, opsToken: null })
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/app-api/'))
        // Hono's `:id` is the wire's `{id}` (server/http/route.ts honoPath).
        .map((r) => `${r.method} ${r.path.slice('/app-api'.length).replace(/:(\w+)/g, '{$1}')}`)
        .filter((r) => !referenceRoutes.has(r)),
    )
    const doc = (await (await fetch(`${server.base}/app-api/openapi.json`)).json()) as Document
    const documented = new Set(operationsOf(doc))
    expect([...registered].filter((r) => !documented.has(r))).toEqual([])
    expect([...documented].filter((r) => !registered.has(r))).toEqual([])
    expect(registered.size).toBe(allCalls.length)
  })

  it('has a browsable reference at /app-api/docs with its own content security policy', async () => {
    const res = await fetch(`${server.base}/app-api/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await res.text()
    expect(html).toContain('/app-api/openapi.json')
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|fonts)/)
    expect(html).toContain('/app-api/docs/scalar.js')
    const script = await fetch(`${server.base}/app-api/docs/scalar.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000)
  })
})

describe('integers out of their column range', () => {
  it.each(['2147483648', '99999999999999999999', '-1', '0', '1.5', 'x'])(
    'refuses tenant-id %s with the unknown tenant envelope, not a 500',
    async (tenant) => {
      const res = await server.api.settings.currencies({}, { headers: { 'tenant-id': tenant } })
      expect(res.status).toBe(400)
      expect(res).toMatchObject({ code: 1030, data: null })
    },
  )

  it.each([
    ['categoryCrumbs', () => server.api.catalog.categoryCrumbs({ categoryId: 2_147_483_648 })],
    ['shopInfo', () => server.api.shop.shopInfo({ shopId: 99_999_999_999 })],
    ['productPage', () => server.api.catalog.productPage({ page: 1, row: 20, brandIds: [2_147_483_648] })],
    ['articles', () => server.api.content.articles({ pageNo: 2_147_483_648 })],
  ] as const)('refuses %s with an id past 2,147,483,647 as an invalid field', async (_, send) => {
    const res = await send()
    expect(res.status).toBe(400)
    expect(res.code).toBe(1001)
  })
})

describe('control characters in text', () => {
  it.each([
    ['shopsByName', () => server.api.shop.shopsByName({ shopname: 'silk\u0000' }), 'shopname'],
    ['productPage', () => server.api.catalog.productPage({ page: 1, row: 20, searchparam: 'dress\u0000' }), 'searchparam'],
    ['articleDetail', () => server.api.content.articleDetail({ articleCode: 'a\u0000b' }), 'articleCode'],
    ['tenantSetting', () => server.api.settings.tenantSetting({ key: 'TABS\u0007SETTING' }), 'key'],
    ['login', () => server.api.auth.login({ mailbox: 'a\u0000@example.com', password: 'Secret123' }), 'mailbox'],
  ] as const)('refuses %s with a control character, naming the field', async (_, send, field) => {
    const res = await send()
    expect(res.status).toBe(400)
    expect(res).toMatchObject({ code: 1001, msg: `${field} is not valid` })
  })
})
