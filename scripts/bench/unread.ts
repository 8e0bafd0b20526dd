import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { systemMessageWires } from '../../contract/systemMessages'
import { parseWire } from '../../contract/call'
import { pgliteDir } from '../../server/config'
import { asPlatform, openDatabase, schema } from '../../server/db/client'
import { hashToken } from '../../server/http/auth'
import { startProduct, stop } from './catalog'

/**
 * The unread poll at scale: `shoppers` logged-in shoppers each asking for their unread counts
 * every 5 s (SPEC.md section 9), so shoppers / 5 requests per second, spread evenly (an open
 * loop: a slow answer does not slow the arrivals). Measures the answers' p95 and the service
 * process's CPU over the window, on PGlite. Each shopper holds `perShopper` messages, a quarter
 * of them unread.
 */
export const unreadBudgets = { p95Ms: 10 }

const round = (n: number) => Math.round(n * 10) / 10
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** User + system CPU seconds of a process so far (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Shoppers with a live session and their messages, written straight into the seeded database. */
async function addShoppers(dataDir: string, shoppers: number, perShopper: number): Promise<string[]> {
  const database = await openDatabase({ dataDir: pgliteDir({ dataDir }) })
  const { users: u, sessions: s, systemMessages: m } = schema
  try {
    return await asPlatform(database.db, async (tx) => {
      // One real password hash for all: scrypt a thousand times would only slow the set-up.
      const [demo] = await tx.select({ hash: u.passwordHash }).from(u).where(eq(u.email, 'demo@vitrine.test'))
      const tokens: string[] = []
      for (let from = 0; from < shoppers; from += 200) {
        const batch = Array.from({ length: Math.min(200, shoppers - from) }, (_, i) => from + i)
        const ids = await tx
          .insert(u)
          .values(batch.map((n) => ({ tenantId: 1, email: `poll${n}@bench.test`, passwordHash: demo.hash, firstName: 'Poll' })))
          .returning({ id: u.id })
        const batchTokens = batch.map((n) => `bench-unread-token-${n}-${Math.random().toString(36).slice(2)}`)
        tokens.push(...batchTokens)
        await tx.insert(s).values(
          ids.map(({ id }, i) => ({
            tenantId: 1,
            userId: id,
            tokenHash: hashToken(batchTokens[i]),
            expiresAt: sql`now() + interval '1 day'`,
          })),
        )
        await tx.insert(m).values(
          ids.flatMap(({ id }) =>
            Array.from({ length: perShopper }, (_, k) => ({
              tenantId: 1,
              userId: id,
              title: `Message ${k}`,
              message: 'Bench',
              readAt: k % 4 === 0 ? null : new Date(),
            })),
          ),
        )
      }
      return tokens
    })
  } finally {
    await database.close()
  }
}

export async function benchUnread(options: { port: number; shoppers?: number; seconds?: number; perShopper?: number }) {
  const shoppers = options.shoppers ?? 1000
  const seconds = options.seconds ?? 30
  const perShopper = options.perShopper ?? 20
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-unread-'))
  process.env.SEED_PRODUCTS ??= '300'
  try {
    // First start seeds the tenants; then the shoppers are added while the service is down (PGlite is one process's).
    await stop(await startProduct(dataDir, options.port))
    const tokens = await addShoppers(dataDir, shoppers, perShopper)
    const server = await startProduct(dataDir, options.port)
    try {
      const url = `${server.base}/app-api${parseWire(systemMessageWires.unread).path}?mesType=1&userType=1`
      const poll = async (token: string) => {
        const t = performance.now()
        const res = await fetch(url, { headers: { 'tenant-id': '1', language: 'en', Authorization: token } })
        const body = (await res.json()) as { code: number; data: { system: number } }
        if (body.code !== 0) throw new Error(`unread: ${body.code}`)
        return { ms: performance.now() - t, system: body.data.system }
      }
      const sample = await poll(tokens[0])
      if (sample.system !== Math.ceil(perShopper / 4)) throw new Error(`expected ${Math.ceil(perShopper / 4)} unread, got ${sample.system}`)
      // Every shopper once, to warm the connection pool and the caches, as a running shop would be.
      for (let i = 0; i < tokens.length; i += 50) await Promise.all(tokens.slice(i, i + 50).map(poll))

      const rate = shoppers / 5
      const gap = 1000 / rate
      const total = Math.round(rate * seconds)
      const times: number[] = []
      let failed = 0
      let late = 0
      const inFlight: Promise<void>[] = []
      const pid = server.child.pid ?? 0
      const cpuBefore = cpuSeconds(pid)
      const started = performance.now()
      for (let i = 0; i < total; i++) {
        const due = started + i * gap
        const wait = due - performance.now()
        if (wait > 1) await sleep(wait)
        else if (wait < -gap) late++
        inFlight.push(
          poll(tokens[i % tokens.length]).then(
            (r) => void times.push(r.ms),
            (e) => {
              failed++
              if (failed <= 3) console.error(String(e), e?.cause)
            },
          ),
        )
      }
      await Promise.all(inFlight)
      const elapsed = (performance.now() - started) / 1000
      const cpu = cpuSeconds(pid) - cpuBefore
      times.sort((a, b) => a - b)
      return {
        shoppers,
        pollEverySeconds: 5,
        requestsPerSecond: round(times.length / elapsed),
        requests: times.length,
        failed,
        lateArrivals: late,
        medianMs: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        p99Ms: round(percentile(times, 99)),
        maxMs: round(times[times.length - 1]),
        serviceCpuPercentOfOneCore: round((cpu / elapsed) * 100),
        serviceCpuMsPerRequest: round((cpu * 1000) / times.length),
        /** The machine's load while measuring: other work on its cores slows the service down too. */
        machine: { cores: cpus().length, loadAverage1m: round(loadavg()[0]) },
      }
    } finally {
      await stop(server)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
