import { and, eq, inArray, sql } from 'drizzle-orm'
import { OrderStatus } from '../../contract/lifecycles'
import { asPlatform, schema } from '../../server/db/client'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { benchBuyers } from './buyers'
import { type BenchDatabase, benchServer, summary } from './load'
import { medusaComparison } from './medusa'

/**
 * The checkout under load, over HTTP against a real service (in this process, seeded small): 20
 * shoppers at once, each making `rounds` checkouts one after another, every checkout a line from
 * each of two shops (two orders), then paying both by balance with the transaction password.
 * Median and p95 of order creation and of balance payment, orders made and paid per second, and
 * afterwards the ledger's invariant and the orders' statuses. PGlite in memory, and PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped).
 */
export const orderBudgets = { pgliteP95Ms: 50, postgresOrdersPerSecond: 100 } as const

/** Checkouts each shopper makes untimed before the timed ones. */
const warmRounds = 5

interface Options {
  users: number
  rounds: number
  log: (line: string) => void
}

async function benchOn(database: BenchDatabase, { users, rounds, log }: Options) {
  const { base, db, close } = await benchServer(database)
  try {
    const { shoppers, create, pay } = await benchBuyers(base, db, users, 'orders')
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
    // Warm, untimed: the pool's connections open, the statements are prepared, and V8 compiles the path (with one
    // checkout each it was still compiling while the timed ones ran, as the seller-orders bench's ships were).
    await Promise.all(
      Array.from({ length: users }, async (_, u) => {
        for (let i = 0; i < warmRounds; i++) await checkout(u, false)
      }),
    )
    const started = performance.now()
    const orders = await Promise.all(
      Array.from({ length: users }, async (_, u) => {
        let n = 0
        for (let i = 0; i < rounds; i++) n += await checkout(u, true)
        return n
      }),
    )
    const ms = performance.now() - started
    const madeAndPaid = orders.reduce((a, b) => a + b, 0)
    const result = {
      createOrders: summary(creating, 0, ms),
      payByBalance: summary(paying, 0, ms),
      failed,
      ordersMadeAndPaidPerSecond: Math.round(madeAndPaid / (ms / 1000)),
      walletsOffLedger: (await asPlatform(db, walletsOffLedger)).length,
      unpaidOrders: await unpaid(
        db,
        shoppers.map((s) => s.id),
      ),
    }
    log(
      `  ${database} create orders: median ${result.createOrders.medianMs} ms, p95 ${result.createOrders.p95Ms} ms; ` +
        `pay by balance: median ${result.payByBalance.medianMs} ms, p95 ${result.payByBalance.p95Ms} ms; ` +
        `${result.ordersMadeAndPaidPerSecond} orders made and paid per second`,
    )
    return result
  } finally {
    await close()
  }
}

/** The bench shoppers' orders still waiting for payment (the seed's demo orders aside). */
async function unpaid(db: Awaited<ReturnType<typeof benchServer>>['db'], userIds: number[]) {
  const [row] = await asPlatform(db, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(and(eq(schema.orders.status, OrderStatus.waitPay), inArray(schema.orders.userId, userIds))),
  )
  return row.n
}

/**
 * 20 shoppers at once on PGlite (and PostgreSQL when a URL is given), and one shopper alone on
 * PGlite: what one checkout costs without waiting in line (PGlite runs one transaction at a time,
 * so under load a request's time is mostly its place in that line).
 */
export async function benchOrders(log: (line: string) => void = console.log) {
  const users = Number(process.env.BENCH_ORDERS_USERS ?? 20)
  const rounds = Number(process.env.BENCH_ORDERS_ROUNDS ?? 10)
  const runs: Partial<Record<BenchDatabase, Awaited<ReturnType<typeof benchOn>>>> = {
    pglite: await benchOn('pglite', { users, rounds, log }),
  }
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) runs.postgres = await benchOn('postgres', { users, rounds, log })
  const alone = await benchOn('pglite', { users: 1, rounds, log: (line) => log(line.replace('pglite', 'pglite, one shopper alone,')) })
  log('  against Medusa (issue 30):')
  for (const line of medusaComparison(alone, runs, users)) log(`  ${line}`)
  const verdicts: [string, number, number, 'max' | 'min'][] = []
  if (runs.pglite) {
    verdicts.push([`pglite: create orders p95 with ${users} shoppers, ms`, runs.pglite.createOrders.p95Ms, orderBudgets.pgliteP95Ms, 'max'])
    verdicts.push([
      `pglite: pay by balance p95 with ${users} shoppers, ms`,
      runs.pglite.payByBalance.p95Ms,
      orderBudgets.pgliteP95Ms,
      'max',
    ])
  }
  if (runs.postgres)
    verdicts.push([
      'postgres: orders made and paid per second',
      runs.postgres.ordersMadeAndPaidPerSecond,
      orderBudgets.postgresOrdersPerSecond,
      'min',
    ])
  for (const [database, r] of Object.entries({ ...runs, pgliteAlone: alone }))
    verdicts.push([
      `${database}: failed checkouts, wallets off their ledger, orders left unpaid`,
      r.failed + r.walletsOffLedger + r.unpaidOrders,
      0,
      'max',
    ])
  return { result: { ...runs, pgliteOneShopperAlone: alone }, verdicts }
}
