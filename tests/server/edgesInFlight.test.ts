import { type ClientRequest, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ REQUESTS_IN_FLIGHT_MAX: '8' })
})
afterAll(() => server.stop())

let addresses = 0
const freshAddress = () => `198.51.100.${++addresses}`
const headers = (ip: string) => ({ 'x-forwarded-for': ip, 'tenant-id': '1', 'content-type': 'application/json' })
const listPath = '/app-api/product/spuFirst/page'

const list = (ip: string) => fetch(`${server.base}${listPath}`, { method: 'POST', headers: headers(ip), body: '{"page": 1, "row": 20}' })

interface Answer {
  status: number
  retryAfter: string | undefined
  body: string
}

/**
 * A list request whose body has begun but not ended: the service holds it in progress until
 * `end`; a refusal comes back before that. `answer` is set once it is answered.
 */
function held(ip: string) {
  let req: ClientRequest | undefined
  const state: { answer?: Answer } = {}
  const answered = new Promise<Answer>((resolve) => {
    req = request(`${server.base}${listPath}`, { method: 'POST', agent: false, headers: headers(ip) }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve((state.answer = { status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body })))
    })
    // A refused request's connection may close before its body ends.
    req.on('error', () => {})
    req.write('{"page": 1, ')
  })
  return { answered, state, end: () => req?.end('"row": 20}') }
}

describe('requests in progress per client address', () => {
  it('of 40 parallel list requests from one client, 8 are served and 32 refused 429 with Retry-After; another client is served', async () => {
    const ip = freshAddress()
    const burst = Array.from({ length: 40 }, () => held(ip))
    const answeredSoFar = () => burst.filter((r) => r.state.answer).length
    // Bounded generously: on a loaded machine 40 connections take a while to be refused.
    await expect.poll(answeredSoFar, { timeout: 10_000 }).toBe(32)
    for (const { state } of burst.filter((r) => r.state.answer)) {
      expect(state.answer).toMatchObject({ status: 429, retryAfter: '1' })
      expect(JSON.parse(state.answer!.body)).toEqual({
        code: ErrorCode.tooManyRequests,
        data: null,
        msg: 'Too many requests. Please wait 1 s and try again.',
      })
    }
    // While that client holds its eight, another is served, and it is itself refused.
    expect((await list(freshAddress())).status).toBe(200)
    expect((await list(ip)).status).toBe(429)

    const served = burst.filter((r) => !r.state.answer)
    served[0]!.end()
    expect((await served[0]!.answered).status).toBe(200)
    // The slot freed with that answer.
    expect((await list(ip)).status).toBe(200)
    for (const r of burst) r.end()
    expect((await Promise.all(served.map((r) => r.answered))).map((a) => a.status)).toEqual(Array(8).fill(200))
    expect((await list(ip)).status).toBe(200)
  })
})
