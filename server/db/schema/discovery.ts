import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { spus } from './catalog'
import { tenantId } from './tenant'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Newsletter subscriptions per tenant, confirmed by an e-mailed link (double opt-in). `status`
 * 0 waiting for confirmation, 1 confirmed, 2 unsubscribed. `token_hash`: the SHA-256 of the
 * secret in the confirm and unsubscribe links (the secret itself is only ever in the mail).
 * `lang`: the language the mails are written in.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    status: smallint('status').notNull().default(0),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [
    /** One subscription per address and tenant, whatever its case. */
    uniqueIndex('newsletter_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('newsletter_token').on(t.tokenHash),
  ],
)

/** The last products a member opened (the storefront keeps the newest 20; a guest's are merged in at login). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.spuId] }), index('recently_viewed_newest').on(t.tenantId, t.userId, t.viewedAt)],
)
