import { asc, eq } from 'drizzle-orm'
import { OrderStatus } from '../../contract/lifecycles'
import { asPlatform, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { insertOrder, type OrderFixture } from './orderFixtures'
import { ledgerOf, messageKeysOf, orderRow, stockOf } from './orderHelpers'
import { liveProduct, newOwner, productRows } from './sellerHelpers'
import type { Shopper } from './shoppers'

/** The shop's orders in the API tests: an owner with a live product, their shop's orders, what an order became. */

/** An owner whose shop has a live product; answers the owner and the product's first SKU. */
export async function shopWithProduct(server: TestServer, tenant = 1) {
  const owner = await newOwner(server, tenant)
  const id = await liveProduct(server, owner, 'Order test dress')
  const { skus } = await productRows(server, tenant, id)
  return { owner, skuId: skus[0].id }
}

/** An order of the shopper's for the SKU, paid by balance and waiting for delivery unless told otherwise. */
export const shopOrder = (server: TestServer, shopper: Shopper, skuId: number, f: OrderFixture = {}) =>
  insertOrder(server, shopper, { status: OrderStatus.waitDelivery, payType: 4, price: 4500, count: 2, skuId, ...f })

/** Everything a seller call could change about an order: its row, tracks, ledger, its SKU's stock and its shopper's messages. */
export async function orderState(server: TestServer, order: { id: number; skuId: number }, shopper: Shopper) {
  const tracks = await asPlatform(server.db, (tx) =>
    tx
      .select({ content: schema.orderTracks.content })
      .from(schema.orderTracks)
      .where(eq(schema.orderTracks.orderId, order.id))
      .orderBy(asc(schema.orderTracks.id)),
  )
  return {
    row: await orderRow(server, order.id),
    tracks: tracks.map((t) => t.content),
    ledger: await ledgerOf(server, order.id),
    stock: await stockOf(server, order.skuId),
    messages: await messageKeysOf(server, shopper),
  }
}
