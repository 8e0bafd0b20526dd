import { and, asc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import { type ChatMessage, chatLimits } from '../../../contract/chat'
import { type Db, schema } from '../../db/client'
import { notFound } from '../../http/errors'
import { qualified } from '../../lib/sql'
import { type PollSession, pollRows } from '../../lib/pollStatement'
import { messageColumns, messageOfRow, toChatMessage, visibleAfter } from './rows'
import { type Caller, ownConversation, sideOf, type Target, targetQuery } from './target'

/**
 * An open chat's polls, each one statement from the session on: the token's live session, the
 * conversation the caller may open (a primary-key or unique look-up), and an index scan of what
 * changed. Null without a live session (401); not found when the caller may not open the target.
 */

const { chatMessages: m, conversations: c, sessions: s } = schema

type Session = Pick<PollSession, 'tenantId' | 'tokenHash'>

const live = ({ tenantId, tokenHash }: Session) =>
  and(eq(s.tenantId, tenantId), eq(s.tokenHash, tokenHash), isNull(s.revokedAt), gt(s.expiresAt, sql`now()`))
const caller = (session: Session): Caller => ({ tenantId: session.tenantId, userId: s.userId })

/** The 5 s poll's statement: the caller's target joined to a scan of chat_messages_conversation from `lastId` on. */
export function newerQuery(q: Db, session: Session, input: Target & { lastId: number }) {
  const t = targetQuery(q, caller(session), input).as('t')
  const newer = q
    .select(messageColumns)
    .from(m)
    .where(and(sql`${m.conversationId} = ${t.conversationId}`, sql`${m.id} > ${input.lastId}`, visibleAfter(t.cleared)))
    .orderBy(asc(m.id))
    .limit(chatLimits.newerMax)
    .as('newer')
  const { id, conversationId, userId, shopId, side, type, message, clientKey, readAt, createdAt } = newer
  return q
    .select({ found: t.found, id, conversationId, userId, shopId, side, type, message, clientKey, readAt, createdAt })
    .from(s)
    .leftJoinLateral(t, sql`true`)
    .leftJoinLateral(newer, sql`true`)
    .where(live(session))
}

/** The 5 s poll: the messages newer than `lastId` the caller sees, oldest first. */
export async function newerOfSession(session: PollSession, input: Target & { lastId: number }): Promise<ChatMessage[] | null> {
  const rows = await pollRows(session, (q) => newerQuery(q, session, input))
  if (rows.length === 0) return null
  if (rows[0].target_found === null) throw notFound()
  const side = sideOf(input.userType)
  return rows.flatMap((row) => (row.id === null ? [] : [toChatMessage(messageOfRow(row), side)]))
}

type RetractedInput = { id: number; fromId: number; userType: number }

/** The 3 s removal poll: ids of the conversation's messages from `fromId` on that their sender withdrew (chat_messages_retracted). */
export async function retractedOfSession(session: PollSession, input: RetractedInput): Promise<number[] | null> {
  const rows = await pollRows(session, (q) => retractedQuery(q, session, input))
  if (rows.length === 0) return null
  if (rows[0].mine_id === null) throw notFound()
  return rows.flatMap((row) => (row.retracted_id === null ? [] : [Number(row.retracted_id)]))
}

function retractedQuery(q: Db, session: Session, input: RetractedInput) {
  const retracted = q
    .select({ id: m.id })
    .from(m)
    .where(and(sql`${m.conversationId} = ${qualified(c.id)}`, gte(m.id, input.fromId), isNotNull(m.retractedAt)))
    .orderBy(asc(m.id))
    .limit(chatLimits.newerMax)
    .as('retracted')
  const mine = q
    .select({ conversation: sql<number>`${c.id}`.as('mine_id'), retractedId: sql<number | null>`${retracted.id}`.as('retracted_id') })
    .from(c)
    .leftJoinLateral(retracted, sql`true`)
    .where(and(ownConversation(caller(session), sideOf(input.userType)), eq(c.id, input.id)))
    .as('mine')
  return q.select({ conversation: mine.conversation, id: mine.retractedId }).from(s).leftJoinLateral(mine, sql`true`).where(live(session))
}
