import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { type ChatSide, type ConversationPage, chatSide, conversationFilter, customerServiceShopId, sendType } from '../../../contract/chat'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { platformOf, shopperName } from './peer'
import { visibleAfter } from './rows'
import { clearedOf, type Member, ownConversation, sideOf } from './target'
import { cappedCount, ownedShopId, unreadOf } from './unread'
import { pageOf } from '../../lib/paging'

/**
 * Leave messages: the caller's side's conversations that have a message it sees, latest first,
 * with the last such message and the caller's unread count; type 2 all, 1 read, 0 unread.
 */

const { chatMessages: m, conversations: c, shops, users } = schema

/** The last message the side sees of each conversation (a lateral look-up of chat_messages_conversation). */
const lastColumns = (last: ReturnType<typeof lastVisible>) => ({
  lastMessage: last.message,
  lastType: last.type,
  lastSide: last.side,
  lastAt: last.createdAt,
})

const lastVisible = (tx: Tx, side: ChatSide) =>
  tx
    .select({ id: m.id, message: m.message, type: m.type, side: m.side, createdAt: m.createdAt })
    .from(m)
    .where(and(sql`${m.conversationId} = ${qualified(c.id)}`, visibleAfter(qualified(clearedOf(side)))))
    .orderBy(desc(m.id))
    .limit(1)
    .as('last')

async function unreadCount(tx: Tx, member: Member, side: ChatSide) {
  const to = side === chatSide.shopper ? { userId: member.userId } : { shopId: await ownedShopId(tx, member) }
  return cappedCount(and(unreadOf(member.tenantId, to), sql`${m.conversationId} = ${qualified(c.id)}`)!)
}

export async function conversationPage(
  tx: Tx,
  member: Member,
  query: { pageNo: number; pageSize: number; type: number; userType: number },
): Promise<ConversationPage> {
  const side = sideOf(query.userType)
  const unread = await unreadCount(tx, member, side)
  const filter =
    query.type === conversationFilter.unread ? gt(unread, 0) : query.type === conversationFilter.read ? eq(unread, 0) : undefined
  const where = and(ownConversation(member, side), filter)
  const last = lastVisible(tx, side)
  const rows = tx
    .select({
      id: c.id,
      shopId: c.shopId,
      userId: c.userId,
      shopName: shops.shopname,
      shopLogo: shops.logo,
      userName: shopperName,
      ...lastColumns(last),
      unread,
    })
    .from(c)
    .innerJoinLateral(last, sql`true`)
    .innerJoin(users, eq(users.id, c.userId))
    .leftJoin(shops, eq(shops.id, c.shopId))
    .where(where)
    .orderBy(desc(c.lastMessageId), desc(c.id))
  const counted = tx.select({ total: count() }).from(c).innerJoinLateral(last, sql`true`).where(where)
  const { list: found, total } = await pageOf(query, rows, counted, (row) => row)
  const platform = found.some((r) => r.shopId === null) ? await platformOf(tx, member.tenantId) : null
  const list = found.map((r) => ({
    id: r.id,
    shopId: r.shopId ?? customerServiceShopId,
    shopName: r.shopName ?? platform?.name ?? '',
    shopLogo: r.shopLogo ?? platform?.logo ?? '',
    userId: r.userId,
    userName: r.userName,
    message: r.lastMessage,
    type: r.lastType,
    sendtype: r.lastSide === side ? sendType.mine : sendType.other,
    unReadNum: Number(r.unread),
    createTime: new Date(r.lastAt).getTime(),
  }))
  return { list, total }
}
