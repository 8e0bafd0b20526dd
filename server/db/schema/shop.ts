import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { shopStatus } from '../../../contract/status'
import { createdAt, type Names } from './columns'
import { users } from './accounts'
import { tenantId } from './tenant'

/** Shops. */

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The shopper who runs the shop; null for shops the platform runs. */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    shopname: text('shopname').notNull(),
    logo: text('logo').notNull().default(''),
    shopDesc: text('shop_desc').notNull().default(''),
    /** The description per storefront language (seeded shops); `shop_desc` is the owner's own text and the fallback. */
    shopDescs: jsonb('shop_descs').$type<Names>().notNull().default({}),
    /** The address the owner gave in their merchant application. */
    address: text('address').notNull().default(''),
    mno: text('mno').notNull().default(''),
    /** 1: shoppers may write to the shop without an order. */
    shopComment: integer('shop_comment').notNull().default(0),
    storeReputation: integer('store_reputation').notNull().default(0),
    /** Cents added once to each order from this shop; 0 is "exempt from postage". */
    freight: integer('freight').notNull().default(0),
    /** docs/behaviour.md#shop-settings: an order from this shop whose goods reach this many cents pays no freight; null: never free. */
    freeShippingFrom: integer('free_shipping_from'),
    /** Where agreed returns go (the owner's settings); '' leaves the platform's fallback. */
    returnsAddress: text('returns_address').notNull().default(''),
    /** docs/behaviour.md#shop-settings: closed for a holiday from .. until (both or neither): nothing of the shop goes into a bag or a checkout. */
    holidayFrom: timestamp('holiday_from', { withTimezone: true }),
    holidayTo: timestamp('holiday_to', { withTimezone: true }),
    /** The sum of every star of the shop's evaluations (three ratings each) and how many evaluations: reputation = points / (3 x count). */
    ratingPoints: integer('rating_points').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The shop's own host (lower case, no scheme), e.g. "atelier.example.com". */
    domain: text('domain'),
    /** 1 open; other values are not listed. */
    status: integer('status').notNull().default(shopStatus.open),
    favouriteCount: integer('favourite_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_list').on(t.tenantId, t.status, t.id),
    index('shops_owner').on(t.tenantId, t.ownerUserId),
    // One shop per owner (docs/behaviour.md#shop-application): an approval racing another cannot make a second.
    uniqueIndex('shops_one_per_owner').on(t.tenantId, t.ownerUserId).where(sql`${t.ownerUserId} is not null`),
    index('shops_domain').on(t.domain),
    index('shops_name_trgm').using('gin', sql`lower(${t.shopname}) gin_trgm_ops`),
    check(
      'shops_holiday',
      sql`(${t.holidayFrom} is null) = (${t.holidayTo} is null) and (${t.holidayTo} is null or ${t.holidayTo} > ${t.holidayFrom})`,
    ),
    check('shops_free_shipping', sql`${t.freeShippingFrom} is null or ${t.freeShippingFrom} >= 0`),
  ],
)
