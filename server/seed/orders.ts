import { randomInt } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { CommentStatus } from '../../contract/order'
import { balanceLogType, payMethodType } from '../../contract/wallet'
import { schema, type Tx } from '../db/client'
import { createUser, normalizeEmail } from '../modules/auth/service'
import { shopLogoUrl } from '../modules/media/urls'
import { moveOrder, moveReceipt } from '../modules/order/moves'
import { approvePayment, rejectPayment, shipOrder, trackOrder } from '../modules/order/platform'
import { cancelOrder, completeOrder } from '../modules/order/settle'
import { post } from '../modules/wallet/ledger'
import type { TenantSeeder } from './tenant'

/**
 * Orders of the demo shopper in every status, walked there by the service's own moves (so each has
 * its timeline, its system messages and its ledger lines), and a demo shop owner whose shop sold
 * some of them (merchant collections in their wallet). Also each shop's freight. After the demo
 * wallet's step: balance payments come out of its credited recharge.
 */

const { shops, skus, spus, brands, orders, orderItems, orderMoves, orderTracks, evaluations, addresses, users, systemMessages } = schema

/** The demo shop owner (README.md): runs one shop of the tenant that has the demo shopper. */
export const demoOwner = { email: 'owner@vitrine.test', password: 'Demo12345', firstName: 'Demo', lastName: 'Owner' }

const day = 86_400_000

/** A mix of free postage (0, a third of the shops) and 5 to 15 USD, fixed per shop. */
export const seedFreight: TenantSeeder = (tx, tenantId) =>
  tx
    .update(shops)
    .set({ freight: sql`case when ${shops.id} % 3 = 0 then 0 else 500 + (${shops.id} * 7 % 11) * 100 end` })
    .where(eq(shops.tenantId, tenantId))

type Sku = { skuId: number; spuId: number; shopId: number; price: number }

/** On-sale SKUs with stock, cheapest first, of one shop or of shops the platform runs. */
async function skusOf(tx: Tx, tenantId: number, shopId: number | null, count: number): Promise<Sku[]> {
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

async function userId(tx: Tx, tenantId: number, email: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, normalizeEmail(email))))
  return user?.id
}

interface Made {
  id: number
  no: string
  total: number
}

/** An order of one SKU, made as a checkout makes it: prices and names copied, stock taken, a first timeline row. */
async function makeOrder(
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
      picUrl: sql<string>`coalesce(${spus.images}[1], '')`,
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
    picUrl: product.picUrl,
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
    .update(spus)
    .set({ stock: sql`${spus.stock} - ${count}` })
    .where(eq(spus.id, sku.spuId))
  await tx.insert(orderMoves).values({ tenantId, orderId: order.id, status: OrderStatus.waitPay, auditStatus: 0, actor: 'shopper' })
  return order
}

const submitReceipt = (tx: Tx, order: Made) =>
  moveReceipt(tx, {
    orderId: order.id,
    event: { type: 'SUBMIT' },
    actor: 'shopper',
    where: eq(orders.status, OrderStatus.waitPay),
    set: { payType: payMethodType.virtualCurrency, payOrderPic: shopLogoUrl('Payment receipt') },
  })

/** Paid from the wallet (a consumption line); by an approved screenshot instead should the demo balance not cover it. */
const payByBalance = async (tx: Tx, tenantId: number, shopperId: number, order: Made) => {
  const [wallet] = await tx
    .select({ balance: schema.wallets.balance })
    .from(schema.wallets)
    .where(and(eq(schema.wallets.tenantId, tenantId), eq(schema.wallets.userId, shopperId)))
  if (!wallet || wallet.balance < order.total) {
    await submitReceipt(tx, order)
    await approvePayment(tx, { no: order.no, tenant: tenantId })
    return
  }
  await moveOrder(tx, {
    orderId: order.id,
    event: { type: 'PAY_BY_BALANCE' },
    actor: 'shopper',
    set: { payType: payMethodType.balance, payPrice: order.total, payTime: new Date() },
  })
  await post(tx, {
    tenantId,
    userId: shopperId,
    type: balanceLogType.consumption,
    amt: -order.total,
    remark: order.no,
    ref: { kind: 'order', id: order.id },
  })
}

/**
 * The moves happened just now; they are spread back over the order's life: each timeline row
 * `hours` apart from its creation, and the order's own times with the rows that set them.
 */
async function spreadTimeline(tx: Tx, order: Made, daysAgo: number, hours = 20) {
  const start = Date.now() - daysAgo * day
  const moves = await tx.select({ id: orderMoves.id }).from(orderMoves).where(eq(orderMoves.orderId, order.id)).orderBy(asc(orderMoves.id))
  const at = (i: number) => new Date(Math.min(start + i * hours * 3_600_000, Date.now() - (moves.length - i) * 60_000))
  for (const [i, move] of moves.entries())
    await tx
      .update(orderMoves)
      .set({ createdAt: at(i) })
      .where(eq(orderMoves.id, move.id))
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
      .where(eq(orderTracks.id, track.id))
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

/** Every evaluation of an order: one per item, three scores each, and the shop's rating sums. */
async function evaluate(tx: Tx, tenantId: number, shopperId: number, order: Made, scores: [number, number, number], remark: string) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  const [o] = await tx.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, order.id))
  for (const item of items) {
    await tx.insert(evaluations).values({
      tenantId,
      orderItemId: item.id,
      orderId: order.id,
      spuId: item.spuId,
      shopId: o.shopId,
      userId: shopperId,
      describeScore: scores[0],
      logisticsServiceScore: scores[1],
      serviceAttitudeScore: scores[2],
      remark,
      picUrls: [item.picUrl].filter(Boolean),
    })
    await tx
      .update(shops)
      .set({ ratingPoints: sql`${shops.ratingPoints} + ${scores[0] + scores[1] + scores[2]}`, ratingCount: sql`${shops.ratingCount} + 1` })
      .where(eq(shops.id, o.shopId))
  }
  await tx.update(orders).set({ commentStatus: CommentStatus.done }).where(eq(orders.id, order.id))
}

/**
 * The demo shopper's orders, one or more per status, and the demo owner with their shop. Only in
 * the tenant that has the demo shopper (its first shopper).
 */
export const seedOrders: TenantSeeder = async (tx, tenantId, p) => {
  const shopper = p.shoppers[0]
  if (!shopper) return
  const shopperId = await userId(tx, tenantId, shopper.email)
  if (!shopperId) return
  const owner = await createUser(tx, tenantId, demoOwner)
  // The owner's shop: the open shop (past the first, which may have its own domain) with the most SKUs to sell.
  const [ownShop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(spus, eq(spus.shopId, shops.id))
    .innerJoin(skus, eq(skus.spuId, spus.id))
    .where(and(eq(shops.tenantId, tenantId), eq(shops.status, 1), eq(spus.status, 1), sql`${skus.stock} >= 2`))
    .groupBy(shops.id)
    .orderBy(sql`count(*) desc`, asc(shops.id))
    .limit(1)
  if (!ownShop) return
  await tx.update(shops).set({ ownerUserId: owner.id }).where(eq(shops.id, ownShop.id))
  const own = await skusOf(tx, tenantId, ownShop.id, 4)
  const platform = await skusOf(tx, tenantId, null, 10)
  const pick = (list: Sku[], i: number) => list[i % list.length]
  if (own.length === 0 || platform.length === 0) return
  let index = 0
  const make = (sku: Sku, count: number, daysAgo: number) => makeOrder(tx, tenantId, shopperId, sku, count, daysAgo, ++index)
  const target = (order: Made) => ({ no: order.no, tenant: tenantId })

  // Cancelled by the shopper long ago (its stock came back).
  const cancelled = await make(pick(platform, 0), 1, 40)
  await cancelOrder(tx, { orderId: cancelled.id, event: 'CANCEL', actor: 'shopper' })
  await spreadTimeline(tx, cancelled, 40, 1)

  // Refunded in full by the platform after delivery (a shop the platform runs: no collection to take back).
  const refunded = await make(pick(platform, 1), 1, 30)
  await submitReceipt(tx, refunded)
  await approvePayment(tx, target(refunded))
  await shipOrder(tx, { ...target(refunded), tracking: 'LP00418833210CN' })
  await completeOrder(tx, { orderId: refunded.id, event: 'CONFIRM_RECEIPT', actor: 'shopper' })
  await moveOrder(tx, { orderId: refunded.id, event: { type: 'REFUND_ALL' }, actor: 'platform', remark: 'Damaged product' })
  await tx
    .update(orderItems)
    .set({ afterSaleStatus: 20, refundedCount: sql`${orderItems.count}`, refundedPrice: sql`${orderItems.count} * ${orderItems.price}` })
    .where(eq(orderItems.orderId, refunded.id))
  await post(tx, {
    tenantId,
    userId: shopperId,
    type: balanceLogType.platformRefund,
    amt: refunded.total,
    remark: refunded.no,
    ref: { kind: 'order', id: refunded.id },
  })
  await spreadTimeline(tx, refunded, 30, 30)

  // Completed and evaluated: the owner's shop, paid by screenshot.
  const evaluated = await make(pick(own, 0), 1, 24)
  await submitReceipt(tx, evaluated)
  await approvePayment(tx, target(evaluated))
  await shipOrder(tx, { ...target(evaluated), tracking: 'UJ5502331190US' })
  await trackOrder(tx, { ...target(evaluated), content: 'Delivered to the front desk' })
  await completeOrder(tx, { orderId: evaluated.id, event: 'CONFIRM_RECEIPT', actor: 'shopper' })
  await evaluate(tx, tenantId, shopperId, evaluated, [5, 4, 5], 'Beautiful fabric and true to size. Arrived well packed.')
  await spreadTimeline(tx, evaluated, 24, 30)

  // Completed, not yet evaluated: the owner's shop, paid by balance, received by the system.
  const over = await make(pick(own, 1), 1, 20)
  await payByBalance(tx, tenantId, shopperId, over)
  await shipOrder(tx, { ...target(over), tracking: 'RB7781204455FR' })
  await trackOrder(tx, { ...target(over), content: 'Out for delivery' })
  await completeOrder(tx, { orderId: over.id, event: 'AUTO_RECEIVE', actor: 'system' })
  await spreadTimeline(tx, over, 20, 2 * 24)

  // Shipped, with tracking entries, waiting for the shopper to confirm.
  const shipped = await make(pick(own, 2), 1, 4)
  await payByBalance(tx, tenantId, shopperId, shipped)
  await shipOrder(tx, { ...target(shipped), tracking: 'CP0099218734DE' })
  await trackOrder(tx, { ...target(shipped), content: 'Arrived at the sorting centre' })
  await trackOrder(tx, { ...target(shipped), content: 'In transit to the destination country' })
  await spreadTimeline(tx, shipped, 4, 12)

  // Paid by balance, waiting for delivery.
  const paid = await make(pick(platform, 2), 1, 2)
  await payByBalance(tx, tenantId, shopperId, paid)
  await spreadTimeline(tx, paid, 2, 3)

  // Waiting for payment: the screenshot rejected with a remark (upload another), one under review, one with a live countdown.
  const rejected = await make(pick(platform, 3), 1, 0.05)
  await submitReceipt(tx, rejected)
  await rejectPayment(tx, { ...target(rejected), remark: 'The amount on the screenshot does not match the order total.' })
  await spreadTimeline(tx, rejected, 0.05, 0.4)
  const reviewing = await make(pick(platform, 4), 1, 0.03)
  await submitReceipt(tx, reviewing)
  await spreadTimeline(tx, reviewing, 0.03, 0.3)
  const unpaid = await make(pick(own, 3), 2, 0.01)
  await spreadTimeline(tx, unpaid, 0.01)

  // Each message dated as the move it reports; old news read, except the rejection the shopper has yet to act on.
  await tx.execute(sql`
    update ${systemMessages} m set created_at = coalesce((
      select min(mv.created_at) from order_moves mv join orders o on o.id = mv.order_id
      where o.tenant_id = m.tenant_id and o.no = m.params->>'orderNo' and case m.message_key
        when 'orderPaymentApprovedContent' then mv.audit_status = ${PaymentReceiptStatus.pass}
        when 'orderPaymentRejectedContent' then mv.audit_status = ${PaymentReceiptStatus.rejected}
        when 'orderShippedContent' then mv.status = ${OrderStatus.waitReceipt}
        else false end), m.created_at)
    where m.tenant_id = ${tenantId} and m.user_id = ${shopperId} and m.message_key like 'order%'`)
  await tx
    .update(systemMessages)
    .set({ readAt: new Date() })
    .where(and(eq(systemMessages.userId, shopperId), sql`${systemMessages.messageKey} <> 'orderPaymentRejectedContent'`))
}
