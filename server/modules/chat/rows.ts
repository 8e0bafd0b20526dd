import { and, isNull, type SQL, sql } from 'drizzle-orm'
import { type ChatMessage, type ChatSide, chatSide, customerServiceShopId, sendType } from '../../../contract/chat'
import { messageSta } from '../../../contract/systemMessages'
import { schema } from '../../db/client'

/** Chat messages as the calls answer them, and which of them a side sees. */

const { chatMessages: m } = schema

export const messageColumns = {
  id: m.id,
  conversationId: m.conversationId,
  userId: m.userId,
  shopId: m.shopId,
  side: m.side,
  type: m.type,
  message: m.message,
  clientKey: m.clientKey,
  readAt: m.readAt,
  createdAt: m.createdAt,
}
export type MessageRow = {
  id: number
  conversationId: number
  userId: number
  shopId: number | null
  side: number
  type: number
  message: string
  clientKey: string | null
  readAt: Date | null
  createdAt: Date
}

/** A message as a poll's statement answers it, its columns as the database names them. */
export const messageOfRow = (row: Record<string, unknown>): MessageRow => ({
  id: Number(row.id),
  conversationId: Number(row.conversation_id),
  userId: Number(row.user_id),
  shopId: row.shop_id === null ? null : Number(row.shop_id),
  side: Number(row.side),
  type: Number(row.type),
  message: String(row.message),
  clientKey: row.client_key === null ? null : String(row.client_key),
  readAt: row.read_at === null ? null : new Date(row.read_at as string),
  createdAt: new Date(row.created_at as string),
})

/** `sendtype` is the caller's: 1 their side wrote it, 2 the other side; the `clientKey` goes back to its sender's side only. */
export function toChatMessage(row: MessageRow, caller: ChatSide): ChatMessage {
  const shopId = row.shopId ?? customerServiceShopId
  const mine = row.side === caller
  return {
    id: row.id,
    conversationId: row.conversationId,
    message: row.message,
    type: row.type,
    sendtype: mine ? sendType.mine : sendType.other,
    memberId: row.userId,
    recipientId: row.side === chatSide.shopper ? shopId : row.userId,
    shopId,
    sta: row.readAt ? messageSta.read : messageSta.unread,
    createTime: new Date(row.createdAt).getTime(),
    clientKey: mine ? row.clientKey : null,
  }
}

/** What a side sees of a conversation: not retracted, and newer than what it cleared (`cleared`, an id or SQL). */
export const visibleAfter = (cleared: number | SQL | SQL.Aliased) => and(isNull(m.retractedAt), sql`${m.id} > ${cleared}`) as SQL

/**
 * Unread to a side: the recipient has not read it and its sender has not retracted it. The side is
 * written as a constant so that the planner matches the partial indexes (chat_messages_unread_user,
 * _shop), whose predicate this is.
 */
export const unreadTo = (side: ChatSide) =>
  sql`${m.readAt} is null and ${m.side} = ${sql.raw(String(side === chatSide.shopper ? chatSide.shop : chatSide.shopper))} and ${m.retractedAt} is null`
