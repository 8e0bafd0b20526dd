import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Language } from '../../../contract/locale'
import {
  messageFilter,
  messageSta,
  type SystemMessage,
  type SystemMessagePage,
  type UnreadCounts,
  unreadCountCap,
} from '../../../contract/systemMessages'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { isMessageKey, message } from '../../http/messages'
import type { MemberScope } from '../../http/scope'

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
  const [rows, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(m)
      .where(where)
      .orderBy(desc(m.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    tx.select({ total: sql<number>`count(*)::int` }).from(m).where(where),
  ])
  return { list: rows.map((row) => rendered(row, scope.lang)), total }
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
 * The dots' counts, polled every 5 s by every logged-in shopper: one scan of the partial unread
 * index, stopped at the cap. Leave messages (shop chat) count 0 until the chat exists.
 */
export async function unreadCounts(tx: Tx, scope: MemberScope): Promise<UnreadCounts> {
  const unread = tx
    .select({ one: sql`1` })
    .from(m)
    .where(and(mine(scope), isNull(m.readAt)))
    .limit(unreadCountCap)
    .as('unread')
  const [{ system }] = await tx.select({ system: sql<number>`count(*)::int` }).from(unread)
  return { system, leave: 0 }
}
