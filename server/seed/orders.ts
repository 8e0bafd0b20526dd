import { and, asc, eq, sql } from 'drizzle-orm'
import { AfterSaleStatus, OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { CommentStatus } from '../../contract/order'
import { schema, type Tx } from '../db/client'
import { createUser } from '../modules/auth/service'
import { approvePayment, rejectPayment, shipOrder, trackOrder } from '../modules/order/platform'
import { cancelOrder, completeOrder } from '../modules/order/settle'
import { seedAfterSales } from './afterSales'
import { settleDue } from '../modules/order/settlement'
import { dateSettlements, type Made, makeOrder, payByBalance, type Sku, skusOf, spreadTimeline, submitReceipt, userId } from './orderMaking'
import type { TenantSeeder } from './tenant'

/**
 * Orders of the demo shopper in every status, walked there by the service's own moves (so each has
 * its timeline, its system messages and its ledger lines), and a demo shop owner whose shop sold
 * some of them (merchant collections in their wallet once settled, one still pending). Also each shop's freight. After the demo
 * wallet's step: balance payments come out of its credited recharge.
 */

const { shops, skus, spus, orders, orderItems, evaluations, systemMessages } = schema

/** The demo shop owner (README.md): runs one shop of the tenant that has the demo shopper. */
export const demoOwner = { email: 'owner@vitrine.test', password: 'Demo12345', firstName: 'Demo', lastName: 'Owner' }

/** A mix of free postage (0, a third of the shops) and 5 to 15 USD, fixed per shop. */
export const seedFreight: TenantSeeder = (tx, tenantId) =>
  tx
    .update(shops)
    .set({ freight: sql`case when ${shops.id} % 3 = 0 then 0 else 500 + (${shops.id} * 7 % 11) * 100 end` })
    .where(eq(shops.tenantId, tenantId))

/** Every evaluation of an order: one per item, three scores each, and the shop's rating sums. */
export async function evaluate(tx: Tx, tenantId: number, shopperId: number, order: Made, scores: [number, number, number], remark: string) {
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
  const own = await skusOf(tx, tenantId, ownShop.id, 6)
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

  // Completed and evaluated: the owner's shop, paid by screenshot.
  const evaluated = await make(pick(own, 0), 1, 24)
  await submitReceipt(tx, evaluated)
  await approvePayment(tx, target(evaluated))
  await shipOrder(tx, { ...target(evaluated), tracking: 'UJ5502331190US', carrier: 'USPS' })
  await trackOrder(tx, { ...target(evaluated), content: 'Delivered to the front desk' })
  await completeOrder(tx, { orderId: evaluated.id, event: 'CONFIRM_RECEIPT', actor: 'shopper' })
  await evaluate(tx, tenantId, shopperId, evaluated, [5, 4, 5], 'Beautiful fabric and true to size. Arrived well packed.')
  await spreadTimeline(tx, evaluated, 24, 30)

  // Completed four days ago, not yet evaluated: the owner's shop, paid by balance, received by the system; pending settlement.
  const over = await make(pick(own, 1), 1, 10)
  await payByBalance(tx, tenantId, shopperId, over)
  await shipOrder(tx, { ...target(over), tracking: 'RB7781204455FR', carrier: 'La Poste Colissimo' })
  await trackOrder(tx, { ...target(over), content: 'Out for delivery' })
  await completeOrder(tx, { orderId: over.id, event: 'AUTO_RECEIVE', actor: 'system' })
  await spreadTimeline(tx, over, 10, 2 * 24)

  // Shipped, with tracking entries, waiting for the shopper to confirm.
  const shipped = await make(pick(own, 2), 1, 4)
  await payByBalance(tx, tenantId, shopperId, shipped)
  await shipOrder(tx, { ...target(shipped), tracking: 'CP0099218734DE', carrier: 'DHL' })
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

  // Refunds and returns in every status (./afterSales.ts), of orders of their own.
  await seedAfterSales({ tx, tenantId, shopperId, own, platform, make })
  // What is past its return window settles by the rule, as the sweep would have.
  await settleDue(tx, eq(orders.tenantId, tenantId))
  await dateSettlements(tx, tenantId)

  // The owner's shop has orders to ship (docs/behaviour.md#seller-orders): one paid five days ago, one today.
  for (const [i, daysAgo] of [5, 0.1].entries()) {
    const waiting = await make(pick(own, 4 + i), 1, daysAgo)
    await payByBalance(tx, tenantId, shopperId, waiting)
    await spreadTimeline(tx, waiting, daysAgo, 1)
  }

  // Each message dated as the move it reports; old news read, except the rejection and the return the shopper has yet to act on.
  await tx.execute(sql`
    update ${systemMessages} m set created_at = coalesce((
      select min(mv.created_at) from order_moves mv join orders o on o.id = mv.order_id
      where o.tenant_id = m.tenant_id and o.no = m.params->>'orderNo' and case m.message_key
        when 'orderPaymentApprovedContent' then mv.audit_status = ${PaymentReceiptStatus.pass}
        when 'orderPaymentRejectedContent' then mv.audit_status = ${PaymentReceiptStatus.rejected}
        when 'orderShippedContent' then mv.status = ${OrderStatus.waitReceipt}
        when 'orderShippedByContent' then mv.status = ${OrderStatus.waitReceipt}
        else false end), m.created_at)
    where m.tenant_id = ${tenantId} and m.user_id = ${shopperId} and m.message_key like 'order%'`)
  await tx
    .update(systemMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(systemMessages.userId, shopperId),
        sql`${systemMessages.messageKey} <> 'orderPaymentRejectedContent'`,
        sql`not (${systemMessages.messageKey} = 'afterSaleReturnAgreedContent' and exists (select 1 from after_sales a
          join orders o on o.id = a.order_id where o.no = ${systemMessages.params}->>'orderNo' and a.status = ${AfterSaleStatus.waitReturn}))`,
      ),
    )
}
