import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { chatLimits, chatMessageType, chatSide, customerServiceShopId } from '../../../contract/chat'
import type { Config } from '../../config'
import { asPlatform, type Db, schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { qualified } from '../../lib/sql'
import { reencodeImage } from '../file/public'
import { claimUploads, keepUpload, uploadStore } from '../file/public'
import { storeMessage } from './send'
import { unreadTo } from './rows'
import { cappedCount } from './unread'

/**
 * The other side of chats for `npm run ops`, across tenants: conversations to answer, one
 * conversation's messages, and answers as the shop (or as customer service) with no user behind
 * them (`sender_id` null).
 */

const { chatMessages: m, conversations: c, shops, users } = schema

const serviceName = 'customer service'
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString())

const lastMessage = (tx: Tx) =>
  tx
    .select({ id: m.id, message: m.message, type: m.type, side: m.side, createdAt: m.createdAt })
    .from(m)
    .where(and(sql`${m.conversationId} = ${qualified(c.id)}`, isNull(m.retractedAt)))
    .orderBy(desc(m.id))
    .limit(1)
    .as('last')

export interface ChatFilter {
  /** A shop's id; 0: customer service. */
  shop?: number
  /** Only conversations whose last message is the shopper's. */
  unanswered?: boolean
  tenant?: number
  limit?: number
}

/** Conversations, latest first: the shopper, the shop, the last message and what the shop side has not read. */
export async function listChats(tx: Tx, filter: ChatFilter) {
  const last = lastMessage(tx)
  const shopFilter: SQL | undefined =
    filter.shop === undefined ? undefined : filter.shop === customerServiceShopId ? isNull(c.shopId) : eq(c.shopId, filter.shop)
  const unread = cappedCount(and(sql`${m.conversationId} = ${qualified(c.id)}`, unreadTo(chatSide.shop))!)
  const rows = await tx
    .select({
      id: c.id,
      tenant: c.tenantId,
      email: users.email,
      shopId: c.shopId,
      shop: shops.shopname,
      lastMessage: last.message,
      lastType: last.type,
      lastSide: last.side,
      at: last.createdAt,
      unread,
    })
    .from(c)
    .innerJoinLateral(last, sql`true`)
    .innerJoin(users, eq(users.id, c.userId))
    .leftJoin(shops, eq(shops.id, c.shopId))
    .where(
      and(
        filter.tenant ? eq(c.tenantId, filter.tenant) : undefined,
        shopFilter,
        filter.unanswered ? sql`${last.side} = ${chatSide.shopper}` : undefined,
      ),
    )
    .orderBy(desc(c.lastMessageId), desc(c.id))
    .limit(filter.limit ?? 50)
  return rows.map(({ lastSide, at, shop, shopId, unread: n, ...row }) => ({
    ...row,
    shopId: shopId ?? customerServiceShopId,
    shop: shop ?? serviceName,
    lastFrom: lastSide === chatSide.shopper ? 'shopper' : 'shop',
    unread: Number(n),
    at: iso(at),
  }))
}

async function conversationRow(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: c.id, tenant: c.tenantId, userId: c.userId, shopId: c.shopId, email: users.email, shop: shops.shopname })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .leftJoin(shops, eq(shops.id, c.shopId))
    .where(eq(c.id, id))
  return orNotFound(row)
}

/** One conversation and its newest messages (up to a chat page), oldest first; image URLs on `origin`. */
export async function showChat(tx: Tx, { id, origin }: { id: number; origin: string }) {
  const conversation = await conversationRow(tx, id)
  const sender = sql<string | null>`(select u.email from ${users} u where u.id = ${m.senderId})`
  const rows = await tx
    .select({
      id: m.id,
      side: m.side,
      sender,
      type: m.type,
      message: m.message,
      readAt: m.readAt,
      retractedAt: m.retractedAt,
      at: m.createdAt,
    })
    .from(m)
    .where(eq(m.conversationId, id))
    .orderBy(desc(m.id))
    .limit(chatLimits.pageSize)
  const shopName = conversation.shop ?? serviceName
  const messages = rows.reverse().map((r) => ({
    id: r.id,
    from: r.side === chatSide.shopper ? `shopper ${conversation.email}` : `${shopName}${r.sender ? ` (${r.sender})` : ''}`,
    type: r.type === chatMessageType.image ? 'image' : 'text',
    message: r.type === chatMessageType.image ? new URL(r.message, origin).toString() : r.message,
    readAt: iso(r.readAt),
    retractedAt: iso(r.retractedAt),
    at: iso(r.at),
  }))
  const { userId: _, shop, shopId, ...header } = conversation
  return { ...header, shopId: shopId ?? customerServiceShopId, shop: shop ?? serviceName, messages }
}

/**
 * A message of the shop's side (customer service's when the conversation has no shop), written by
 * the platform; what the shopper wrote so far is then read by that side.
 */
async function answer(tx: Tx, id: number, type: number, message: string) {
  const conversation = await conversationRow(tx, id)
  await tx
    .update(m)
    .set({ readAt: sql`now()` })
    .where(and(eq(m.conversationId, id), unreadTo(chatSide.shop)))
  return storeMessage(tx, {
    tenantId: conversation.tenant,
    conversationId: id,
    userId: conversation.userId,
    shopId: conversation.shopId,
    side: chatSide.shop,
    senderId: null,
    type,
    message,
  })
}

export const replyToChat = (tx: Tx, { id, text }: { id: number; text: string }) => answer(tx, id, chatMessageType.text, text)

/**
 * An image as the shop's answer: checked by its content and re-encoded as any upload, kept in the
 * upload store (the shop's owner's, or the platform's when the shop has none), claimed at once.
 */
export async function imageToChat(db: Db, config: Pick<Config, 'dataDir' | 's3'>, { id, bytes }: { id: number; bytes: Uint8Array }) {
  const { tenant } = await asPlatform(db, (tx) => conversationRow(tx, id))
  const image = await reencodeImage(bytes)
  const store = uploadStore(config)
  const written: string[] = []
  try {
    return await asPlatform(db, async (tx) => {
      const conversation = await conversationRow(tx, id)
      const [shop] = conversation.shopId
        ? await tx.select({ owner: shops.ownerUserId }).from(shops).where(eq(shops.id, conversation.shopId))
        : []
      const key = await keepUpload(tx, store, { tenantId: tenant, userId: shop?.owner ?? null }, image, 'image', written)
      await claimUploads(tx, [store.url(key)])
      return answer(tx, id, chatMessageType.image, store.url(key))
    })
  } catch (error) {
    await Promise.all(written.map((k) => store.remove(k)))
    throw error
  }
}
