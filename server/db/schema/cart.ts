import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { spus, skus } from './catalog'
import { shops } from './shop'
import { tenantId } from './tenant'

/** The shopping bag. */

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    count: integer('count').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku').on(t.userId, t.skuId), index('cart_items_user').on(t.tenantId, t.userId, t.createdAt)],
)
