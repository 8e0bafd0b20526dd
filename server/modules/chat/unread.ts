import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type ChatSide, type ConversationUnread, chatSide, customerServiceShopId } from '../../../contract/chat'
import { shopStatus } from '../../../contract/status'
import { unreadCountCap } from '../../../contract/systemMessages'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { unreadTo } from './rows'
import { type Member, sideOf } from './target'

/**
 * Unread counts, each a scan of a partial unread index (chat_messages_unread_user for the shopper's
 * side, _shop for the shop's) stopped at the cap.
 */

const { chatMessages: m, shops } = schema

/** The open shop the caller owns, for the shop's side of the lists; none: not found. */
export async function ownedShopId(tx: Tx, { tenantId, userId }: Member): Promise<number> {
  const [row] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, userId), eq(shops.status, shopStatus.open)))
  return orNotFound(row).id
}

/** The messages unread to one side of the caller's: as the shopper (`userId`), or to their shop (`shopId`). */
export const unreadOf = (tenantId: number | SQLWrapper, to: { userId: number | SQLWrapper } | { shopId: number | SQLWrapper }): SQL =>
  'userId' in to
    ? (and(sql`${m.tenantId} = ${tenantId}`, sql`${m.userId} = ${to.userId}`, unreadTo(chatSide.shopper)) as SQL)
    : (and(sql`${m.tenantId} = ${tenantId}`, sql`${m.shopId} = ${to.shopId}`, unreadTo(chatSide.shop)) as SQL)

/** `count(*)` of the rows of `where` up to the cap: one index scan that stops there. */
export const cappedCount = (where: SQL) =>
  sql<number>`(select count(*)::int from (select 1 from ${m} where ${where} limit ${unreadCountCap}) capped)`

async function unreadScope(tx: Tx, member: Member, side: ChatSide) {
  return side === chatSide.shopper ? { userId: member.userId } : { shopId: await ownedShopId(tx, member) }
}

/** Each conversation's unread messages to the caller's side (capped), where there are any. */
export async function unreadByConversation(tx: Tx, member: Member, { userType }: { userType: number }): Promise<ConversationUnread[]> {
  const to = await unreadScope(tx, member, sideOf(userType))
  const rows = await tx
    .select({ conversationId: m.conversationId, shopId: m.shopId, unread: sql<number>`count(*)::int` })
    .from(m)
    .where(unreadOf(member.tenantId, to))
    .groupBy(m.conversationId, m.shopId)
    .orderBy(m.conversationId)
  return rows.map((r) => ({
    conversationId: r.conversationId,
    shopId: r.shopId ?? customerServiceShopId,
    unReadNum: Math.min(Number(r.unread), unreadCountCap),
  }))
}

/** Every unread message to the caller's side, capped. */
export async function unreadTotal(tx: Tx, member: Member, { userType }: { userType: number }): Promise<number> {
  const to = await unreadScope(tx, member, sideOf(userType))
  const [row] = await tx.select({ n: cappedCount(unreadOf(member.tenantId, to)) }).from(sql`(select 1) one`)
  return Number(row.n)
}
