import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, smallint, text, timestamp, integer } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { tenantId } from './tenant'

/**
 * System messages: what the platform tells one shopper (docs/behaviour.md#system-messages, System message).
 * `type` 1 is text, 3 an image (message holds its URL). A message the service writes names
 * its title and text by message key (server/http/messages.ts) with JSON params, so it renders
 * in the reader's language when read; `title` and `message` then keep the English text as
 * written (what ops and a removed key fall back to). Plain notes (ops) have no keys.
 * `read_at` set = sta 1 (read).
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    message: text('message').notNull(),
    titleKey: text('title_key'),
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    /** The list, newest first, per shopper (the read/unread filters scan one shopper's rows only). */
    index('system_messages_list').on(t.tenantId, t.userId, t.id),
    /** The unread count polled every 5 s: an index-only count over the shopper's unread rows. */
    index('system_messages_unread').on(t.tenantId, t.userId).where(sql`${t.readAt} IS NULL`),
  ],
)
