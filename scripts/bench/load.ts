import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readConfig } from '../../server/config'
import { type Db, inTenant } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { startServer } from '../../server/main'
import { freshPostgres } from '../../tests/server/harness'

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
      DATA_DIR: dataDir,
      PORT: '0',
      DIST_DIR: '',
      OPS_TOKEN: 'bench-ops-token',
      PGLITE_MEMORY: '1',
      SEED_PRODUCTS: '150',
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_READS: '100000000',
      RATE_LIMIT_WRITES: '100000000',
      LOG_LEVEL: 'warn',
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
