import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { AfterSaleStatus } from '../../../contract/lifecycles'
import { openAfterSale } from '../../../machines/afterSale/lifecycle'
import { users } from './accounts'
import { createdAt, tenantPrimaryKey } from './columns'
import { orderItems, orders } from './order'
import { shops } from './shop'
import { tenantId } from './tenant'

/**
 * After-sales: a shopper's application for a refund, or a refund and return, of one order item.
 * `status` moves only along machines/afterSale/lifecycle.ts through server/lib/lifecycle.ts
 * `move()`. Money is integer US cents. At most one open after-sale per item: the partial unique
 * index decides, whoever applies concurrently.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })
const open = sql.raw(openAfterSale.join(', '))

export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** AfterSaleWay: refund only, or refund and return. */
    way: smallint('way').notNull(),
    status: smallint('status').notNull().default(AfterSaleStatus.waitReview),
    refundCount: integer('refund_count').notNull(),
    refundPrice: integer('refund_price').notNull(),
    applyReason: smallint('apply_reason').notNull(),
    applyDescription: text('apply_description').notNull().default(''),
    applyPicUrls: text('apply_pic_urls').array().notNull().default(sql`'{}'::text[]`),
    /** Where the goods go back to, given when a return is agreed. */
    returnAddress: text('return_address').notNull().default(''),
    /** The return's tracking number, entered by the shopper. */
    logisticsNo: text('logistics_no').notNull().default(''),
    /** The latest refusal's remark (the application's, or the returned goods'). */
    auditRemark: text('audit_remark').notNull().default(''),
    refundTime: at('refund_time'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('after_sales_open_item').on(t.orderItemId).where(sql`${t.status} in (${open})`),
    index('after_sales_user').on(t.tenantId, t.userId, t.createdAt),
    index('after_sales_status').on(t.status, t.createdAt),
    check('after_sales_refund_positive', sql`${t.refundCount} > 0 and ${t.refundPrice} > 0`),
  ],
)

/** Every move of an after-sale: the timeline of its detail page. `actor`: shopper, shop, platform or system. */
export const afterSaleMoves = pgTable(
  'after_sale_moves',
  {
    id: bigserial('id', { mode: 'number' }),
    tenantId: tenantId(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    actor: text('actor').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey('after_sale_moves', t), index('after_sale_moves_after_sale').on(t.afterSaleId, t.id)],
)
