import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { ErrorCode } from '../../contract/codes'
import { readConfig } from '../../server/config'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ CONNECTIONS_PER_ADDRESS_MAX: '4' })
})
afterAll(() => server.stop())

const port = () => Number(new URL(server.base).port)

/** A connection from another loopback address than the harness's trusted proxy (127.0.0.1), so it is a client of its own. */
function openFrom(localAddress: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: port(), localAddress }, () => resolve(socket))
    socket.on('error', reject)
  })
}

/** A list request from `localAddress` on a connection of its own: its status and body. */
function get(localAddress: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        localAddress,
        path: '/app-api/system/country-region/list',
        agent: false,
        headers: { 'tenant-id': '1' },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('slow clients are not held without bound', () => {
  it("Node's server waits for headers, a request and an idle connection only as long as a slow phone needs", () => {
    const http = server.http
    expect(http.headersTimeout).toBe(20_000)
    expect(http.requestTimeout).toBe(180_000)
    expect(http.keepAliveTimeout).toBe(5_000)
    expect(http.maxRequestsPerSocket).toBe(1000)
  })

  it('a client address holding its 4 connections is refused a fifth with the 429 envelope, while another address is served', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => openFrom('127.0.0.2')))
    const refused = await get('127.0.0.2')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ code: ErrorCode.tooManyRequests, data: null })
    expect((await get('127.0.0.3')).status).toBe(200)

    held[0]!.destroy()
    await expect.poll(async () => (await get('127.0.0.2')).status, { timeout: 10_000 }).toBe(200)
    for (const socket of held) socket.destroy()
  })
})

/** Raw bytes to the service from a client address of its own; the whole answer, once the service closes. */
function raw(text: string, localAddress = '127.0.0.4') {
  return new Promise<string>((resolve, reject) => {
    let answer = ''
    const socket = connect({ host: '127.0.0.1', port: port(), localAddress }, () => socket.write(text))
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('requests Node cannot hand to the app get the envelope too', () => {
  it('an address over 16 kB is answered 431 with the envelope, not a bare status', async () => {
    const res = await fetch(`${server.base}/app-api/system/country-region/list?q=${'x'.repeat(17 * 1024)}`)
    expect(res.status).toBe(431)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({
      code: ErrorCode.headersTooLarge,
      data: null,
      msg: 'The address or headers of the request are too long (at most 16 kB in all)',
    })
  })

  it('a request that is not HTTP is answered 400 with the envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: ErrorCode.badRequest,
      data: null,
      msg: 'The request could not be read',
    })
  })
})

describe('a client sending its request too slowly', () => {
  const headersMs = 1_000
  const requestMs = 2_000
  let short: TestServer
  beforeAll(async () => {
    short = await startTestServer({ HEADERS_TIMEOUT_MS: String(headersMs), REQUEST_TIMEOUT_MS: String(requestMs) })
  })
  afterAll(() => short.stop())

  /** `start`, then `more` every 100 ms until the service closes the connection (or resets it): what it answered, and when. */
  function dribble(start: string, more: string, localAddress: string) {
    return new Promise<{ answer: string; waited: number }>((resolve) => {
      const started = performance.now()
      let answer = ''
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(short.base).port), localAddress }, () => socket.write(start))
      const sending = setInterval(() => socket.writable && socket.write(more), 100)
      socket.on('data', (chunk) => (answer += chunk))
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(sending)
        resolve({ answer, waited: performance.now() - started })
      })
    })
  }

  it('headers never finished are answered 408 with the envelope once HEADERS_TIMEOUT_MS is over, though they kept coming', async () => {
    const { answer, waited } = await dribble(
      'GET /app-api/system/country-region/list HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: 1\r\n',
      '127.0.0.5',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: ErrorCode.requestTimeout,
      data: null,
      msg: 'The request took too long to arrive. Please try again.',
    })
    expect(waited).toBeGreaterThanOrEqual(headersMs)
    expect(waited).toBeLessThan(headersMs * 3)
  })

  it('a body still arriving at REQUEST_TIMEOUT_MS is cut off without an answer (docs/behaviour.md: the app was already reading it)', async () => {
    const headers = 'Host: x\r\ntenant-id: 1\r\ncontent-type: application/json\r\nContent-Length: 1000\r\n\r\n{'
    const { answer, waited } = await dribble(`POST /app-api${paths.login} HTTP/1.1\r\n${headers}`, ' ', '127.0.0.6')
    expect(answer).toBe('')
    expect(waited).toBeGreaterThanOrEqual(requestMs)
    expect(waited).toBeLessThan(requestMs * 3)
  })

  it("refuses at start a headers' wait longer than the request's, or none, naming both variables", () => {
    for (const wait of ['3000', '0'])
      expect(() => readConfig({ HEADERS_TIMEOUT_MS: wait, REQUEST_TIMEOUT_MS: '2000' })).toThrow(
        `HEADERS_TIMEOUT_MS must be at least 1 and at most REQUEST_TIMEOUT_MS (2000), not ${wait}`,
      )
  })
})
