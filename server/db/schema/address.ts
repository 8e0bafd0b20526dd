import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { tenantId } from './tenant'

/**
 * The shoppers' delivery addresses. `country_region` and `province` are codes of
 * country_regions (cno); their names are read in the request's language.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    detailAddress: text('detail_address').notNull(),
    countryRegion: text('country_region').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    zipcode: text('zipcode').notNull(),
    remark: text('remark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one default per shopper, whatever the service does.
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    index('addresses_list').on(t.tenantId, t.userId, t.createdAt),
  ],
)
