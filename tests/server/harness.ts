import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import * as z from 'zod/mini'
import { allAdminCalls } from '../../contract/admin'
import { isSuccessCode } from '../../contract/envelope'
import { callAt } from '../../contract/schemas'
import { readConfig } from '../../server/config'
import { startServer } from '../../server/main'
import { adminClientOf, clientOf } from './client'
import { replicaOf } from './replicaHelpers'
import { copySeeded, defaultSeedProducts, freshPostgres } from './seeded'

export { freshPostgres }

/** The admin API's token of every test service. */
export const testOpsToken = 'test-ops-token'

/**
 * A real service on a free port for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (npm test does so when DATABASE_URL is).
 * Seeded like a first start: a copy of the run's seeded database (tests/server/seeded.ts) unless
 * `env` asks for another seed or names its database. `clock` pins the rate limits' minute windows.
 * `replica`: the public catalog reads the file's database on the test replica (TEST_REPLICA_URL), when there is one.
 * Its clients are `clientsAt`'s.
 */
export async function startTestServer(env: Record<string, string> = {}, hooks: { clock?: () => number; replica?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'))
  const seeded = startsSeeded(env) ? inject('seeded') : null
  const database = env.DATABASE_URL ? null : await freshPostgres(undefined, seeded?.template)
  const replicaUrl = hooks.replica && database ? await replicaOf(database.url) : null
  const image = seeded ? await copySeeded(seeded, dataDir) : undefined
  const read = readConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    DIST_DIR: '',
    OPS_TOKEN: testOpsToken,
    PGLITE_MEMORY: '1',
    SEED_PRODUCTS: defaultSeedProducts,
    // Tests stand in for a proxy: their X-Forwarded-For gives each case its own client address.
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_READS: '100000',
    RATE_LIMIT_WRITES: '100000',
    REQUESTS_IN_FLIGHT_MAX: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
    ...env,
  })
  const config = { ...read, rateLimit: { ...read.rateLimit, clock: hooks.clock } }
  const server = await startServer(config, image)
  const base = `http://127.0.0.1:${server.port}`

  const clients = clientsAt(base)

  return {
    base,
    dataDir,
    databaseUrl: database?.url ?? null,
    db: server.database.db,
    http: server.http,
    ...clients,
    async stop() {
      await server.close()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The clients of a service at `base`: `call` speaks the /app-api envelope, `api` its typed calls
 * (`api.wallet.withdraw({ ... }, as(shopper))`), `ops` the admin API with the tests' ops token and
 * `admin` its typed calls (`admin.wallet.approveRecharge({ id })`, answering the whole envelope).
 */
export function clientsAt(base: string) {
  const call = callerAt(base)

  async function ops<T = unknown>(path: string, init: OpsInit = {}) {
    const url = new URL(`/admin-api${path}`, base)
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v))
    const method = init.method ?? 'GET'
    const res = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${testOpsToken}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
      body: init.json ? JSON.stringify(init.json) : init.body,
    })
    const envelope = (await res.json()) as { code: number; data: T; msg: string }
    checkAnswer(method, url.pathname, envelope, adminCallAt(method, url.pathname.slice('/admin-api'.length)))
    return { status: res.status, ...envelope }
  }

  return { call, api: clientOf(call), ops, admin: adminClientOf((method, path, options = {}) => ops(path, { method, ...options })) }
}

/** The /app-api envelope of a service at `base`, each code-0 answer checked against its call's output schema. */
export function callerAt(base: string) {
  return async function call<T = unknown>(method: string, path: string, options: CallOptions = {}) {
    const url = new URL(`/app-api${path}`, base)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { 'tenant-id': String(options.tenant ?? 1), language: options.lang ?? 'en', ...options.headers }
    if (options.token) headers.Authorization = options.token
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.form) {
      body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)]))
    } else if (options.body) body = options.body
    const res = await fetch(url, { method, headers, body })
    const envelope = (await res.json()) as { code: number; data: T; msg: string }
    checkAnswer(method, path, envelope)
    return { status: res.status, ...envelope }
  }
}

/** The admin call registered for a method and path (below /admin-api; none has path parameters). */
const adminCallAt = (method: string, path: string) => allAdminCalls.find((c) => c.wire.method === method && c.wire.path === path)

/** Whether a server of `env` starts from the run's seeded copy: the same seed, in a database of its own. */
const startsSeeded = (env: Record<string, string>) =>
  env.DATABASE_URL === undefined && env.SEED === undefined && (env.SEED_PRODUCTS ?? defaultSeedProducts) === defaultSeedProducts

/**
 * Every successful answer of a contract call must match the call's response schema: checked
 * here once for every test, so an answer cannot drift from the contract unnoticed.
 */
export function checkAnswer(method: string, path: string, envelope: { code: number; data: unknown }, call = callAt(method, path)) {
  if (!isSuccessCode(envelope.code) || !call) return
  const result = z.safeParse(call.output, envelope.data)
  if (result.success) return
  const issue = result.error.issues[0]
  throw new Error(
    `${method} ${path} answered data that does not match its response schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  )
}

export interface CallOptions {
  query?: Record<string, string | number>
  form?: Record<string, string | number | boolean>
  json?: unknown
  body?: BodyInit
  token?: string
  tenant?: number
  lang?: string
  headers?: Record<string, string>
}

type OpsInit = Pick<CallOptions, 'query' | 'json' | 'body'> & { method?: string }

export type TestServer = Awaited<ReturnType<typeof startTestServer>>
