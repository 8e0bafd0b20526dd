import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import { users } from './accounts'
import { createdAt } from './columns'
import { shops } from './shop'
import { tenantId } from './tenant'

/**
 * Merchant applications (docs/behaviour.md#shop-application), one per user and tenant: the draft, then the
 * submitted application. `status` (wire: sta) moves only along machines/shopApplication/lifecycle.ts
 * through server/lib/lifecycle.ts `move()`. `cardFront`/`cardBack` are private storage keys of
 * identity images (never public URLs). `shopId` is the shop its approval created.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const shopApplications = pgTable(
  'shop_applications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(ShopApplicationStatus.none),
    userName: text('user_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    cardType: smallint('card_type').notNull().default(0),
    cardFront: text('card_front').notNull().default(''),
    cardBack: text('card_back').notNull().default(''),
    inviteCode: text('invite_code').notNull().default(''),
    shopName: text('shop_name').notNull().default(''),
    shopAddress: text('shop_address').notNull().default(''),
    logo: text('logo').notNull().default(''),
    shopDesc: text('shop_desc').notNull().default(''),
    saleCategory: integer('sale_category').array().notNull().default(sql`'{}'::int[]`),
    agreement: boolean('agreement').notNull().default(false),
    applyFailReason: text('apply_fail_reason').notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_applications_user').on(t.tenantId, t.userId),
    index('shop_applications_status').on(t.status, t.submittedAt),
    // A waiting application holds its shop name: no two wait with one name (a shop's own name is checked apart).
    uniqueIndex('shop_applications_waiting_name')
      .on(t.tenantId, sql`lower(${t.shopName})`)
      .where(sql`${t.status} = ${sql.raw(String(ShopApplicationStatus.waiting))}`),
  ],
)

/** Invite codes the platform issues (ops invite:create): each may be used `maxUses` times until it expires; used on approval. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_codes_code').on(t.tenantId, t.code), check('invite_codes_uses_within', sql`${t.uses} <= ${t.maxUses}`)],
)

/** Messages to the platform (docs/behaviour.md#shop-application, sendToAdmin), shown to the operator with the sender's application. */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('platform_messages_user').on(t.tenantId, t.userId, t.createdAt)],
)
