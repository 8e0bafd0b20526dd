import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { spus } from './catalog'
import { shops } from './shop'
import { tenantId } from './tenant'

/** Favourite products and shops. */

export const productFavourites = pgTable(
  'product_favourites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_favourites_user_spu').on(t.userId, t.spuId),
    index('product_favourites_list').on(t.tenantId, t.userId, t.createdAt),
  ],
)

export const shopFavourites = pgTable(
  'shop_favourites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_favourites_user_shop').on(t.userId, t.shopId),
    index('shop_favourites_list').on(t.tenantId, t.userId, t.createdAt),
  ],
)
