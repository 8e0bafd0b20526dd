import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readConfig } from '../../server/config'
import { type Db, inTenant, openDatabase } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { startServer } from '../../server/main'
import { startChildService } from '../../tests/server/childService'
import { serveArgs, serveEnv } from './serveEnv'
import { freshPostgres } from '../../tests/server/harness'
import { stopChild } from '../../tests/server/instancePair'

/** What the write benches share: a seeded service in this process, logged-in shoppers, and timed concurrent loops. */

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
export const round = (n: number) => Math.round(n * 10) / 10

export function summary(times: number[], failed: number, ms: number) {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: times.length,
    failed,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    requestsPerSecond: Math.round(times.length / (ms / 1000)),
  }
}

/** `users` loops at once, each running its `perUser` calls in turn; every call's time. */
export async function load(users: number, perUser: number, call: (user: number, i: number) => Promise<boolean>) {
  const times: number[] = []
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let i = 0; i < perUser; i++) {
        const t = performance.now()
        const ok = await call(user, i)
        times.push(performance.now() - t)
        if (!ok) failed++
      }
    }),
  )
  return summary(times, failed, performance.now() - started)
}

export type BenchDatabase = 'pglite' | 'postgres'

/** What every bench service runs with: seeded small (150 products), rate limits off, proxies trusted (each user sends from its own address). */
const benchEnv = {
  OPS_TOKEN: 'bench-ops-token',
  SEED_PRODUCTS: '150',
  TRUSTED_PROXIES: '127.0.0.1',
  RATE_LIMIT_READS: '100000000',
  RATE_LIMIT_WRITES: '100000000',
  LOG_LEVEL: 'warn',
}

/**
 * A service seeded small (150 products) on PGlite in memory, or on a fresh PostgreSQL database
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (dropped by `close`); rate limits off.
 */
export async function benchServer(database: BenchDatabase, env: Record<string, string> = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  const pgDb = database === 'postgres' && admin ? await freshPostgres(admin) : null
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'))
  const server = await startServer(
    readConfig({
      ...benchEnv,
      DATA_DIR: dataDir,
      PORT: '0',
      DIST_DIR: '',
      PGLITE_MEMORY: '1',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...env,
    }),
  )
  return {
    base: `http://127.0.0.1:${server.port}`,
    db: server.database.db,
    async close() {
      await server.close()
      await pgDb?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The service in a process of its own, as `npm run serve` runs it (the bundle, dist-server/main.mjs),
 * so that its resident memory is its own: seeded and prepared by `prepare` in this process first
 * (a PGlite data folder on disk, or a fresh PostgreSQL database), then started on what that left.
 * `rssMb` reads its resident memory now; `finish` stops it, runs `check` on its database (opened
 * in this process once the service is gone: a PGlite folder has one process at a time), and drops it.
 */
export async function servedApart<T>(database: BenchDatabase, prepare: (base: string, db: Db) => Promise<T>) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  const pgDb = database === 'postgres' && admin ? await freshPostgres(admin) : null
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'))
  const env = {
    ...benchEnv,
    DATA_DIR: dataDir,
    DIST_DIR: '',
    CODE_SECRET: randomBytes(32).toString('hex'),
    REQUESTS_IN_FLIGHT_MAX: '100000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  }
  const server = await startServer(readConfig({ ...env, PORT: '0' }))
  const prepared = await prepare(`http://127.0.0.1:${server.port}`, server.database.db).finally(() => server.close())
  const service = startChildService({ ...env, ...serveEnv, SEED: '0' }, serveArgs)
  const port = await service.ready
  return {
    base: `http://127.0.0.1:${port}`,
    prepared,
    pid: service.child.pid,
    rssMb: () => Number(readFileSync(`/proc/${service.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024,
    async finish<R>(check: (db: Db) => Promise<R>): Promise<R> {
      await stopChild(service)
      try {
        const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir })
        return await check(database.db).finally(() => database.close())
      } finally {
        await pgDb?.drop()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/** `count` shoppers of tenant 1, made in the database and logged in over HTTP. */
export function benchShoppers(base: string, db: Db, count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${prefix}-${i}@example.com`
      const { id } = await inTenant(db, 1, (tx) => createUser(tx, 1, { email, password: 'Bench12345' }))
      const res = await fetch(`${base}/app-api/member/firstauth/login`, {
        method: 'POST',
        headers: { 'tenant-id': '1', 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
        body: JSON.stringify({ mailbox: email, password: 'Bench12345' }),
      })
      const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken
      return { id, email, token }
    }),
  )
}
