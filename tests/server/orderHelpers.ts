import { and, asc, eq } from 'drizzle-orm'
import { pathsOf } from '../../contract/call'
import { orderWires } from '../../contract/order'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { saleableSkus } from './orderFixtures'
import { as, type Shopper } from './shoppers'

/** Order helpers for the API tests: reading what an order, its stock, its ledger and its shopper's messages became. */

export const orderPaths = pathsOf(orderWires)

export const orderDetail = (server: TestServer, shopper: Shopper, no: string, lang = 'en') =>
  server.api.order.orderDetail({ no }, { ...as(shopper), lang })

/** The order's row as stored. */
export async function orderRow(server: TestServer, id: number) {
  const [row] = await asPlatform(server.db, (tx) => tx.select().from(schema.orders).where(eq(schema.orders.id, id)))
  return row
}

/** A SKU's stock and its product's total. */
export async function stockOf(server: TestServer, skuId: number) {
  const [row] = await asPlatform(server.db, (tx) =>
    tx
      .select({ sku: schema.skus.stock, spu: schema.spuStocks.stock })
      .from(schema.skus)
      .innerJoin(schema.spuStocks, and(eq(schema.spuStocks.tenantId, schema.skus.tenantId), eq(schema.spuStocks.spuId, schema.skus.spuId)))
      .where(eq(schema.skus.id, skuId)),
  )
  return row
}

/** The ledger lines a cause posted (an order's refund or collection, an after-sale's refund), across wallets. */
export const ledgerOf = (server: TestServer, id: number, kind: 'order' | 'afterSale' = 'order') =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ type: schema.balanceLogs.type, amt: schema.balanceLogs.amt, userId: schema.wallets.userId })
      .from(schema.balanceLogs)
      .innerJoin(schema.wallets, eq(schema.wallets.id, schema.balanceLogs.walletId))
      .where(and(eq(schema.balanceLogs.refKind, kind), eq(schema.balanceLogs.refId, id)))
      .orderBy(asc(schema.balanceLogs.id)),
  )

/** The message keys of the shopper's system messages, oldest first. */
export const messageKeysOf = async (server: TestServer, shopper: Shopper) =>
  (
    await asPlatform(server.db, (tx) =>
      tx
        .select({ key: schema.systemMessages.messageKey, params: schema.systemMessages.params })
        .from(schema.systemMessages)
        .where(eq(schema.systemMessages.userId, shopper.id))
        .orderBy(asc(schema.systemMessages.id)),
    )
  ).map((m) => ({ key: m.key, params: m.params }))

/** A saleable SKU of a shop that `owner` now runs (another shop per call, skipping the first `skip`). */
export async function ownedSku(server: TestServer, owner: Shopper, skip: number) {
  const skus = await saleableSkus(server, owner.tenant, skip + 1, { distinctShops: true })
  const sku = skus[skip]
  await inTenant(server.db, owner.tenant, (tx) =>
    tx.update(schema.shops).set({ ownerUserId: owner.id }).where(eq(schema.shops.id, sku.shopId)),
  )
  return sku
}
