import { asc, eq } from 'drizzle-orm'
import { asPlatform, schema } from '../../server/db/client'
import { apply, shippedOrder } from './afterSaleHelpers'
import type { TestServer } from './harness'
import { liveProduct, newOwner, productRows } from './sellerHelpers'
import { newShopper, type Shopper } from './shoppers'

/** The shop's after-sales in the API tests: an owner's shop with a live product, and shoppers' after-sales of it. */

/** A new owner's open shop with a live product, and the SKU its orders are of. */
export async function shopWithSku(server: TestServer, tenant = 1) {
  const owner = await newOwner(server, tenant)
  const spuId = await liveProduct(server, owner)
  const [sku] = (await productRows(server, tenant, spuId)).skus
  return { owner, skuId: sku.id }
}
export type ShopWithSku = Awaited<ReturnType<typeof shopWithSku>>

/**
 * A new shopper's after-sale of a shipped order of the shop (3 pieces at 20 USD): a return of 2
 * pieces (40 USD) by default, or a refund only when `way` is 10; answers its id, the shopper and the order.
 */
export async function afterSaleOf(server: TestServer, shop: ShopWithSku, way = 20, shopper?: Shopper) {
  const buyer = shopper ?? (await newShopper(server, shop.owner.tenant))
  const order = await shippedOrder(server, buyer, { skuId: shop.skuId })
  const applied = await apply(server, buyer, {
    orderItemId: order.itemId,
    way,
    refundCount: 2,
    refundPrice: 4000,
    applyDescription: 'The seam came apart',
    applyPicUrls: [],
  })
  if (applied.code !== 0) throw new Error(`apply refused: ${applied.msg}`)
  return { id: applied.data, shopper: buyer, order }
}

/** Every seller after-sale call on after-sale `id`, as `caller`. */
export const everyCall = (server: TestServer, id: number, caller: { token?: string; tenant?: number }) => {
  const s = server.api.sellerAfterSale
  return {
    page: () => s.page({}, caller),
    get: () => s.get({ id }, caller),
    agree: () => s.agree({ id, address: 'Somewhere else' }, caller),
    refuse: () => s.refuse({ id, remark: 'No' }, caller),
    receive: () => s.receive({ id }, caller),
    refuseGoods: () => s.refuseGoods({ id, remark: 'No' }, caller),
    refund: () => s.refund({ id }, caller),
  }
}

/** The after-sale row and its timeline as stored. */
export const afterSaleState = (server: TestServer, id: number) =>
  asPlatform(server.db, async (tx) => ({
    row: (await tx.select().from(schema.afterSales).where(eq(schema.afterSales.id, id)))[0],
    moves: await tx
      .select({ status: schema.afterSaleMoves.status, actor: schema.afterSaleMoves.actor, remark: schema.afterSaleMoves.remark })
      .from(schema.afterSaleMoves)
      .where(eq(schema.afterSaleMoves.afterSaleId, id))
      .orderBy(asc(schema.afterSaleMoves.id)),
  }))
