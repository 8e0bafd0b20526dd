import { and, eq, isNull, sql } from 'drizzle-orm'
import { type ChatMessage, type ChatSide, chatMessageType } from '../../../contract/chat'
import { schema, type Tx } from '../../db/client'
import { enforce } from '../../http/input'
import { claimOwnUploads } from '../../lib/ownUploads'
import { writeRefusal } from './peer'
import { messageColumns, type MessageRow, toChatMessage } from './rows'
import { type Member, resolveTarget, type Target } from './target'

/** Sending: the first message opens the conversation; a retried `clientKey` stores nothing twice. */

const { chatMessages: m, conversations: c } = schema

/**
 * The conversation of a shopper and a shop (null: customer service), opened if it is not yet:
 * two first messages at once open one (the pair's unique, NULLS NOT DISTINCT, decides).
 */
export async function openConversation(tx: Tx, tenantId: number, userId: number, shopId: number | null): Promise<number> {
  await tx
    .insert(c)
    .values({ tenantId, userId, shopId })
    .onConflictDoNothing({ target: [c.tenantId, c.userId, c.shopId] })
  const [row] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.userId, userId), shopId === null ? isNull(c.shopId) : eq(c.shopId, shopId)))
  return row.id
}

export interface NewMessage {
  tenantId: number
  conversationId: number
  /** The conversation's shopper and shop (null: customer service). */
  userId: number
  shopId: number | null
  side: ChatSide
  /** Who wrote it: the shopper or the shop's owner; null for the platform (ops). */
  senderId: number | null
  type: number
  message: string
  clientKey?: string
}

/**
 * Stores a message and moves its conversation's last message id on (`greatest`, so concurrent sends
 * leave the newest); a `clientKey` the side already used answers the message stored with it.
 */
export async function storeMessage(tx: Tx, message: NewMessage): Promise<MessageRow> {
  const [inserted] = await tx
    .insert(m)
    .values({ ...message, clientKey: message.clientKey || null })
    .onConflictDoNothing({ target: [m.conversationId, m.side, m.clientKey] })
    .returning(messageColumns)
  if (!inserted) {
    const [stored] = await tx
      .select(messageColumns)
      .from(m)
      .where(and(eq(m.conversationId, message.conversationId), eq(m.side, message.side), eq(m.clientKey, message.clientKey ?? '')))
    return stored
  }
  await tx
    .update(c)
    .set({ lastMessageId: sql`greatest(${c.lastMessageId}, ${inserted.id})` })
    .where(eq(c.id, message.conversationId))
  return inserted
}

/** Text as written (never HTML), or an image: the URL of an upload the sender made, claimed here. */
async function contentOf(tx: Tx, member: Member, input: { message: string; type: number }) {
  if (input.type !== chatMessageType.image) return input.message
  const owned = await claimOwnUploads(tx, member, [input.message], { field: 'message' })
  return owned.get(input.message) ?? input.message
}

export async function sendMessage(
  tx: Tx,
  member: Member,
  input: Target & { message: string; type: number; clientKey?: string },
): Promise<ChatMessage> {
  if (!input.message) enforce({ field: 'message', error: input.type === chatMessageType.image ? 'imageRequired' : 'chatMessageRequired' })
  const to = await resolveTarget(tx, member, input)
  const refusal = await writeRefusal(tx, member, to)
  if (refusal) throw refusal
  const message = await contentOf(tx, member, input)
  const conversationId = to.conversationId ?? (await openConversation(tx, member.tenantId, to.userId, to.shopId))
  const { side, userId, shopId } = to
  const row = await storeMessage(tx, {
    tenantId: member.tenantId,
    conversationId,
    userId,
    shopId,
    side,
    senderId: member.userId,
    type: input.type,
    message,
    clientKey: input.clientKey,
  })
  return toChatMessage(row, side)
}
