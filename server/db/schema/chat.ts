import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { shops } from './shop'
import { tenantId } from './tenant'

/**
 * Chat (contract/chat.ts): one conversation per shopper and shop, or per shopper and the
 * platform's customer service (`shop_id` null), and its messages.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * `last_message_id` orders the leave-messages lists (maintained on every send, a conditional
 * `greatest`). `user_cleared_id` / `shop_cleared_id`: the side removed the conversation from its
 * list with every message up to that id (hidden from that side; a newer message brings it back).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id),
    lastMessageId: integer('last_message_id').notNull().default(0),
    userClearedId: integer('user_cleared_id').notNull().default(0),
    shopClearedId: integer('shop_cleared_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    /** One conversation per pair, customer service included: two first messages at once open one. */
    unique('conversations_pair').on(t.tenantId, t.userId, t.shopId).nullsNotDistinct(),
    /** The shop's leave messages, latest first. */
    index('conversations_shop_list').on(t.tenantId, t.shopId, t.lastMessageId),
    /** The shopper's leave messages, latest first. */
    index('conversations_user_list').on(t.tenantId, t.userId, t.lastMessageId),
  ],
)

/**
 * `side` 1 the shopper wrote it, 2 the shop (or customer service). `user_id` and `shop_id` repeat
 * the conversation's so that the 5 s unread poll is one partial index scan. `sender_id` the user
 * who wrote it (the shopper, the shop's owner), null when ops wrote it. `client_key` makes a retried
 * send store once. `read_at`: the recipient read it. `retracted_at`: its sender took it back.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    shopId: integer('shop_id'),
    side: smallint('side').notNull(),
    senderId: integer('sender_id'),
    type: smallint('type').notNull().default(1),
    message: text('message').notNull(),
    clientKey: text('client_key'),
    readAt: at('read_at'),
    retractedAt: at('retracted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    /** A chat's pages and the 5 s poll of what is newer than the last id seen. */
    index('chat_messages_conversation').on(t.conversationId, t.id),
    /** The shopper's unread messages (from the shop's side), per conversation. */
    index('chat_messages_unread_user')
      .on(t.tenantId, t.userId, t.conversationId)
      .where(sql`${t.readAt} IS NULL AND ${t.side} = 2 AND ${t.retractedAt} IS NULL`),
    /** The shop's unread messages (from shoppers), per conversation. */
    index('chat_messages_unread_shop')
      .on(t.tenantId, t.shopId, t.conversationId)
      .where(sql`${t.readAt} IS NULL AND ${t.side} = 1 AND ${t.retractedAt} IS NULL`),
    /** The 3 s removal poll: a chat's retracted messages. */
    index('chat_messages_retracted').on(t.conversationId, t.id).where(sql`${t.retractedAt} IS NOT NULL`),
    uniqueIndex('chat_messages_client_key').on(t.conversationId, t.side, t.clientKey),
    check('chat_messages_side', sql`${t.side} IN (1, 2)`),
    check('chat_messages_type', sql`${t.type} IN (1, 3)`),
  ],
)
