import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { type ChatSide, chatSide } from '../../../contract/chat'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { clearedOf, type Member, ownConversation, type Resolved, resolveTarget, sideOf, type Target } from './target'
import { unreadOf } from './unread'

/** Read marks, removing a conversation from one's list, retracting one's message: each the caller's side's alone. */

const { chatMessages: m, conversations: c, shops } = schema

/** Messages of the caller's conversations on their side (chat_messages repeats the conversation's shopper and shop). */
function ownMessage({ tenantId, userId }: Member, side: ChatSide): SQL {
  if (side === chatSide.shopper) return and(eq(m.tenantId, tenantId), eq(m.userId, userId)) as SQL
  return and(
    eq(m.tenantId, tenantId),
    sql`${m.shopId} = (select s.id from ${shops} s where s.tenant_id = ${tenantId} and s.owner_user_id = ${userId} and s.status = ${shopStatus.open})`,
  ) as SQL
}

/** The conversation's messages unread to the caller's side, through that side's partial unread index. */
const unreadIn = (tenantId: number, to: Pick<Resolved, 'side' | 'userId' | 'shopId'>, conversationId: number) =>
  and(
    unreadOf(tenantId, to.side === chatSide.shopper ? { userId: to.userId } : { shopId: to.shopId ?? 0 }),
    eq(m.conversationId, conversationId),
  )

/** Every message of the conversation to the caller's side read, in one UPDATE. */
export async function readAll(tx: Tx, member: Member, target: Target): Promise<true> {
  const to = await resolveTarget(tx, member, target)
  if (to.conversationId !== null) {
    await tx
      .update(m)
      .set({ readAt: sql`now()` })
      .where(unreadIn(member.tenantId, to, to.conversationId))
  }
  return true
}

/** One message to the caller's side read (again is fine); their own, or anyone else's: not found. */
export async function readOne(tx: Tx, member: Member, { id, userType }: { id: number; userType: number }): Promise<true> {
  const side = sideOf(userType)
  const [row] = await tx
    .update(m)
    .set({ readAt: sql`coalesce(${m.readAt}, now())` })
    .where(and(ownMessage(member, side), eq(m.id, id), sql`${m.side} <> ${side}`, isNull(m.retractedAt)))
    .returning({ id: m.id })
  orNotFound(row)
  return true
}

/**
 * The conversation leaves the caller's side's list: what it holds so far is hidden from that side
 * and read; a newer message brings it back. A message arriving meanwhile stays unread.
 */
export async function removeConversation(tx: Tx, member: Member, { id, userType }: { id: number; userType: number }): Promise<true> {
  const side = sideOf(userType)
  const last = sql<number>`${c.lastMessageId}`
  const cleared = side === chatSide.shopper ? { userClearedId: last } : { shopClearedId: last }
  const [row] = await tx
    .update(c)
    .set(cleared)
    .where(and(ownConversation(member, side), eq(c.id, id)))
    .returning({ userId: c.userId, shopId: c.shopId, cleared: clearedOf(side) })
  const conversation = orNotFound(row)
  await tx
    .update(m)
    .set({ readAt: sql`now()` })
    .where(and(unreadIn(member.tenantId, { ...conversation, side }, id), sql`${m.id} <= ${conversation.cleared}`))
  return true
}

/** The sender's side takes one of its messages back, once: both sides lose it. Anyone else's: not found. */
export async function retract(tx: Tx, member: Member, { id, userType }: { id: number; userType: number }): Promise<true> {
  const side = sideOf(userType)
  const [row] = await tx
    .update(m)
    .set({ retractedAt: sql`now()` })
    .where(and(ownMessage(member, side), eq(m.id, id), eq(m.side, side), isNull(m.retractedAt)))
    .returning({ id: m.id })
  orNotFound(row)
  return true
}
