import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from './accountsHelpers'
import { checkAnswer, startTestServer, type TestServer } from './harness'
import { liveProduct, newOwner, saved, wholeProduct } from './sellerHelpers'

/**
 * Driven by the OpenAPI document: for every operation, generated requests (valid fields, wrong
 * types, missing fields, huge strings, lists for scalars, control characters, integers past their
 * column, an unknown tenant, no or a bad token) must always be answered with the envelope, never
 * a 500. The seller calls again as the owner of an open shop, ids mostly of their own products,
 * so that generated input reaches the service's checks. Bounded for npm test; PROPERTY_RUNS=200 runs longer.
 */
const runs = Number(process.env.PROPERTY_RUNS) || 20

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  minimum?: number
  maximum?: number
  maxLength?: number
  items?: Schema
  properties?: Record<string, Schema>
  anyOf?: Schema[]
}
interface Operation {
  method: string
  path: string
  encoding: 'query' | 'form' | 'json' | 'multipart'
  fields: Record<string, Schema>
}

let server: TestServer
let operations: Operation[] = []
let token = ''
/** A shop owner's token and their products (a draft, one on sale). */
let owner = { token: '', ids: [] as number[] }

beforeAll(async () => {
  server = await startTestServer()
  token = (await registerUser(server, 'property@example.com', 'Secret123')).data.accessToken
  const shopOwner = await newOwner(server)
  const draft = await saved(server, shopOwner, await wholeProduct(server, shopOwner, 'Property draft'))
  owner = { token: shopOwner.token, ids: [draft, await liveProduct(server, shopOwner, 'Property live')] }
  const doc = (await (await fetch(`${server.base}/app-api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters: { in?: string; name?: string; schema?: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >
  }
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const query = Object.fromEntries(op.parameters.filter((p) => p.in === 'query' && p.name && p.schema).map((p) => [p.name!, p.schema!]))
      const [type, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? []
      const encoding = !type ? 'query' : type.includes('multipart') ? 'multipart' : type.includes('urlencoded') ? 'form' : 'json'
      return { method: method.toUpperCase(), path, encoding, fields: body?.schema.properties ?? query } as Operation
    }),
  )
})
afterAll(() => server.stop())

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type[0] : s.type)

/** A value the field's schema accepts (most of the time: strings may still break a form rule). */
function valid(s: Schema): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum)
  if (s.anyOf) return fc.oneof(...s.anyOf.map(valid))
  switch (typeOf(s)) {
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -2_147_483_648), max: Math.min(s.maximum ?? 1000, 2_147_483_647) })
    case 'number':
      return fc.integer({ min: -1000, max: 1000 })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(s.items ? valid(s.items) : fc.integer(), { maxLength: 4 })
    case 'string':
      return fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) })
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(s.properties ?? {}).map(([name, p]) => [name, valid(p)])), { requiredKeys: [] })
    case 'null':
      return fc.constant(null)
    default:
      return fc.constant(undefined)
  }
}

const outOfRange = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  1e20,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  1.5,
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
)
const controls = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'x\u0000',
  'line\nbreak\u0000',
  '\u0007bell',
  '\u001b[2J',
  'tab\there',
  '\u202eevil',
  '\ud800',
)
const encoded = fc.constantFrom(
  '%00',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '😀'.repeat(20),
  'null',
  'undefined',
  '',
)

/** Anything a client could send in place of the field. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  { arbitrary: outOfRange, weight: 3 },
  { arbitrary: controls, weight: 3 },
  encoded,
)

/** `ids`: the caller's own records, which an `id` field names most of the time. */
const fieldOf = (name: string, s: Schema, ids: number[]) =>
  name === 'id' && ids.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, valid(s), hostile)
    : fc.oneof({ arbitrary: valid(s), weight: 3 }, { arbitrary: hostile, weight: 2 })

const fieldsOf = (op: Operation, ids: number[]) =>
  fc.record(Object.fromEntries(Object.entries(op.fields).map(([name, s]) => [name, fieldOf(name, s, ids)])), {
    requiredKeys: [],
  })

const request = (op: Operation, ids: number[] = []) =>
  fc.record({
    fields: fieldsOf(op, ids),
    // Mostly a real tenant and the usual encoding, so the fields reach the service.
    tenant: fc.oneof(
      { arbitrary: fc.constantFrom(undefined, '1', '2'), weight: 4 },
      fc.constantFrom('999999', '2147483648', '-5', 'abc', '1.5'),
    ),
    token: fc.oneof(
      { arbitrary: fc.constantFrom(null, 'valid'), weight: 4 },
      fc.constantFrom('garbage', 'Bearer ', `Bearer ${'x'.repeat(4000)}`),
    ),
    lang: fc.constantFrom('en', 'fr', 'jp', 'xx', ''),
    encoding: fc.oneof({ arbitrary: fc.constant(op.encoding), weight: 4 }, fc.constantFrom('query', 'form', 'json', 'broken')),
  })

const asText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))

type Generated = ReturnType<typeof request> extends fc.Arbitrary<infer R> ? R : never

async function send(op: Operation, r: Generated, validToken = token) {
  const url = new URL(`/app-api${op.path}`, server.base)
  const headers: Record<string, string> = { language: r.lang }
  if (r.tenant !== undefined) headers['tenant-id'] = r.tenant
  if (r.token) headers.authorization = r.token === 'valid' ? validToken : r.token
  const entries = Object.entries(r.fields).filter(([, v]) => v !== undefined)
  const pairs = entries.flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, asText(item)]) : [[k, asText(v)]]))
  let body: BodyInit | undefined
  // Node refuses a request line and headers over 16 kB itself (431, before any route): query values stay shorter.
  if (r.encoding === 'query' || op.method === 'GET') for (const [k, v] of pairs) url.searchParams.append(k, v.slice(0, 2000))
  else if (r.encoding === 'form') body = new URLSearchParams(pairs)
  else if (r.encoding === 'json') {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(Object.fromEntries(entries))
  } else {
    headers['content-type'] = 'application/json'
    body = '{"unterminated": '
  }
  const res = await fetch(url, { method: op.method, headers, body })
  return { status: res.status, text: await res.text() }
}

/** The answer is the envelope, and a success matches the call's response schema. */
function expectEnvelope(op: Operation, answer: { status: number; text: string }) {
  expect(answer.status, answer.text.slice(0, 300)).not.toBe(500)
  let envelope: { code: unknown; data: unknown; msg: unknown }
  try {
    envelope = JSON.parse(answer.text)
  } catch {
    throw new Error(`${op.method} ${op.path} answered ${answer.status} without JSON: ${answer.text.slice(0, 200)}`)
  }
  expect(typeof envelope.code).toBe('number')
  expect(typeof envelope.msg).toBe('string')
  expect(envelope).toHaveProperty('data')
  checkAnswer(op.method, op.path, envelope as { code: number; data: unknown })
}

describe('every operation of the document', () => {
  it('answers generated requests with the envelope, never a 500', async () => {
    expect(operations.length).toBeGreaterThan(40)
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(request(op), async (r) => expectEnvelope(op, await send(op, r))),
        { numRuns: runs },
      )
    }
  }, 600_000)

  it('answers a shop owner’s generated seller requests with the envelope, never a 500', async () => {
    const seller = operations.filter((op) => op.path.startsWith('/seller/'))
    expect(seller.length).toBeGreaterThan(5)
    const answered = new Set<string>()
    for (const op of seller) {
      await fc.assert(
        fc.asyncProperty(request(op, owner.ids), async (r) => {
          const answer = await send(op, r, owner.token)
          expectEnvelope(op, answer)
          if (answer.status === 200) answered.add(op.path)
        }),
        { numRuns: runs * 3 },
      )
    }
    // The owner was let in: the product calls answered some generated requests, not only refusals.
    expect([...answered].filter((path) => path.startsWith('/seller/product/')).length).toBeGreaterThan(2)
  }, 600_000)

  it('answers an oversize body with the envelope', async () => {
    const big = JSON.stringify({ list: Array.from({ length: 200_000 }, (_, i) => i), text: 'x'.repeat(2_000_000) })
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const res = await fetch(new URL(`/app-api${op.path}`, server.base), {
        method: op.method,
        headers: { 'content-type': 'application/json', authorization: token },
        body: big,
      })
      expectEnvelope(op, { status: res.status, text: await res.text() })
    }
  }, 300_000)

  it('answers encoded and odd paths below /app-api with the envelope', async () => {
    const segment = fc.oneof(fc.constantFrom('%00', '%2e%2e', '..', '%2F', '%', '%zz', '%E2%80%AE', 'a%20b', '', '%25'), fc.webSegment())
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
        async (segments, method) => {
          const url = new URL(`/app-api/${segments.join('/')}`, server.base)
          // Dot segments the URL resolves out of /app-api make requests that are not the API's.
          if (!url.pathname.startsWith('/app-api/')) return
          const res = await fetch(url, { method })
          expectEnvelope(
            { method, path: `/${segments.join('/')}`, encoding: 'query', fields: {} },
            { status: res.status, text: await res.text() },
          )
        },
      ),
      { numRuns: runs * 5 },
    )
  }, 300_000)
})
