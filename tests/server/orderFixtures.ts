import { and, eq, sql } from 'drizzle-orm'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { productStatus, shopStatus } from '../../contract/status'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import type { Shopper } from './shoppers'

/**
 * Orders written straight into their tables, for tests of what happens to an order after it is
 * made (moves, sweeps, evaluations) without walking the checkout each time. The checkout's own
 * tests make their orders through the API.
 */

const { orders, orderItems, skus, spus, shops } = schema

/** `count` SKUs on sale in open shops of the tenant with at least `stock` in stock, one per shop when `distinctShops`. */
export async function saleableSkus(
  server: TestServer,
  tenant: number,
  count: number,
  options: { stock?: number; distinctShops?: boolean } = {},
) {
  const rows = await inTenant(server.db, tenant, (tx) =>
    tx
      .select({ skuId: skus.id, spuId: spus.id, shopId: spus.shopId, price: skus.price, stock: skus.stock, ownerUserId: shops.ownerUserId })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(shops, eq(shops.id, spus.shopId))
      .where(and(eq(spus.status, productStatus.onSale), eq(shops.status, shopStatus.open), sql`${skus.stock} >= ${options.stock ?? 1}`))
      .orderBy(skus.id)
      .limit(count * 50),
  )
  const picked = options.distinctShops ? rows.filter((r, i) => rows.findIndex((o) => o.shopId === r.shopId) === i) : rows
  if (picked.length < count) throw new Error(`only ${picked.length} saleable SKUs`)
  return picked.slice(0, count)
}

export interface OrderFixture {
  status?: number
  auditStatus?: number
  payType?: number
  /** Unit price and count of its one item; the SKU is the first saleable one unless given. */
  price?: number
  count?: number
  skuId?: number
  freight?: number
  /** Minutes from now to the payment deadline (negative: passed). */
  payInMinutes?: number
  deliveredDaysAgo?: number
}

let numbered = 0
/** An order of the shopper's with one item, in the status asked for; answers its id, number and item id. */
export async function insertOrder(server: TestServer, shopper: Shopper, f: OrderFixture = {}) {
  const [sku] = f.skuId ? [{ skuId: f.skuId }] : await saleableSkus(server, shopper.tenant, 1)
  numbered += 1
  const no = `T${process.pid}${String(numbered).padStart(6, '0')}`
  return inTenant(server.db, shopper.tenant, async (tx) => {
    const [product] = await tx
      .select({ spuId: spus.id, shopId: spus.shopId, price: skus.price })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(skus.id, sku.skuId))
    const price = f.price ?? product.price
    const count = f.count ?? 1
    const freight = f.freight ?? 0
    const status = f.status ?? OrderStatus.waitPay
    const paid = status !== OrderStatus.waitPay && status !== OrderStatus.cancelled
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: shopper.tenant,
        no,
        userId: shopper.id,
        shopId: product.shopId,
        status,
        auditStatus: f.auditStatus ?? (paid && f.payType === 1 ? PaymentReceiptStatus.pass : PaymentReceiptStatus.noPayReceipt),
        payType: f.payType ?? (paid ? 4 : 0),
        itemsPrice: price * count,
        deliveryPrice: freight,
        totalPrice: price * count + freight,
        payPrice: paid ? price * count + freight : 0,
        receiverName: 'Ada Lovelace',
        receiverMobile: '+44 20 7946 0000',
        receiverDetailAddress: '12 St James Square',
        receiverCity: 'London',
        receiverAreaName: 'United Kingdom',
        receiverZipcode: 'SW1Y 4JH',
        payDeadline: new Date(Date.now() + (f.payInMinutes ?? 120) * 60_000),
        payTime: paid ? new Date() : null,
        deliveryTime: f.deliveredDaysAgo === undefined ? null : new Date(Date.now() - f.deliveredDaysAgo * 86_400_000),
      })
      .returning({ id: orders.id })
    const [item] = await tx
      .insert(orderItems)
      .values({
        tenantId: shopper.tenant,
        orderId: order.id,
        spuId: product.spuId,
        skuId: sku.skuId,
        picUrl: '/media/test.webp',
        brandName: 'Test brand',
        spuName: 'Test product',
        properties: 'Colour: Black; Size: M',
        count,
        price,
      })
      .returning({ id: orderItems.id })
    return { id: order.id, no, itemId: item.id, shopId: product.shopId, skuId: sku.skuId }
  })
}
