import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noncePlaceholder } from '../../scripts/cspNonce'
import { startTestServer } from './harness'

/**
 * A tiny build beside files the service must never send: a server bundle and a file whose name
 * starts with the build folder's (`dist` + `secret.txt`), as dist-server/ and data/ sit beside dist/.
 */
const place = mkdtempSync(join(tmpdir(), 'vitrine-static-'))
const dist = join(place, 'dist')
const indexHtml =
  `<html><head><meta property="csp-nonce" nonce="${noncePlaceholder}"><script nonce="${noncePlaceholder}">1</script></head>` +
  '<body><div id="root"></div></body></html>'
for (const [file, text] of Object.entries({
  'dist/index.html': indexHtml,
  'dist/assets/app-1234.js': 'export {}',
  'dist/sw.js': 'self.addEventListener("fetch", () => {})',
  'dist/.vite/manifest.json': '{}',
  'dist/assets/.hidden.txt': 'hidden',
  'dist-server/main.mjs': 'the server bundle',
  'distsecret.txt': 'a sibling secret',
})) {
  mkdirSync(join(place, file, '..'), { recursive: true })
  writeFileSync(join(place, file), text)
}
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer({ DIST_DIR: dist })
  mkdirSync(join(server.dataDir, 'uploads/1/2026-01'), { recursive: true })
  writeFileSync(join(server.dataDir, 'uploads/1/2026-01/picture.png'), png)
  writeFileSync(join(server.dataDir, 'uploads-secret.txt'), 'beside the uploads')
})
afterAll(async () => {
  await server?.stop()
  rmSync(place, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers })

describe('nothing outside the web root, nor hidden in it, is served', () => {
  it('serves the build’s own files', async () => {
    const res = await get('/assets/app-1234.js')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('export {}')
  })

  // Each of these sent the file before: escapes decoded after routing, and a root checked without a separator.
  for (const path of [
    '/..%2fdist-server/main.mjs',
    '/..%2Fdist-server/main.mjs',
    '/..%5cdist-server/main.mjs',
    '/%2e%2e%2fdistsecret.txt',
    '/assets/..%2f..%2fdistsecret.txt',
    '/uploads/..%2fuploads-secret.txt',
    '/uploads/..%2f..%2fdist-server/main.mjs',
  ]) {
    it(`refuses ${path}`, async () => {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(await res.text()).not.toMatch(/server bundle|secret|beside the uploads/)
    })
  }

  for (const path of ['/%ff', '/%E0%A4%A', '/assets/%c3', '/uploads/%ff.png']) {
    it(`answers a malformed escape (${path}) with 400, not 500`, async () => {
      expect((await get(path)).status).toBe(400)
    })
  }

  for (const path of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/.hidden.txt', '/.vite/']) {
    it(`never serves dot-files or dot-folders (${path})`, async () => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('{}')
    })
  }

  it('still reads the manifest itself: pages are served', async () => {
    const res = await get('/categoryIndex')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="root">')
  })
})

describe('security headers', () => {
  it('gives each page its own nonce, in its policy and on its inline scripts and meta', async () => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const res = await get('/', { 'accept-encoding': 'identity' })
      const policy = res.headers.get('content-security-policy') ?? ''
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})'/)?.[1]
      expect(nonce).toBeTruthy()
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`)
      for (const directive of [
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "media-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive)
      }
      const body = await res.text()
      expect(body).not.toContain(noncePlaceholder)
      expect(body.split(`nonce="${nonce}"`)).toHaveLength(3)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull()
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
    expect((await get('/app-api/nothing-here', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(
      /max-age=/,
    )
  })

  it('sends a page in an encoding the client accepts, honouring q=0', async () => {
    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip')
    expect((await get('/', { 'accept-encoding': 'gzip;q=0, br' })).headers.get('content-encoding')).toBe('br')
    expect((await get('/', { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull()
  })

  it('believes x-forwarded-proto only from a trusted proxy', async () => {
    const direct = await startTestServer({ TRUSTED_PROXIES: '', DIST_DIR: dist })
    try {
      for (const path of ['/', '/app-api/nothing-here']) {
        const res = await fetch(`${direct.base}${path}`, { headers: { 'x-forwarded-proto': 'https' } })
        expect(res.headers.get('strict-transport-security'), path).toBeNull()
      }
    } finally {
      await direct.stop()
    }
  })

  it('forbids sniffing and framing on every answer, API and generated pictures included', async () => {
    for (const path of [
      '/app-api/system/tenant/get-by-website?website=localhost',
      '/admin-api/tenants',
      '/assets/app-1234.js',
      '/nothing.txt',
      '/media/brand/1.svg',
    ]) {
      const res = await get(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
    }
    // A file that is not a page runs nothing, so it gets no page policy.
    expect((await get('/assets/app-1234.js')).headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it('serves uploads as pictures that can run nothing', async () => {
    const res = await get('/uploads/1/2026-01/picture.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'")
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
  })
})

describe('the installable app', () => {
  it('serves the service worker at the root, revalidated on every check, and hashed code for a year', async () => {
    const worker = await get('/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect((await get('/assets/app-1234.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers the manifest and the offline page itself, never with the storefront’s page', async () => {
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json')
    expect(((await manifest.json()) as { name: string }).name).toBe('Vitrine')
    const offline = await get('/offline')
    expect(await offline.text()).toContain('<h1>You are offline</h1>')
  })
})
