import { and, eq, inArray, sql } from 'drizzle-orm'
import { OrderStatus } from '../../contract/lifecycles'
import { asPlatform, type Db, schema } from '../../server/db/client'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { buyerCalls, readyBuyers } from './buyers'
import { type BenchDatabase, servedApart, summary } from './load'
import { medusaComparison } from './medusa'

/**
 * The checkout under load, over HTTP against the service as `npm run serve` runs it, in a process
 * of its own (seeded small; servedApart): 20 shoppers at once, each making `rounds` checkouts one
 * after another, every checkout a line from each of two shops (two orders), then paying both by
 * balance with the transaction password. Median, p95 and max of order creation and of balance
 * payment, orders made and paid per second, the service's resident memory, and afterwards the
 * ledger's invariant and the orders' statuses. PGlite in a data folder, and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped). Issue 30's budgets.
 */
export const orderBudgets = {
  aloneCreateP50Ms: 5,
  alonePayP50Ms: 5,
  pgliteCreateP95Ms: 120,
  pgliteCreateMaxMs: 300,
  postgresOrdersPerSecond: 300,
  pgliteRssMb: 300,
  postgresRssMb: 200,
} as const

/**
 * Checkouts made untimed before the timed ones, all shoppers together: V8 compiles the path over
 * about the first hundred (one shopper alone measured 13.9 ms a create over its first 5, 6.9 over
 * the next 45, 5.5 after), as the seller-orders bench's ships showed.
 */
const warmCheckouts = 100

interface Options {
  users: number
  rounds: number
  log: (line: string) => void
}

async function benchOn(database: BenchDatabase, { users, rounds, log }: Options) {
  const service = await servedApart(database, (base, db) => readyBuyers(base, db, users, 'orders'))
  const { shoppers, create, pay } = buyerCalls(service.base, service.prepared)
  /** One checkout and its payment, each timed by the client thread; answers the orders paid. */
  const creating: number[] = []
  const paying: number[] = []
  let failed = 0
  const fail = () => {
    failed++
    return 0
  }
  const checkout = async (user: number, timed: boolean) => {
    const made = await create(user)
    if (timed) creating.push(made.ms)
    if (made.code !== 0) return fail()
    const paid = await pay(user, made.data.tradeOrderIdList)
    if (timed) paying.push(paid.ms)
    if (paid.code !== 0) return fail()
    return made.data.tradeOrderIdList.length
  }
  // Warm, untimed: the pool's connections open, the statements are prepared, and V8 compiles the path.
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      for (let i = 0; i < Math.ceil(warmCheckouts / users); i++) await checkout(u, false)
    }),
  )
  // The service's resident memory, read every 50 ms while the timed checkouts run.
  let rssMb = service.rssMb()
  const sampling = setInterval(() => {
    rssMb = Math.max(rssMb, service.rssMb())
  }, 50)
  const started = performance.now()
  const orders = await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      let n = 0
      for (let i = 0; i < rounds; i++) n += await checkout(u, true)
      return n
    }),
  ).finally(() => clearInterval(sampling))
  const ms = performance.now() - started
  const madeAndPaid = orders.reduce((a, b) => a + b, 0)
  const ids = shoppers.map((s) => s.id)
  const checked = await service.finish(async (db) => ({
    walletsOffLedger: (await asPlatform(db, walletsOffLedger)).length,
    unpaidOrders: await unpaid(db, ids),
  }))
  const result = {
    createOrders: summary(creating, 0, ms),
    payByBalance: summary(paying, 0, ms),
    failed,
    serviceRssMb: Math.round(rssMb),
    ordersMadeAndPaidPerSecond: Math.round(madeAndPaid / (ms / 1000)),
    ...checked,
  }
  log(
    `  ${database} create orders: median ${result.createOrders.medianMs} ms, p95 ${result.createOrders.p95Ms} ms, max ${result.createOrders.maxMs} ms; ` +
      `pay by balance: median ${result.payByBalance.medianMs} ms, p95 ${result.payByBalance.p95Ms} ms; ` +
      `${result.ordersMadeAndPaidPerSecond} orders made and paid per second; the service's resident memory at most ${result.serviceRssMb} MB`,
  )
  return result
}

/** The bench shoppers' orders still waiting for payment (the seed's demo orders aside). */
async function unpaid(db: Db, userIds: number[]) {
  const [row] = await asPlatform(db, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(and(eq(schema.orders.status, OrderStatus.waitPay), inArray(schema.orders.userId, userIds))),
  )
  return row.n
}

/**
 * 20 shoppers at once on PostgreSQL when a URL is given (first, in a process no PGlite has grown
 * yet) and on PGlite, and one shopper alone on PGlite: what one checkout costs without waiting in
 * line (PGlite runs one transaction at a time, so under load a request's time is mostly its place
 * in that line). Verdicts: issue 30's budgets.
 */
export async function benchOrders(log: (line: string) => void = console.log) {
  const users = Number(process.env.BENCH_ORDERS_USERS ?? 20)
  const rounds = Number(process.env.BENCH_ORDERS_ROUNDS ?? 10)
  const runs: Partial<Record<BenchDatabase, Awaited<ReturnType<typeof benchOn>>>> = {}
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) runs.postgres = await benchOn('postgres', { users, rounds, log })
  runs.pglite = await benchOn('pglite', { users, rounds, log })
  // As many timed checkouts as the load's (ten alone made its median one of ten samples: 5.1 to 6.8 ms from run to run).
  const alone = await benchOn('pglite', {
    users: 1,
    rounds: rounds * users,
    log: (line) => log(line.replace('pglite', 'pglite, one shopper alone,')),
  })
  log('  against Medusa (issue 30):')
  for (const line of medusaComparison(alone, runs, users)) log(`  ${line}`)
  const b = orderBudgets
  const verdicts: [string, number, number, 'max' | 'min'][] = [
    ['pglite, one shopper alone: create orders p50, ms', alone.createOrders.medianMs, b.aloneCreateP50Ms, 'max'],
    ['pglite, one shopper alone: pay by balance p50, ms', alone.payByBalance.medianMs, b.alonePayP50Ms, 'max'],
    [`pglite: create orders p95 with ${users} shoppers, ms`, runs.pglite.createOrders.p95Ms, b.pgliteCreateP95Ms, 'max'],
    [`pglite: create orders max with ${users} shoppers, ms`, runs.pglite.createOrders.maxMs, b.pgliteCreateMaxMs, 'max'],
    [`pglite: the service's resident memory under ${users} shoppers, MB`, runs.pglite.serviceRssMb, b.pgliteRssMb, 'max'],
  ]
  if (runs.postgres)
    verdicts.push(
      ['postgres: orders made and paid per second', runs.postgres.ordersMadeAndPaidPerSecond, b.postgresOrdersPerSecond, 'min'],
      [`postgres: the service's resident memory under ${users} shoppers, MB`, runs.postgres.serviceRssMb, b.postgresRssMb, 'max'],
    )
  for (const [database, r] of Object.entries({ ...runs, pgliteAlone: alone }))
    verdicts.push([
      `${database}: failed checkouts, wallets off their ledger, orders left unpaid`,
      r.failed + r.walletsOffLedger + r.unpaidOrders,
      0,
      'max',
    ])
  return { result: { ...runs, pgliteOneShopperAlone: alone }, verdicts }
}
