import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { startTestServer, type TestServer } from './harness'

/** Low limits, so a test reaches them; the harness's proxy (127.0.0.1) lets each case be its own client address. */
const limits = { RATE_LIMIT_READS: '6', RATE_LIMIT_WRITES: '3' }

/** The limits' clock: each case begins a minute of its own, so its counts share one window. */
let now = Date.UTC(2030, 0, 1, 12, 0, 0)
const clock = () => now
beforeEach(() => {
  now += 60_000
})

let server: TestServer
let dist: string
beforeAll(async () => {
  // A storefront build of one page with an (empty) manifest, so pages get their start-up replies.
  dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dist, '.vite/manifest.json'), '{}')
  server = await startTestServer({ ...limits, DIST_DIR: dist }, { clock })
})
afterAll(async () => {
  await server.stop()
  rmSync(dist, { recursive: true, force: true })
})

let addresses = 0
const freshAddress = () => `192.0.2.${++addresses}`

// Raw: a write to a path outside the contract (the limit counts it before routing finds nothing there).
const write = (ip: string, token?: string) => server.call('POST', '/nope', { headers: { 'x-forwarded-for': ip }, token })
const read = (ip: string) => server.api.auth.checkEmail({ mailbox: 'a@example.com' }, { headers: { 'x-forwarded-for': ip } })

describe("the guests' rate limit per client address", () => {
  it('refuses writes over their budget with the 429 envelope and Retry-After; reads have their own budget', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 3; i++) expect((await write(ip)).code).toBe(ErrorCode.notFound)
    const res = await fetch(`${server.base}/app-api/nope`, { method: 'POST', headers: { 'x-forwarded-for': ip, language: 'fr' } })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(await res.json()).toEqual({ code: ErrorCode.tooManyRequests, data: null, msg: 'Trop de demandes. Réessayez dans 60 s.' })

    for (let i = 0; i < 6; i++) expect((await read(ip)).code).toBe(0)
    expect(await read(ip)).toMatchObject({ status: 429, code: ErrorCode.tooManyRequests })
    // Another address is not held back.
    expect((await read(freshAddress())).code).toBe(0)
  })

  it('tells the seconds left in the minute, and gives a new budget with the next minute', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 3; i++) expect((await write(ip)).code).toBe(ErrorCode.notFound)
    now += 45_500
    expect(await write(ip)).toMatchObject({
      status: 429,
      code: ErrorCode.tooManyRequests,
      msg: 'Too many requests. Please wait 15 s and try again.',
    })
    now += 14_500
    for (let i = 0; i < 3; i++) expect((await write(ip)).code).toBe(ErrorCode.notFound)
    expect((await write(ip)).code).toBe(ErrorCode.tooManyRequests)
  })

  it('counts guesses at identity images as reads: signatures cannot be tried at will', async () => {
    const ip = freshAddress()
    const guess = (i: number) =>
      fetch(`${server.base}/private/identity/${'a'.repeat(32)}.jpg?expires=9999999999&sig=guess${i}`, {
        headers: { 'x-forwarded-for': ip },
      })
    for (let i = 0; i < 6; i++) expect((await guess(i)).status).toBe(404)
    const refused = await guess(6)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
  })

  it("lets a logged-in shopper go on, up to five times the guests' budget", async () => {
    const ip = freshAddress()
    const login = await server.api.auth.login(
      { mailbox: 'demo@vitrine.test', password: 'Demo12345' },
      { headers: { 'x-forwarded-for': ip } },
    )
    const token = login.data.accessToken
    for (let i = 0; i < 2; i++) expect((await write(ip)).code).toBe(ErrorCode.notFound)
    expect((await write(ip)).code).toBe(ErrorCode.tooManyRequests)
    for (let i = 4; i < 15; i++) expect((await write(ip, token)).code, `write ${i + 1}`).toBe(ErrorCode.notFound)
    expect((await write(ip, token)).code).toBe(ErrorCode.tooManyRequests)
    expect((await write(ip, 'not-a-session')).code).toBe(ErrorCode.tooManyRequests)
  })

  it('counts a page once, not each of its start-up replies', async () => {
    const ip = freshAddress()
    const page = () => fetch(`${server.base}/`, { headers: { 'x-forwarded-for': ip } }).then((r) => r.text())
    const replies = (html: string) => JSON.parse(/id="boot-replies">(.*?)<\/script>/s.exec(html)![1]!) as unknown[]
    // Each page has more start-up replies than the whole budget of reads.
    for (let i = 0; i < 5; i++) expect(replies(await page()).length).toBeGreaterThan(6)
    expect((await read(ip)).code).toBe(0)
    // Over the budget, the page comes without them: the storefront asks, and hears 429.
    expect(replies(await page())).toEqual([])
    expect((await read(ip)).code).toBe(ErrorCode.tooManyRequests)
  })
})

describe('two instances on one PostgreSQL database', () => {
  // PGlite serves one process, so two instances cannot share one; the count is shared through the database.
  it.skipIf(!process.env.TEST_DATABASE_URL)('share the count (PostgreSQL only: PGlite is single-process)', async () => {
    const other = await startTestServer({ ...limits, DATABASE_URL: server.databaseUrl! }, { clock })
    try {
      const ip = freshAddress()
      // Raw: a path outside the contract, as `write` above.
      const writeTo = (s: TestServer) => s.call('POST', '/nope', { headers: { 'x-forwarded-for': ip } })
      expect((await writeTo(server)).code).toBe(ErrorCode.notFound)
      expect((await writeTo(other)).code).toBe(ErrorCode.notFound)
      expect((await writeTo(server)).code).toBe(ErrorCode.notFound)
      expect((await writeTo(other)).code).toBe(ErrorCode.tooManyRequests)
      expect((await writeTo(server)).code).toBe(ErrorCode.tooManyRequests)
    } finally {
      await other.stop()
    }
  })
})

describe('behind no trusted proxy', () => {
  let direct: TestServer
  beforeAll(async () => {
    direct = await startTestServer({ ...limits, TRUSTED_PROXIES: '', DIST_DIR: dist }, { clock })
  })
  afterAll(() => direct.stop())

  it("a forged X-Forwarded-For does not reset the budget, nor does X-Forwarded-Proto change the page's address", async () => {
    // Raw: a path outside the contract, as `write` above.
    for (let i = 0; i < 3; i++)
      expect((await direct.call('POST', '/nope', { headers: { 'x-forwarded-for': freshAddress() } })).code).toBe(ErrorCode.notFound)
    expect((await direct.call('POST', '/nope', { headers: { 'x-forwarded-for': freshAddress() } })).code).toBe(ErrorCode.tooManyRequests)
    const html = await fetch(`${direct.base}/`, { headers: { 'x-forwarded-proto': 'https' } }).then((r) => r.text())
    expect(html).toContain(encodeURIComponent(`http://${new URL(direct.base).host}`))
    expect(html).not.toContain('https%3A')
  })
})
