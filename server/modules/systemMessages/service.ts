import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { type ChatHistory, chatSide } from '../../../contract/chat'
import type { Language } from '../../../contract/locale'
import {
  messageFilter,
  messageSta,
  type SystemMessage,
  type SystemMessagePage,
  type UnreadCounts,
  unreadCountCap,
} from '../../../contract/systemMessages'
import { shopStatus } from '../../../contract/status'
import { type Db, schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { isMessageKey, message } from '../../http/messages'
import type { MemberScope } from '../../http/scope'
import { type PollSession, pollRows } from '../../lib/pollStatement'
import { cappedCount, chatHistory, unreadOf } from '../chat/public'
import { countOf, pageOf } from '../../lib/paging'

const { systemMessages: m } = schema

type Row = typeof m.$inferSelect

/** A keyed message in the reader's language; a plain one (or one whose key is gone) as written. */
export function rendered(row: Row, lang: Language): SystemMessage {
  const params = row.params ?? {}
  const text = (key: string | null, written: string) => (key && isMessageKey(key) ? message(key, lang, params) : written)
  return {
    id: row.id,
    type: row.type,
    title: text(row.titleKey, row.title),
    message: text(row.messageKey, row.message),
    sta: row.readAt ? messageSta.read : messageSta.unread,
    createTime: row.createdAt.getTime(),
  }
}

const mine = ({ tenantId, userId }: MemberScope) => and(eq(m.tenantId, tenantId), eq(m.userId, userId))

export async function messagePage(
  tx: Tx,
  scope: MemberScope,
  query: { pageNo: number; pageSize: number; type: number },
): Promise<SystemMessagePage> {
  const filter =
    query.type === messageFilter.read ? isNotNull(m.readAt) : query.type === messageFilter.unread ? isNull(m.readAt) : undefined
  const where = and(mine(scope), filter)
  return pageOf(query, tx.select().from(m).where(where).orderBy(desc(m.id)), countOf(tx, m, where), (row) => rendered(row, scope.lang))
}

/** SPEC.md's getMyMessage: the chat with a shop when one is named (shopId, or recipientId as send_message names it), else the system messages. */
export function messagesOrChat(
  tx: Tx,
  scope: MemberScope,
  query: { pageNo: number; pageSize: number; type: number; shopId?: number; recipientId?: number },
): Promise<SystemMessagePage | ChatHistory> {
  const shopId = query.shopId ?? query.recipientId
  if (shopId === undefined) return messagePage(tx, scope, query)
  return chatHistory(tx, scope, { shopId, userType: chatSide.shopper, pageNo: query.pageNo, pageSize: query.pageSize })
}

/** Marks one of the shopper's messages read; a read one keeps its first read time. Anyone else's: notFound. */
export async function readMessage(tx: Tx, scope: MemberScope, { id }: { id: number }): Promise<true> {
  const [row] = await tx
    .update(m)
    .set({ readAt: sql`coalesce(${m.readAt}, now())` })
    .where(and(mine(scope), eq(m.id, id)))
    .returning({ id: m.id })
  orNotFound(row)
  return true
}

/**
 * The dots' counts, polled every 5 s by every logged-in shopper, so the cheapest request of the
 * service: the session look-up and the counts in one statement (no separate session query), each
 * count one scan of a partial unread index stopped at the cap. `leave`: chat messages unread to
 * the user as a shopper, and to the open shop they own; `service`: those of their customer-service
 * conversation. Null when the token opens no live session of this tenant.
 */
export async function unreadCountsOfSession(session: PollSession): Promise<UnreadCounts | null> {
  const [row] = await pollRows(session, (q) => sessionCountsQuery(q, session))
  return row ? { system: Number(row.system), leave: Number(row.leave), service: Number(row.service) } : null
}

/** The poll's one statement (the benchmark explains it). */
export function sessionCountsQuery(q: Db, { tenantId, tokenHash }: Pick<PollSession, 'tenantId' | 'tokenHash'>) {
  const { sessions: s, conversations: c, shops } = schema
  const unread = q
    .select({ one: sql`1` })
    .from(m)
    .where(and(eq(m.tenantId, s.tenantId), eq(m.userId, s.userId), isNull(m.readAt)))
    .limit(unreadCountCap)
    .as('unread')
  const ownShop = sql`(select sh.id from ${shops} sh where sh.tenant_id = ${s.tenantId} and sh.owner_user_id = ${s.userId} and sh.status = ${shopStatus.open})`
  const serviceChat = sql`(select cs.id from ${c} cs where cs.tenant_id = ${s.tenantId} and cs.user_id = ${s.userId} and cs.shop_id is null)`
  const asShopper = unreadOf(s.tenantId, { userId: s.userId })
  return q
    .select({
      system: sql<number>`(select count(*)::int from ${unread})`.as('system'),
      leave:
        sql<number>`least(${cappedCount(asShopper)} + ${cappedCount(unreadOf(s.tenantId, { shopId: ownShop }))}, ${unreadCountCap})`.as(
          'leave',
        ),
      service: sql<number>`${cappedCount(and(asShopper, sql`${schema.chatMessages.conversationId} = ${serviceChat}`)!)}`.as('service'),
    })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.tokenHash, tokenHash), isNull(s.revokedAt), gt(s.expiresAt, sql`now()`)))
    .limit(1)
}
