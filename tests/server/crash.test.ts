import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { pgliteDir, readConfig } from '../../server/config'
import { asPlatform, type Database, openDatabase, schema } from '../../server/db/client'
import { startServer } from '../../server/main'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { addressOf, freshSkus } from './checkoutHelpers'
import { startChildService } from './childService'
import { clientOf } from './client'
import { callerAt, type TestServer } from './harness'
import { copySeeded, freshPostgres } from './seeded'
import { newShopper } from './shoppers'
import { credit, payPassword, setPayPassword } from './walletHelpers'

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'))
const seeded = inject('seeded')
const postgres = seeded.template ? await freshPostgres(undefined, seeded.template) : null
const started: ReturnType<typeof startChildService>[] = []
afterAll(async () => {
  // A failed test leaves no service running on the folder it removes.
  for (const service of started) if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGKILL')
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

const open = async (image?: Blob) => openDatabase({ databaseUrl: postgres?.url, dataDir: pgliteDir({ dataDir }), image })
const stock = 10_000
const shoppers = 6
/** Acknowledged payments before the kill: enough that some are recent, few enough to keep the test short. */
const paidBeforeKill = 8

/** Shoppers with money, a transaction password and an address, and SKUs with stock: written before the service starts. */
async function prepare(database: Database) {
  const server = { db: database.db, dataDir } as TestServer
  const skus = await freshSkus(server, 1, 2, { stock })
  const buyers = await Promise.all(
    Array.from({ length: shoppers }, async () => {
      const shopper = await newShopper(server)
      await setPayPassword(server, shopper)
      await credit(server, shopper, 100_000_000)
      return { shopper, addressId: await addressOf(server, shopper) }
    }),
  )
  return { skus, buyers }
}

const serviceEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  OPS_TOKEN: 'crash-ops-token',
  RATE_LIMIT_READS: '0',
  RATE_LIMIT_WRITES: '0',
}

function serviceOn() {
  const service = startChildService(serviceEnv)
  started.push(service)
  return service
}

/** Each shopper checks out and pays by wallet, again and again, until the service is killed under them; answers the orders whose payment was acknowledged. */
async function payUntilKilled(service: ReturnType<typeof serviceOn>, { skus, buyers }: Awaited<ReturnType<typeof prepare>>) {
  const api = clientOf(callerAt(`http://127.0.0.1:${await service.ready}`))
  const paid: number[] = []
  let killed = false
  const kill = () => {
    killed = true
    service.child.kill('SIGKILL')
  }
  const load = buyers.map(async ({ shopper, addressId }, n) => {
    const as = { token: shopper.token, tenant: 1 }
    const items = [{ skuId: skus[n % 2].skuId, shopId: skus[n % 2].shopId, count: 1 + (n % 3) }]
    while (!killed) {
      try {
        const made = await api.checkout.createOrders({ items, addressId, remark: '', idempotencyKey: crypto.randomUUID() }, as)
        if (made.code !== 0) throw new Error(`checkout refused: ${made.msg}`)
        const ids = made.data.tradeOrderIdList
        const res = await api.checkout.pay({ payType: 4, tradeOrderIdList: ids, payPassword }, as)
        if (res.code !== 0) throw new Error(`payment refused: ${res.msg}`)
        paid.push(...ids)
        if (paid.length >= paidBeforeKill && !killed) kill()
      } catch (error) {
        // Requests in flight when it died fail; that is the point. Anything before is the test's failure.
        if (killed) return
        kill()
        throw error
      }
    }
  })
  await Promise.all(load)
  return paid
}

describe(`kill -9 mid-load (${seeded.template ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses no acknowledged payment, keeps every wallet on its ledger and leaves no half-written order', async () => {
    const first = await open(seeded.template ? undefined : await copySeeded(seeded, dataDir))
    const prepared = await prepare(first).finally(() => first.close())

    const service = serviceOn()
    const paid = await payUntilKilled(service, prepared)
    expect(await service.exited).toBe('SIGKILL')

    // The service starts again on what the kill left (in this process: its database is then the test's to read).
    const after = await startServer(readConfig({ ...serviceEnv, PORT: '0', DIST_DIR: '', SEED: '0', LOG_LEVEL: 'warn' }))
    try {
      await asPlatform(after.database.db, async (tx) => {
        expect(await walletsOffLedger(tx)).toEqual([])
        const o = schema.orders
        const acknowledged = await tx.select({ id: o.id, status: o.status }).from(o).where(inArray(o.id, paid))
        const statusOf = (rows: { id: number; status: number }[]) => Object.fromEntries(rows.map((r) => [r.id, r.status]))
        expect(statusOf(acknowledged)).toEqual(statusOf(paid.map((id) => ({ id, status: OrderStatus.waitDelivery }))))
        const withoutItems = await tx.execute(
          sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id) and o.user_id in ${prepared.buyers.map((b) => b.shopper.id)}`,
        )
        expect((withoutItems as unknown as { rows: unknown[] }).rows).toEqual([])
        for (const sku of prepared.skus) {
          const [row] = await tx.select({ stock: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.id, sku.skuId))
          const [taken] = await tx
            .select({ pieces: sql<string>`coalesce(sum(${schema.orderItems.count}), 0)` })
            .from(schema.orderItems)
            .where(eq(schema.orderItems.skuId, sku.skuId))
          expect(row.stock + Number(taken.pieces)).toBe(stock)
        }
      })
    } finally {
      await after.close()
    }
  }, 120_000) // a start of the service in a process of its own, and on PGlite a database on disk: seconds each, more on a loaded machine
})
