import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { pathsOf } from '../../contract/call'
import { OrderStatus } from '../../contract/lifecycles'
import { orderWires } from '../../contract/order'
import { productStatus, shopStatus } from '../../contract/status'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { hashPassword } from '../../server/modules/auth/password'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { post } from '../../server/modules/wallet/ledger'
import { type BenchDatabase, benchServer, benchShoppers, summary } from './load'

/**
 * The checkout under load, over HTTP against a real service (in this process, seeded small): 20
 * shoppers at once, each making `rounds` checkouts one after another, every checkout a line from
 * each of two shops (two orders), then paying both by balance with the transaction password.
 * Median and p95 of order creation and of balance payment, orders made and paid per second, and
 * afterwards the ledger's invariant and the orders' statuses. PGlite in memory, and PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped).
 */
const paths = pathsOf(orderWires)
const payPassword = '135790'
export const orderBudgets = { pgliteP95Ms: 50, postgresOrdersPerSecond: 100 } as const

interface Options {
  users: number
  rounds: number
  log: (line: string) => void
}

/** Each shopper's two SKUs, from two different open shops nobody runs, with stock for the whole run. */
async function benchSkus(db: Awaited<ReturnType<typeof benchServer>>['db'], users: number) {
  const { skus, spus, shops } = schema
  const rows = await inTenant(db, 1, (tx) =>
    tx
      .select({ skuId: skus.id, shopId: spus.shopId })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(shops, eq(shops.id, spus.shopId))
      .where(and(eq(spus.status, productStatus.onSale), eq(shops.status, shopStatus.open), isNull(shops.ownerUserId)))
      .orderBy(asc(skus.id)),
  )
  const grouped = new Map<number, typeof rows>()
  for (const r of rows) grouped.set(r.shopId, [...(grouped.get(r.shopId) ?? []), r])
  const byShop = [...grouped.values()]
  if (byShop.length < 2) throw new Error('the bench needs two open shops')
  const picks = Array.from({ length: users }, (_, u) => {
    const first = byShop[(2 * u) % byShop.length]
    const second = byShop[(2 * u + 1) % byShop.length]
    return [first[u % first.length], second[u % second.length]]
  })
  const ids = picks.flat().map((p) => p.skuId)
  await inTenant(db, 1, (tx) => tx.update(skus).set({ stock: 1_000_000 }).where(inArray(skus.id, ids)))
  return picks
}

async function benchOn(database: BenchDatabase, { users, rounds, log }: Options) {
  const { base, db, close } = await benchServer(database)
  try {
    const shoppers = await benchShoppers(base, db, users, 'orders')
    const hash = await hashPassword(payPassword)
    const addresses = await inTenant(db, 1, async (tx) => {
      const ids: number[] = []
      for (const s of shoppers) {
        await tx.update(schema.users).set({ payPasswordHash: hash }).where(eq(schema.users.id, s.id))
        await post(tx, { tenantId: 1, userId: s.id, type: balanceLogType.backendRecharge, amt: 1_000_000_000, remark: 'bench' })
        const [row] = await tx
          .insert(schema.addresses)
          .values({
            tenantId: 1,
            userId: s.id,
            firstname: 'Bench',
            surname: String(s.id),
            mobile: '1',
            detailAddress: '1 Load Street',
            countryRegion: 'US',
            city: 'Austin',
            zipcode: '73301',
          })
          .returning({ id: schema.addresses.id })
        ids.push(row.id)
      }
      return ids
    })
    const picks = await benchSkus(db, users)
    const send = async <T>(user: number, path: string, body: unknown) => {
      const res = await fetch(`${base}/app-api${path}`, {
        method: 'POST',
        headers: { 'tenant-id': '1', 'content-type': 'application/json', authorization: shoppers[user].token },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; data: T; msg: string }
    }
    const create = (user: number) =>
      send<{ tradeOrderIdList: number[] }>(user, paths.createOrders, {
        items: picks[user].map((p) => ({ skuId: p.skuId, shopId: p.shopId, count: 1 })),
        addressId: addresses[user],
        remark: '',
        idempotencyKey: randomUUID(),
      })
    const pay = (user: number, ids: number[]) => send<true>(user, paths.pay, { payType: 4, tradeOrderIdList: ids, payPassword })

    /** One checkout and its payment, timed apart; answers the orders paid. */
    const creating: number[] = []
    const paying: number[] = []
    let failed = 0
    const fail = () => {
      failed++
      return 0
    }
    const checkout = async (user: number, timed: boolean) => {
      let t = performance.now()
      const made = await create(user)
      if (timed) creating.push(performance.now() - t)
      if (made.code !== 0) return fail()
      t = performance.now()
      const paid = await pay(user, made.data.tradeOrderIdList)
      if (timed) paying.push(performance.now() - t)
      if (paid.code !== 0) return fail()
      return made.data.tradeOrderIdList.length
    }
    for (let u = 0; u < users; u++) await checkout(u, false) // warm
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
