import { randomInt } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { OrderStatus } from '../../contract/lifecycles'
import { skuPicture } from '../../contract/catalog'
import { orderLimits } from '../../contract/order'
import { balanceLogType, payMethodType } from '../../contract/wallet'
import { schema, type Tx } from '../db/client'
import { normalizeEmail } from '../modules/auth/service'
import { shopLogoUrl } from '../modules/media/urls'
import { orderRows, receiptRows } from '../modules/order/lifecycle'
import { approvePayment } from '../modules/order/platform'

/**
 * Making the demo shopper's orders as a checkout and the service's moves would (./orders.ts,
 * ./afterSales.ts): SKUs to buy, an order of one SKU, paying it, and dating its timeline back.
 */

const { shops, skus, spus, spuStocks, brands, orders, orderItems, orderMoves, orderTracks, addresses, users } = schema

export const day = 86_400_000

export type Sku = { skuId: number; spuId: number; shopId: number; price: number }

/** On-sale SKUs with stock, cheapest first, of one shop or of shops the platform runs. */
export async function skusOf(tx: Tx, tenantId: number, shopId: number | null, count: number): Promise<Sku[]> {
  return tx
    .select({ skuId: skus.id, spuId: spus.id, shopId: spus.shopId, price: skus.price })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(
      and(
        eq(skus.tenantId, tenantId),
        sql`${skus.stock} >= 2`,
        eq(spus.status, 1),
        shopId === null ? sql`${shops.ownerUserId} is null` : eq(spus.shopId, shopId),
      ),
    )
    .orderBy(asc(skus.price), asc(skus.id))
    .limit(count)
}

export async function userId(tx: Tx, tenantId: number, email: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, normalizeEmail(email))))
  return user?.id
}

export interface Made {
  id: number
  no: string
  total: number
}

/** An order of one SKU, made as a checkout makes it: prices and names copied, stock taken, a first timeline row. */
export async function makeOrder(
  tx: Tx,
  tenantId: number,
  shopperId: number,
  sku: Sku,
  count: number,
  daysAgo: number,
  index: number,
): Promise<Made> {
  const [shop] = await tx.select({ freight: shops.freight }).from(shops).where(eq(shops.id, sku.shopId))
  const [product] = await tx
    .select({
      name: sql<string>`${spus.names}->>'en'`,
      images: spus.images,
      colourImages: spus.colourImages,
      valueIds: skus.valueIds,
      brandName: brands.name,
      properties: sql<string>`coalesce((select string_agg((p.names->>'en') || ': ' || (v.names->>'en'), '; ' order by p.sort)
        from property_values v join properties p on p.id = v.property_id where v.id = any(${skus.valueIds})), '')`,
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .where(eq(skus.id, sku.skuId))
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.userId, shopperId)))
    .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.id))
  const created = new Date(Date.now() - daysAgo * day)
  const itemsPrice = sku.price * count
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId,
      no: `O${created.toISOString().replace(/\D/g, '').slice(0, 14)}${String(index).padStart(2, '0')}${randomInt(0, 10_000).toString().padStart(4, '0')}`,
      userId: shopperId,
      shopId: sku.shopId,
      itemsPrice,
      deliveryPrice: shop.freight,
      totalPrice: itemsPrice + shop.freight,
      receiverName: address ? `${address.firstname} ${address.surname}` : 'Demo Shopper',
      receiverMobile: address?.mobile ?? '',
      receiverDetailAddress: address?.detailAddress ?? '',
      receiverCity: address?.city ?? '',
      receiverAreaName: address?.countryRegion ?? '',
      receiverZipcode: address?.zipcode ?? '',
      payDeadline: new Date(Date.now() + 100 * 60_000),
      createdAt: created,
    })
    .returning({ id: orders.id, no: orders.no, total: orders.totalPrice })
  await tx.insert(orderItems).values({
    tenantId,
    orderId: order.id,
    spuId: sku.spuId,
    skuId: sku.skuId,
    picUrl: skuPicture(product.images, product.colourImages, product.valueIds),
    brandName: product.brandName,
    spuName: product.name,
    properties: product.properties,
    count,
    price: sku.price,
  })
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${count}` })
    .where(eq(skus.id, sku.skuId))
  await tx
    .update(spuStocks)
    .set({ stock: sql`${spuStocks.stock} - ${count}` })
    .where(and(eq(spuStocks.tenantId, tenantId), eq(spuStocks.spuId, sku.spuId)))
  await tx.insert(orderMoves).values({ tenantId, orderId: order.id, status: OrderStatus.waitPay, auditStatus: 0, actor: 'shopper' })
  return order
}

export const submitReceipt = (tx: Tx, order: Made) =>
  receiptRows.move(tx, {
    id: order.id,
    event: { type: 'SUBMIT' },
    actor: 'shopper',
    where: eq(orders.status, OrderStatus.waitPay),
    set: { payType: payMethodType.virtualCurrency, payOrderPic: shopLogoUrl('Payment receipt') },
  })

/** Paid from the wallet (a consumption line); by an approved screenshot instead should the demo balance not cover it. */
export const payByBalance = async (tx: Tx, tenantId: number, shopperId: number, order: Made) => {
  const [wallet] = await tx
    .select({ balance: schema.wallets.balance })
    .from(schema.wallets)
    .where(and(eq(schema.wallets.tenantId, tenantId), eq(schema.wallets.userId, shopperId)))
  if (!wallet || wallet.balance < order.total) {
    await submitReceipt(tx, order)
    await approvePayment(tx, { no: order.no, tenant: tenantId })
    return
  }
  // Its consumption line is the move's effect (server/modules/order/lifecycle.ts).
  await orderRows.move(tx, {
    id: order.id,
    event: { type: 'PAY_BY_BALANCE' },
    actor: 'shopper',
    set: { payType: payMethodType.balance, payPrice: order.total, payTime: new Date() },
  })
}

/**
 * The moves happened just now; they are spread back over the order's life: each timeline row
 * `hours` apart from its creation, and the order's own times with the rows that set them.
 */
export async function spreadTimeline(tx: Tx, order: Made, daysAgo: number, hours = 20) {
  const start = Date.now() - daysAgo * day
  const moves = await tx.select({ id: orderMoves.id }).from(orderMoves).where(eq(orderMoves.orderId, order.id)).orderBy(asc(orderMoves.id))
  const at = (i: number) => new Date(Math.min(start + i * hours * 3_600_000, Date.now() - (moves.length - i) * 60_000))
  for (const [i, move] of moves.entries())
    await tx
      .update(orderMoves)
      .set({ createdAt: at(i) })
      .where(and(eq(orderMoves.orderId, order.id), eq(orderMoves.id, move.id)))
  const last = at(moves.length - 1)
  const tracks = await tx
    .select({ id: orderTracks.id })
    .from(orderTracks)
    .where(eq(orderTracks.orderId, order.id))
    .orderBy(asc(orderTracks.id))
  for (const [i, track] of tracks.entries())
    await tx
      .update(orderTracks)
      .set({ createdAt: new Date(Math.min(last.getTime() + i * 9 * 3_600_000, Date.now() - (tracks.length - i) * 60_000)) })
      .where(and(eq(orderTracks.orderId, order.id), eq(orderTracks.id, track.id)))
  // Each time the order keeps is set to the move that set it (moved along with the timeline).
  await tx.execute(sql`
    update ${orders} o set
      pay_time = case when o.pay_time is null then null else (select min(m.created_at) from order_moves m
        where m.order_id = o.id and m.status = ${OrderStatus.waitDelivery}) end,
      delivery_time = case when o.delivery_time is null then null else (select min(m.created_at) from order_moves m
        where m.order_id = o.id and m.status = ${OrderStatus.waitReceipt}) end,
      receive_time = case when o.receive_time is null then null else (select min(m.created_at) from order_moves m
        where m.order_id = o.id and m.status = ${OrderStatus.orderOver}) end,
      cancel_time = case when o.cancel_time is null then null else (select min(m.created_at) from order_moves m
        where m.order_id = o.id and m.status = ${OrderStatus.cancelled}) end
    where o.id = ${order.id}`)
}

/**
 * Settlements made just now dated as they would have happened: at the end of each order's return
 * window (the default one), and the owner's take-backs at their refund.
 */
export async function dateSettlements(tx: Tx, tenantId: number) {
  await tx.execute(sql`
    update ${orders} set settled_at = least(receive_time + make_interval(days => ${orderLimits.settleDays}), now())
    where tenant_id = ${tenantId} and settled_at is not null`)
  await tx.execute(sql`
    update balance_logs l set created_at = o.settled_at from ${orders} o
    where l.ref_kind = 'order' and l.ref_id = o.id and l.type = ${balanceLogType.merchantCollection} and o.tenant_id = ${tenantId}`)
  await tx.execute(sql`
    update balance_logs l set created_at = a.refund_time from after_sales a
    where l.ref_kind = 'afterSale' and l.ref_id = a.id and l.type = ${balanceLogType.merchantPay} and a.tenant_id = ${tenantId}`)
}
