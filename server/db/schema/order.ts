import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { AfterSaleItemStatus, OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { users } from './accounts'
import { spus, skus } from './catalog'
import { createdAt, tenantPrimaryKey } from './columns'
import { shops } from './shop'
import { tenantId } from './tenant'

/**
 * Orders: one per shop of a checkout. Money is integer US cents. `status` moves only along
 * machines/order/lifecycle.ts (orderStatusMachine) and `auditStatus` along its payment receipt
 * machine, through server/lib/lifecycle.ts `move()`. Prices, names and the receiver are copied in
 * when the order is made, so later edits of the product or the address book do not change it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A checkout's idempotency key and the orders it made: a retried "to pay" answers them again. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderIds: integer('order_ids').array().notNull().default(sql`'{}'::int[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkouts_key').on(t.tenantId, t.userId, t.idempotencyKey)],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The order number shoppers see and search. */
    no: text('no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    status: smallint('status').notNull().default(OrderStatus.waitPay),
    auditStatus: smallint('audit_status').notNull().default(PaymentReceiptStatus.noPayReceipt),
    auditRemark: text('audit_remark').notNull().default(''),
    /** The pay method chosen (wire: payAppType; the pay method codes of docs/behaviour.md#checkout), 0 until one is. */
    payType: smallint('pay_type').notNull().default(0),
    payOrderPic: text('pay_order_pic').notNull().default(''),
    itemsPrice: integer('items_price').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    payPrice: integer('pay_price').notNull().default(0),
    receiverName: text('receiver_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    receiverDetailAddress: text('receiver_detail_address').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverAreaName: text('receiver_area_name').notNull(),
    receiverZipcode: text('receiver_zipcode').notNull(),
    userRemark: text('user_remark').notNull().default(''),
    commentStatus: smallint('comment_status').notNull().default(0),
    logisticsNo: text('logistics_no').notNull().default(''),
    /** Who carries the parcel (the operator's word at shipping); empty when not given. */
    carrier: text('carrier').notNull().default(''),
    payDeadline: at('pay_deadline').notNull(),
    payTime: at('pay_time'),
    deliveryTime: at('delivery_time'),
    receiveTime: at('receive_time'),
    cancelTime: at('cancel_time'),
    /** When the shop's collection posted, the return window over (docs/behaviour.md#settlement); null while it is pending. */
    settledAt: at('settled_at'),
    /** Pieces ordered (its items' counts), kept by a trigger on order_items: the seller's sales read it without the items. */
    pieces: integer('pieces').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_no').on(t.tenantId, t.no),
    // The seller's search by part of the number.
    index('orders_no_trgm').using('gin', sql`${t.no} gin_trgm_ops`),
    index('orders_user').on(t.tenantId, t.userId, t.createdAt),
    // A shopper's unpaid orders, which the unpaid cap counts at each checkout (server/modules/checkout/unpaidCap.ts) without reading the paid ones.
    index('orders_user_unpaid')
      .on(t.userId)
      .where(sql`${t.status} = ${sql.raw(String(OrderStatus.waitPay))}`),
    index('orders_shop').on(t.tenantId, t.shopId, t.createdAt),
    // The seller's tabs, newest first by a backward scan (a deep page and the counts read the index alone), and the orders to ship.
    index('orders_shop_status').on(t.tenantId, t.shopId, t.status, t.createdAt, t.id),
    // The dashboard's refunds: paid orders the shop cancelled, by when.
    index('orders_shop_cancelled')
      .on(t.tenantId, t.shopId, t.cancelTime)
      .where(sql`${t.status} = ${sql.raw(String(OrderStatus.cancelled))} and ${t.payTime} is not null`),
    // The sweeps: unpaid orders by deadline, shipped orders by shipping time.
    index('orders_unpaid')
      .on(t.payDeadline)
      .where(sql`${t.status} = ${sql.raw(String(OrderStatus.waitPay))}`),
    index('orders_shipped')
      .on(t.deliveryTime)
      .where(sql`${t.status} = ${sql.raw(String(OrderStatus.waitReceipt))}`),
    // The earnings' pending lines: completed orders not settled yet.
    index('orders_unsettled').on(t.tenantId, t.shopId, t.receiveTime).where(sql`${t.settledAt} is null and ${t.receiveTime} is not null`),
    // The settlement sweep's batches, oldest completion first: the due orders lead, however many orders the table holds.
    index('orders_settle_due').on(t.receiveTime, t.id).where(sql`${t.settledAt} is null and ${t.receiveTime} is not null`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    picUrl: text('pic_url').notNull(),
    brandName: text('brand_name').notNull(),
    spuName: text('spu_name').notNull(),
    properties: text('properties').notNull(),
    count: integer('count').notNull(),
    /** The unit price paid. */
    price: integer('price').notNull(),
    afterSaleStatus: smallint('after_sale_status').notNull().default(AfterSaleItemStatus.none),
    afterSaleId: integer('after_sale_id'),
    /** Pieces and cents refunded so far by after-sales: never above the count and what was paid for it. */
    refundedCount: integer('refunded_count').notNull().default(0),
    refundedPrice: integer('refunded_price').notNull().default(0),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    // An order's open after-sale holds its settlement (server/modules/order/settlement.ts): found without reading every item.
    index('order_items_after_sale_open')
      .on(t.orderId)
      .where(sql`${t.afterSaleStatus} = ${sql.raw(String(AfterSaleItemStatus.apply))}`),
    check('order_items_refunded_within', sql`${t.refundedCount} <= ${t.count} and ${t.refundedPrice} <= ${t.count} * ${t.price}`),
  ],
)

/** Every move of an order: the timeline of its detail page. `actor`: shopper, platform, shop or system. */
export const orderMoves = pgTable(
  'order_moves',
  {
    id: bigserial('id', { mode: 'number' }),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    auditStatus: smallint('audit_status').notNull(),
    actor: text('actor').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey('order_moves', t), index('order_moves_order').on(t.orderId, t.id)],
)

/** Logistics tracking entries (wire: deliveryOrbits, content and deliveryTime). */
export const orderTracks = pgTable(
  'order_tracks',
  {
    id: bigserial('id', { mode: 'number' }),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey('order_tracks', t), index('order_tracks_order').on(t.orderId, t.id)],
)

/** One evaluation per order item (docs/behaviour.md#evaluations, evaluation item). */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serviceAttitudeScore: smallint('service_attitude_score').notNull(),
    logisticsServiceScore: smallint('logistics_service_score').notNull(),
    describeScore: smallint('describe_score').notNull(),
    remark: text('remark').notNull(),
    picUrls: text('pic_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** The shop's reply (docs/behaviour.md#reviews), null until written; `replyAt` is its first writing, from which it may be edited for a while. */
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    replyEditedAt: timestamp('reply_edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('evaluations_item').on(t.orderItemId),
    index('evaluations_spu').on(t.tenantId, t.spuId, t.createdAt),
    index('evaluations_shop').on(t.tenantId, t.shopId, t.createdAt),
  ],
)
