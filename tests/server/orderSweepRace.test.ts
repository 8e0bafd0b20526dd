import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AfterSaleStatus, OrderStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { type Database, openDatabase } from '../../server/db/client'
import { sweepOrders } from '../../server/modules/order/sweep'
import { apply, shippedOrder } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { ledgerOf, orderRow, ownedSku } from './orderHelpers'
import { newShopper } from './shoppers'
import { offLedger } from './walletHelpers'

/**
 * The automatic receipt against an after-sale applied at the same moment (docs/behaviour.md#orders):
 * every round must end as if one had run wholly before the other. On PostgreSQL the sweep runs on
 * a second connection, as a second instance would.
 */

let server: TestServer
let second: Database | null = null
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
  if (server.databaseUrl) second = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: null })
}, 120_000)
afterAll(async () => {
  await second?.close()
  await server.stop()
})

const rounds = Number(process.env.SWEEP_RACE_ROUNDS ?? 25)

describe('the automatic receipt and an after-sale applied at once', () => {
  it('never pays the shop by the clock for an order whose after-sale it did not see; the ledger holds', async () => {
    const owner = await newShopper(server)
    const sku = await ownedSku(server, owner, 3)
    for (let round = 0; round < rounds; round++) {
      const shopper = await newShopper(server)
      const order = await shippedOrder(server, shopper, { skuId: sku.skuId, deliveredDaysAgo: 15 })
      const [swept, applied] = await Promise.all([
        sweepOrders(second?.db ?? server.db, { batch: 5 }),
        apply(server, shopper, { orderItemId: order.itemId }),
      ])
      expect(applied.code).toBe(0)
      const completed = swept.received.includes(order.id)
      const row = await orderRow(server, order.id)
      expect(row.status).toBe(completed ? OrderStatus.orderOver : OrderStatus.waitReceipt)
      const collected = (await ledgerOf(server, order.id)).filter((l) => l.type === balanceLogType.merchantCollection)
      expect(collected).toHaveLength(completed ? 1 : 0)
      // Left shipped, the open after-sale keeps it from the next sweep.
      if (!completed) expect((await sweepOrders(server.db)).received).not.toContain(order.id)
      expect((await server.api.afterSale.detail({ id: applied.data }, { token: shopper.token })).data.status).toBe(
        AfterSaleStatus.waitReview,
      )
    }
    expect(await offLedger(server)).toEqual([])
  }, 300_000)
})
