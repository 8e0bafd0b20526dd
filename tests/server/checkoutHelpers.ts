import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { orderPaths } from '../../contract/order'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { saleableSkus } from './orderFixtures'
import { as, type Shopper } from './shoppers'

/** Checkout helpers for the API tests: the bag filled through the API, the catalog's facts set straight in the database. */

export { orderPaths }

export interface SkuPick {
  skuId: number
  spuId: number
  shopId: number
  price: number
}

/** Per service: the API files share a module graph per worker (vitest.config.ts), each with its own service. */
const given = new WeakMap<TestServer, Set<number>>()
/**
 * `count` saleable SKUs of products no earlier call (of this test file) gave, in shops nobody runs,
 * one per shop when asked, their stock set to `stock`: each test's stock and statuses are its own.
 */
export async function freshSkus(
  server: TestServer,
  tenant: number,
  count: number,
  options: { stock?: number; distinctShops?: boolean } = {},
) {
  const givenProducts = given.get(server) ?? new Set<number>()
  given.set(server, givenProducts)
  const rows = (await saleableSkus(server, tenant, 300)).filter((r) => r.ownerUserId === null && !givenProducts.has(r.spuId))
  const perProduct = rows.filter((r, i) => rows.findIndex((o) => o.spuId === r.spuId) === i)
  const picked = (
    options.distinctShops ? perProduct.filter((r, i) => perProduct.findIndex((o) => o.shopId === r.shopId) === i) : perProduct
  ).slice(0, count)
  if (picked.length < count) throw new Error(`only ${picked.length} fresh SKUs`)
  for (const sku of picked) {
    givenProducts.add(sku.spuId)
    await setStock(server, tenant, sku.skuId, options.stock ?? 50)
  }
  return picked
}

/** Puts `count` of the SKU in the shopper's bag; answers the line's id. */
export async function addToBag(server: TestServer, shopper: Shopper, sku: SkuPick, count = 1) {
  const res = await server.api.cart.cartAdd({ spuId: sku.spuId, skuId: sku.skuId, shopId: sku.shopId, count }, as(shopper))
  if (res.code !== 0) throw new Error(`add to cart refused: ${res.msg}`)
  return res.data
}

/** An address of the shopper's (Hampton, US / Virginia), written straight into the book; answers its id. */
export async function addressOf(server: TestServer, shopper: Shopper) {
  const [row] = await inTenant(server.db, shopper.tenant, (tx) =>
    tx
      .insert(schema.addresses)
      .values({
        tenantId: shopper.tenant,
        userId: shopper.id,
        firstname: 'Mary',
        surname: 'Jackson',
        mobile: '+1 757 555 0142',
        email: 'mary@example.com',
        detailAddress: '8 Langley Boulevard',
        countryRegion: 'US',
        province: 'US-VA',
        city: 'Hampton',
        zipcode: '23665',
      })
      .returning({ id: schema.addresses.id }),
  )
  return row.id
}

export interface Line {
  skuId: number
  count: number
  shopId: number
  cartId?: number
}

/** POST createFirst as the shopper, with a fresh idempotency key unless one is given. */
export const createOrders = (
  server: TestServer,
  shopper: Shopper,
  body: { items: Line[]; addressId: number; remark?: string; idempotencyKey?: string },
) => server.api.checkout.createOrders({ remark: '', idempotencyKey: randomUUID(), ...body }, as(shopper))

export const setStock = (server: TestServer, tenant: number, skuId: number, stock: number) =>
  inTenant(server.db, tenant, (tx) => tx.update(schema.skus).set({ stock }).where(eq(schema.skus.id, skuId)))

export const setFreight = (server: TestServer, tenant: number, shopId: number, freight: number) =>
  inTenant(server.db, tenant, (tx) => tx.update(schema.shops).set({ freight }).where(eq(schema.shops.id, shopId)))

/** The shopper runs the shop from now on. */
export const ownShop = (server: TestServer, shopper: Shopper, shopId: number) =>
  inTenant(server.db, shopper.tenant, (tx) => tx.update(schema.shops).set({ ownerUserId: shopper.id }).where(eq(schema.shops.id, shopId)))

export const stockOf = async (server: TestServer, tenant: number, skuId: number) => {
  const [row] = await inTenant(server.db, tenant, (tx) =>
    tx.select({ stock: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.id, skuId)),
  )
  return row.stock
}

/** The shopper's orders with their items, oldest first. */
export async function ordersOf(server: TestServer, shopper: Shopper) {
  return inTenant(server.db, shopper.tenant, async (tx) => {
    const rows = await tx.select().from(schema.orders).where(eq(schema.orders.userId, shopper.id)).orderBy(schema.orders.id)
    const items = await tx.select().from(schema.orderItems).orderBy(schema.orderItems.id)
    return rows.map((o) => ({ ...o, items: items.filter((i) => i.orderId === o.id) }))
  })
}
