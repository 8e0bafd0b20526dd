import { and, desc, eq } from 'drizzle-orm'
import type { ChatHistory } from '../../../contract/chat'
import { schema, type Tx } from '../../db/client'
import type { MemberScope } from '../../http/scope'
import { peerOf } from './peer'
import { messageColumns, toChatMessage, visibleAfter } from './rows'
import { resolveTarget, type Target } from './target'
import { countOf, pageOf } from '../../lib/paging'

/** Reading a chat: its pages (the polls are in ./polls.ts). */

const { chatMessages: m } = schema

/** Page N of the chat (page 1 the newest `pageSize`), oldest first, with its header and how many messages the caller sees. */
export async function chatHistory(tx: Tx, scope: MemberScope, input: Target & { pageNo: number; pageSize: number }): Promise<ChatHistory> {
  const to = await resolveTarget(tx, scope, input)
  const peer = await peerOf(tx, scope, scope.lang, to)
  if (to.conversationId === null) return { peer, list: [], total: 0 }
  const where = and(eq(m.conversationId, to.conversationId), visibleAfter(to.cleared))
  const page = await pageOf(input, tx.select(messageColumns).from(m).where(where).orderBy(desc(m.id)), countOf(tx, m, where), (row) =>
    toChatMessage(row, to.side),
  )
  return { peer, list: page.list.reverse(), total: page.total }
}
