import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { pgliteDir } from '../../server/config'
import { asPlatform, type Database, openDatabase, schema } from '../../server/db/client'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { addressOf, freshSkus } from './checkoutHelpers'
import { startChildService } from './childService'
import { clientOf } from './client'
import { callerAt, type TestServer } from './harness'
import { copySeeded, freshPostgres } from './seeded'
import { newShopper, type Shopper } from './shoppers'
import { credit, payPassword, setPayPassword } from './walletHelpers'

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'))
const seeded = inject('seeded')
const postgres = seeded.template ? await freshPostgres(undefined, seeded.template) : null
afterAll(async () => {
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

const open = async (image?: Blob) => openDatabase({ databaseUrl: postgres?.url, dataDir: pgliteDir({ dataDir }), image })
const stock = 10_000
const shoppers = 4

/** Shoppers with money, a transaction password and an address, and SKUs with stock: written before the service starts. */
async function prepare(database: Database) {
  const server = { db: database.db } as TestServer
  const skus = await freshSkus(server, 1, 2, { stock })
  const buyers: { shopper: Shopper; addressId: number }[] = []
  for (let i = 0; i < shoppers; i++) {
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 100_000_000)
    buyers.push({ shopper, addressId: await addressOf(server, shopper) })
  }
  return { skus, buyers }
}

const serviceOn = () =>
  startChildService({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    OPS_TOKEN: 'crash-ops-token',
    RATE_LIMIT_READS: '0',
    RATE_LIMIT_WRITES: '0',
  })

describe(`kill -9 mid-load (${seeded.template ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses no acknowledged payment, keeps every wallet on its ledger and leaves no half-written order', async () => {
    const first = await open(seeded.template ? undefined : await copySeeded(seeded, dataDir))
    const { skus, buyers } = await prepare(first)
    await first.close()

    const service = serviceOn()
    const api = clientOf(callerAt(`http://127.0.0.1:${await service.ready}`))
    const paid: number[] = []
    let killed = false
    // Each shopper checks out and pays by wallet, again and again, until the service dies under them.
    const load = buyers.map(async ({ shopper, addressId }, n) => {
      const as = { token: shopper.token, tenant: 1 }
      while (!killed) {
        const items = [{ skuId: skus[n % 2].skuId, shopId: skus[n % 2].shopId, count: 1 + (n % 3) }]
        const made = await api.checkout.createOrders({ items, addressId, remark: '', idempotencyKey: crypto.randomUUID() }, as)
        const ids = made.data.tradeOrderIdList
        const res = await api.checkout.pay({ payType: 4, tradeOrderIdList: ids, payPassword }, as)
        if (res.code === 0) paid.push(...ids)
        if (paid.length >= 24 && !killed) {
          killed = true
          service.child.kill('SIGKILL')
        }
      }
    })
    // Requests in flight when it died fail; that is the point.
    const ended = await Promise.allSettled(load)
    if (!killed) {
      service.child.kill('SIGKILL')
      throw ended.find((r) => r.status === 'rejected')?.reason ?? new Error('the load ended before the kill')
    }
    expect(await service.exited).toBe('SIGKILL')

    const again = serviceOn()
    await again.ready
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)

    const after = await open()
    try {
      await asPlatform(after.db, async (tx) => {
        expect(await walletsOffLedger(tx)).toEqual([])
        const o = schema.orders
        const acknowledged = await tx.select({ id: o.id, status: o.status }).from(o).where(inArray(o.id, paid))
        expect(acknowledged.map((r) => r.status)).toEqual(paid.map(() => OrderStatus.waitDelivery))
        const withoutItems = await tx.execute(
          sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id) and o.user_id in ${buyers.map((b) => b.shopper.id)}`,
        )
        expect((withoutItems as unknown as { rows: unknown[] }).rows).toEqual([])
        for (const sku of skus) {
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
  }, 60_000)
})
