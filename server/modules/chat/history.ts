import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import { type ChatHistory, type ChatMessage, chatLimits } from '../../../contract/chat'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { qualified } from '../../lib/sql'
import type { MemberScope } from '../../http/scope'
import { peerOf } from './peer'
import { messageColumns, type MessageRow, toChatMessage, visibleAfter } from './rows'
import { type Member, ownConversation, resolveTarget, sideOf, type Target, targetQuery } from './target'

/** Reading a chat: its pages, the 5 s poll of what is newer, the 3 s poll of what was withdrawn. */

const { chatMessages: m, conversations: c } = schema

/** Page N of the chat (page 1 the newest `pageSize`), oldest first, with its header and how many messages the caller sees. */
export async function chatHistory(tx: Tx, scope: MemberScope, input: Target & { pageNo: number; pageSize: number }): Promise<ChatHistory> {
  const to = await resolveTarget(tx, scope, input)
  const peer = await peerOf(tx, scope, scope.lang, to)
  if (to.conversationId === null) return { peer, list: [], total: 0 }
  const where = and(eq(m.conversationId, to.conversationId), visibleAfter(to.cleared))
  const [rows, [{ total }]] = await Promise.all([
    tx
      .select(messageColumns)
      .from(m)
      .where(where)
      .orderBy(desc(m.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    tx.select({ total: count() }).from(m).where(where),
  ])
  return { peer, list: rows.reverse().map((row) => toChatMessage(row, to.side)), total }
}

/**
 * The 5 s poll's statement: the target's check (a primary-key or unique look-up) joined to a scan of
 * chat_messages_conversation from `lastId` on. No row back means the caller may not open the
 * target; one row without a message, nothing newer.
 */
export function newerQuery(tx: Tx, member: Member, input: Target & { lastId: number }) {
  const t = targetQuery(tx, member, input).as('t')
  const newer = tx
    .select(messageColumns)
    .from(m)
    .where(and(sql`${m.conversationId} = ${t.conversationId}`, sql`${m.id} > ${input.lastId}`, visibleAfter(t.cleared)))
    .orderBy(asc(m.id))
    .limit(chatLimits.newerMax)
    .as('newer')
  const { id, conversationId, userId, shopId, side, type, message, readAt, createdAt } = newer
  return tx
    .select({ target: t.conversationId, id, conversationId, userId, shopId, side, type, message, readAt, createdAt })
    .from(t)
    .leftJoinLateral(newer, sql`true`)
}

/** The 5 s poll: the messages newer than `lastId` the caller sees, oldest first, in one statement. */
export async function newerMessages(tx: Tx, member: Member, input: Target & { lastId: number }): Promise<ChatMessage[]> {
  const rows = await newerQuery(tx, member, input)
  orNotFound(rows[0])
  const side = sideOf(input.userType)
  return rows.flatMap((row) => (row.id === null ? [] : [toChatMessage(row as MessageRow, side)]))
}

/** The 3 s removal poll: ids of the conversation's messages from `fromId` on that their sender withdrew. One statement. */
export async function withdrawnIds(tx: Tx, member: Member, input: { id: number; fromId: number; userType: number }): Promise<number[]> {
  const side = sideOf(input.userType)
  const withdrawn = tx
    .select({ id: m.id })
    .from(m)
    .where(and(sql`${m.conversationId} = ${qualified(c.id)}`, gte(m.id, input.fromId), isNotNull(m.withdrawnAt)))
    .orderBy(asc(m.id))
    .limit(chatLimits.newerMax)
    .as('withdrawn')
  const rows = await tx
    .select({ conversation: c.id, id: withdrawn.id })
    .from(c)
    .leftJoinLateral(withdrawn, sql`true`)
    .where(and(ownConversation(member, side), eq(c.id, input.id)))
  orNotFound(rows[0])
  return rows.flatMap(({ id }) => (id === null ? [] : [id]))
}
