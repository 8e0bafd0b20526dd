import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { catalogPaths } from '../../contract/catalog'
import { type Db, openDatabase } from '../../server/db/client'
import type { ChildService } from '../../tests/server/childService'
import { freshPostgres } from '../../tests/server/harness'
import { startInstances, stopChild } from '../../tests/server/instancePair'
import { roundRobinProxy } from '../../tests/server/roundRobinProxy'
import { benchBuyers } from './buyers'
import { benchFetch } from './clientThread'
import { summary } from './load'

/**
 * One instance against two on one PostgreSQL (docs/scale.md), each measured behind the same
 * round-robin proxy so the proxy's hop is in both: the catalog list's p95 with 20 guests at once,
 * and checkouts (two orders each) made and paid by balance per second with 20 shoppers at once.
 * The instances run as an operator runs them (`node server/main.ts`), seeded small (150
 * products) by the first; rounds alternate one and two. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
const users = 20
const listsPerUser = 25
const checkoutsPerUser = 5

async function listLoad(base: string) {
  const list = (user: number, page: number) =>
    benchFetch(`${base}/app-api${catalogPaths.productPage}`, {
      method: 'POST',
      headers: { 'tenant-id': '1', language: 'en', 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${user + 1}` },
      body: JSON.stringify({ page: (page % 5) + 1, row: 20 }),
    })
  const times: number[] = []
  /** Each failure's status and the start of its text. */
  const failures: string[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let i = 0; i < listsPerUser; i++) {
        const res = await list(user, i)
        times.push(res.ms)
        if (res.status !== 200) failures.push(`${res.status} ${res.text.slice(0, 200)}`)
      }
    }),
  )
  return { ...summary(times, failures.length, performance.now() - started), failures: failures.slice(0, 3) }
}

async function checkoutLoad(base: string, db: Db, prefix: string) {
  const { create, pay } = await benchBuyers(base, db, users, prefix)
  let paidOrders = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let i = 0; i < checkoutsPerUser; i++) {
        const made = await create(user)
        const paid = made.code === 0 ? await pay(user, made.data.tradeOrderIdList) : made
        if (paid.code === 0) paidOrders += made.data.tradeOrderIdList.length
        else failed++
      }
    }),
  )
  return { ordersMadeAndPaidPerSecond: Math.round(paidOrders / ((performance.now() - started) / 1000)), failed }
}

async function benchInstancesOn(databaseUrl: string, folder: string) {
  const env = {
    DATABASE_URL: databaseUrl,
    CODE_SECRET: randomBytes(32).toString('hex'),
    OPS_TOKEN: 'bench-ops-token',
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_READS: '100000000',
    RATE_LIMIT_WRITES: '100000000',
    REQUESTS_IN_FLIGHT_MAX: '100000',
    SEED_PRODUCTS: '150',
  }
  const instances: ChildService[] = []
  const ports = await startInstances({ ...env, SEED: '0' }, folder, instances, { SEED: '1' })
  return { instances, ports }
}

export async function benchInstances(rounds = 3) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!admin) return { result: { skipped: 'no BENCH_DATABASE_URL or TEST_DATABASE_URL' } }
  const database = await freshPostgres(admin)
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-bench-instances-'))
  const { instances, ports } = await benchInstancesOn(database!.url, folder)
  const own = await openDatabase({ databaseUrl: database!.url, dataDir: null })
  const proxies = { one: await roundRobinProxy(ports.slice(0, 1)), two: await roundRobinProxy(ports) }
  try {
    const runs: Record<
      keyof typeof proxies,
      { listP95Ms: number; listFailed: number; listFailures: string[]; ordersMadeAndPaidPerSecond: number }[]
    > = {
      one: [],
      two: [],
    }
    for (let r = 0; r < rounds; r++) {
      for (const name of ['one', 'two'] as const) {
        const base = `http://127.0.0.1:${proxies[name].port}`
        if (r === 0) await listLoad(base) // warm each instance's statements and caches
        const list = await listLoad(base)
        const checkout = await checkoutLoad(base, own.db, `instances-${name}-${r}`)
        runs[name].push({ listP95Ms: list.p95Ms, listFailed: list.failed, listFailures: list.failures, ...checkout })
        console.error(`  ${name}: list p95 ${list.p95Ms} ms, ${checkout.ordersMadeAndPaidPerSecond} orders made and paid/s`)
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const figures = (name: keyof typeof runs) => ({
      listP95Ms: median(runs[name].map((r) => r.listP95Ms)),
      ordersMadeAndPaidPerSecond: median(runs[name].map((r) => r.ordersMadeAndPaidPerSecond)),
      runs: runs[name],
    })
    return { result: { users, one: figures('one'), two: figures('two') } }
  } finally {
    await Promise.all(Object.values(proxies).map((p) => p.close()))
    await Promise.all(instances.map(stopChild))
    await own.close()
    await database!.drop()
    rmSync(folder, { recursive: true, force: true })
  }
}
