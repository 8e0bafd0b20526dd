import { request as httpRequest, type IncomingMessage } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { catalogPaths } from '../../contract/catalog'
import { ErrorCode } from '../../contract/codes'
import { startTestServer, type TestServer } from './harness'

/** A request over a socket of our own, to send part of a body and see what the server answers meanwhile. */
interface Raw {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
  /** Body bytes written before the answer came. */
  sent: number
}

function raw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string | number>; write?: (send: (bytes: Buffer) => boolean) => void; end?: string },
) {
  return new Promise<Raw>((resolve, reject) => {
    let sent = 0
    const req = httpRequest(`${base}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), sent }))
      res.on('error', reject)
    })
    // The server closes the connection after refusing a body; writes after that may fail.
    req.on('error', (error) => (sent > 0 ? undefined : reject(error)))
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error(`no answer to ${path} within 10 s (${sent} body bytes sent)`))
    }, 10_000)
    req.on('response', () => clearTimeout(timer))
    init.write?.((bytes) => {
      sent += bytes.length
      return req.write(bytes)
    })
    if (init.end !== undefined) req.end(init.end)
  })
}

const envelopeOf = (r: Raw) => JSON.parse(r.body.toString()) as { code: number; data: unknown; msg: string }

describe('client address', () => {
  let server: TestServer
  beforeAll(async () => {
    // No trusted proxies (the default outside the test harness): the socket's peer is the client.
    server = await startTestServer({ TRUSTED_PROXIES: '' })
  })
  afterAll(() => server.stop())

  it('a forged X-Forwarded-For does not reset the per-address login throttle', async () => {
    const attempt = (i: number) =>
      server.api.auth.login(
        { mailbox: `nobody${i}@example.com`, password: 'Wrong12345' },
        { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      )
    for (let i = 0; i < 20; i++) expect((await attempt(i)).code).toBe(ErrorCode.loginFailed)
    const next = await attempt(99)
    expect(next.status).toBe(429)
    expect(next.code).toBe(ErrorCode.loginThrottled)
  })
})

describe('client address behind trusted proxies', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' })
  })
  afterAll(() => server.stop())

  const attempt = (forwarded: string, i: number) =>
    server.api.auth.login({ mailbox: `someone${i}@example.com`, password: 'Wrong12345' }, { headers: { 'x-forwarded-for': forwarded } })

  it('is the right-most hop that is not a trusted proxy: what the client wrote left of it does not count', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`198.51.100.${i}, 192.0.2.50, 10.1.2.3`, i)).code).toBe(ErrorCode.loginFailed)
    expect((await attempt('198.51.100.200, 192.0.2.50, 10.9.9.9', 20)).code).toBe(ErrorCode.loginThrottled)
    // IPv4-mapped IPv6 is the same address.
    expect((await attempt('::ffff:192.0.2.50', 21)).code).toBe(ErrorCode.loginThrottled)
    // Another client behind the same proxies is not throttled.
    expect((await attempt('192.0.2.51, 10.1.2.3', 22)).code).toBe(ErrorCode.loginFailed)
  })
})

describe('the HTTP edges', () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    // A storefront build of one page, so the page fallback for unknown paths exists.
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>storefront</body></html>')
    server = await startTestServer({ DIST_DIR: dist, TRUSTED_PROXIES: '' })
  })
  afterAll(async () => {
    await server.stop()
    rmSync(dist, { recursive: true, force: true })
  })

  describe('request bodies over 64 kB get the envelope 413 before they are read', () => {
    const big = 200 * 1024 * 1024
    const headers = (type: string) => ({ 'content-type': type, 'tenant-id': 1, language: 'fr' })

    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      it(`a declared ${type} body of 200 MB`, async () => {
        const res = await raw(server.base, `/app-api${paths.login}`, {
          method: 'POST',
          headers: { ...headers(type), 'content-length': big },
          write: (send) => send(Buffer.alloc(1024, 'a')),
        })
        expect(res.status).toBe(413)
        expect(res.sent).toBe(1024)
        expect(res.headers.connection).toBe('close')
        expect(envelopeOf(res)).toEqual({
          code: ErrorCode.bodyTooLarge,
          data: null,
          msg: 'La requête est trop volumineuse (64 Ko au plus)',
        })
      })
    }

    it('a chunked body, once what arrived passes the limit', async () => {
      const res = await raw(server.base, `/app-api${paths.login}`, {
        method: 'POST',
        headers: { ...headers('application/json'), 'transfer-encoding': 'chunked' },
        // 160 kB sent, and the body never ended: the answer cannot wait for the rest.
        write: (send) => {
          for (let i = 0; i < 10; i++) send(Buffer.alloc(16 * 1024, 'a'))
        },
      })
      expect(res.status).toBe(413)
      expect(envelopeOf(res).code).toBe(ErrorCode.bodyTooLarge)
    })

    it('a body under the limit is read as before', async () => {
      const res = await server.api.auth.login({ mailbox: 'x@example.com', password: 'a'.repeat(30 * 1024) })
      expect(res.status).not.toBe(413)
    })
  })

  it('the admin API answers a non-ASCII token with the 401 envelope', async () => {
    const res = await fetch(`${server.base}/admin-api/tenants`, { headers: { Authorization: 'Bearer test-ops-tokén' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: ErrorCode.unauthorized, data: null })
  })

  describe('unknown API paths answer the envelope 404, never the storefront page', () => {
    const cases = [
      ['GET', '/app-api/nope'],
      ['POST', '/app-api/nope'],
      ['DELETE', '/app-api/member/nope/deeper'],
      ['GET', '/admin-api/nope'],
      ['PUT', '/admin-api/nope'],
    ] as const
    it.each(cases)('%s %s', async (method, path) => {
      const res = await fetch(`${server.base}${path}`, { method, headers: { Authorization: 'Bearer test-ops-token', language: 'fr' } })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({ code: ErrorCode.notFound, data: null, msg: 'Introuvable' })
    })

    it('while other unknown paths still get the page', async () => {
      const res = await fetch(`${server.base}/some/page`)
      expect(await res.text()).toContain('storefront')
    })
  })

  describe('API replies are compressed', () => {
    const productPage = (encoding: string) =>
      raw(server.base, `/app-api${catalogPaths.productPage}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': 1, 'accept-encoding': encoding },
        end: JSON.stringify({ pageNo: 1, pageSize: 20 }),
      })

    it('with gzip when the client accepts it, for a large list', async () => {
      const res = await productPage('gzip, deflate')
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      const envelope = JSON.parse(gunzipSync(res.body).toString()) as { code: number; data: { list: unknown[] } }
      expect(envelope.code).toBe(0)
      expect(envelope.data.list.length).toBeGreaterThan(0)
    })

    it('with brotli first when accepted', async () => {
      const res = await productPage('gzip, br')
      expect(res.headers['content-encoding']).toBe('br')
      expect(JSON.parse(brotliDecompressSync(res.body).toString())).toMatchObject({ code: 0 })
    })

    it('not when the client does not accept it, nor for a small reply', async () => {
      expect((await productPage('identity')).headers['content-encoding']).toBeUndefined()
      const small = await raw(server.base, `/app-api${paths.checkEmail}?mailbox=a%40example.com`, {
        headers: { 'tenant-id': 1, 'accept-encoding': 'gzip' },
        end: '',
      })
      expect(small.body.length).toBeLessThan(1024)
      expect(small.headers['content-encoding']).toBeUndefined()
      // Set on the reply in place (setOnReply), as on a compressed one.
      expect(small.headers.vary).toMatch(/accept-encoding/i)
      expect(small.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
      expect(envelopeOf(small).code).toBe(0)
    })
  })

  describe('request ids', () => {
    it('every reply carries a fresh one; one an untrusted client sends is not taken', async () => {
      const a = await fetch(`${server.base}/app-api${paths.checkEmail}?mailbox=a%40example.com`, {
        headers: { 'x-request-id': 'mine-123' },
      })
      const b = await fetch(`${server.base}/app-api/nope`)
      const idA = a.headers.get('x-request-id')
      expect(idA).toMatch(/^[0-9a-f-]{36}$/)
      expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(b.headers.get('x-request-id')).not.toBe(idA)
    })
  })
})

describe('request ids behind a trusted proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it("the proxy's X-Request-Id is kept, a malformed one replaced", async () => {
    const asked = (id: string) =>
      fetch(`${server.base}/app-api/nope`, { headers: { 'x-request-id': id } }).then((r) => r.headers.get('x-request-id'))
    expect(await asked('proxy-abc.123')).toBe('proxy-abc.123')
    expect(await asked('bad id\twith spaces')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
