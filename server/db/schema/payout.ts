import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { tenantId } from './tenant'

/**
 * Payout (withdrawal) addresses: `type` 1 bank card (bankname, bankno), 2 USDT (address), as
 * contract/wallet.ts payoutType. Deleting one only sets `deleted_at`: a withdrawal keeps a text
 * snapshot of the address, and the row stays so that its history remains explainable.
 */
export const payoutAddresses = pgTable(
  'payout_addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    fullname: text('fullname').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    bankname: text('bankname').notNull().default(''),
    bankno: text('bankno').notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payout_addresses_user').on(t.tenantId, t.userId)],
)
