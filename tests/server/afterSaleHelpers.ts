import { eq } from 'drizzle-orm'
import { afterSalePaths } from '../../contract/afterSale'
import { OrderStatus } from '../../contract/lifecycles'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { insertOrder, type OrderFixture, saleableSkus } from './orderFixtures'
import { as, type Shopper } from './shoppers'

/** After-sale helpers for the API tests: the shopper's calls over HTTP, the platform's through the admin API. */

export { afterSalePaths }

/** A shipped order of the shopper's with one item (by default 3 pieces at 20 USD, shipped yesterday). */
export const shippedOrder = (server: TestServer, shopper: Shopper, f: OrderFixture = {}) =>
  insertOrder(server, shopper, { status: OrderStatus.waitReceipt, deliveredDaysAgo: 1, count: 3, price: 2000, ...f })

/** A SKU of a shop the platform runs (no owner, so nobody is paid at completion). */
export async function platformSku(server: TestServer, skip = 9) {
  const sku = (await saleableSkus(server, 1, skip + 1, { distinctShops: true }))[skip]
  await inTenant(server.db, 1, (tx) => tx.update(schema.shops).set({ ownerUserId: null }).where(eq(schema.shops.id, sku.shopId)))
  return sku
}

export interface Application {
  orderItemId: number
  way?: number
  refundCount?: number
  refundPrice?: number
  applyReason?: number
  applyDescription?: string
  applyPicUrls?: string | string[]
}

/** POST create as the shopper, JSON; refund only of one piece at 20 USD, no longer wanted, unless told. */
export const apply = (server: TestServer, shopper: Shopper, form: Application) =>
  server.api.afterSale.create({ way: 10, refundCount: 1, refundPrice: 2000, applyReason: 1, ...form }, as(shopper))

export const cancel = (server: TestServer, shopper: Shopper, id: number) => server.api.afterSale.cancel({ id }, as(shopper))

export const delivery = (server: TestServer, shopper: Shopper, id: number, logisticsNo: string) =>
  server.api.afterSale.delivery({ id, logisticsNo }, as(shopper))

/** The item's after-sale side as stored. */
export async function itemRow(server: TestServer, itemId: number) {
  const [row] = await asPlatform(server.db, (tx) =>
    tx
      .select({
        afterSaleStatus: schema.orderItems.afterSaleStatus,
        afterSaleId: schema.orderItems.afterSaleId,
        refundedCount: schema.orderItems.refundedCount,
        refundedPrice: schema.orderItems.refundedPrice,
      })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.id, itemId)),
  )
  return row
}
