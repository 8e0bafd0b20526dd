import { assign, emit, fromPromise, setup } from 'xstate'
import { type ChatSide, type Conversation, conversationFilter } from '../../contract/chat'
import type { MessageFilter } from '../../contract/systemMessages'
import { failureMessage } from '../lib/formFields'

/** What the leave messages page shows (its URL): the tab (2 all, 1 read, 0 unread), the page, and whose side. */
export interface ConversationQuery {
  filter: MessageFilter
  page: number
  side: ChatSide
}

export type ConversationListEvent =
  | { type: 'TAB'; filter: MessageFilter }
  /** A shop owner switches between their own conversations (1) and their shop's (2). */
  | { type: 'SIDE'; side: ChatSide }
  /** The URL changed under the list (a page link, back, forward). */
  | { type: 'SYNC'; query: ConversationQuery }
  /** Check: mark the conversation read, then open its chat. */
  | { type: 'CHECK'; conversation: Conversation }
  /** Delete: ask first. */
  | { type: 'DELETE'; conversation: Conversation }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The open chat was closed: what it changed shows in the list. */
  | { type: 'CHAT_CLOSED' }
  /** The session's poll brought the unread chat count. */
  | { type: 'UNREAD'; leave: number }

export type ConversationListEmitted = { type: 'query'; query: ConversationQuery }

interface Context {
  query: ConversationQuery
  /** The conversation being checked, or asked about and deleted. */
  target: Conversation | null
  /** The service's reason a delete failed (null: no reason given, the network). */
  failure: string | null
  /** The last unread chat count heard: the list reloads only when it changes. */
  leave: number
}

type Input = { query: ConversationQuery; leave: number }

/**
 * The query once `event` applies: another tab starts at page 1; the other side starts over at All,
 * page 1; the tab or side already shown changes nothing.
 */
function nextQuery(query: ConversationQuery, event: ConversationListEvent): ConversationQuery {
  if (event.type === 'TAB' && event.filter !== query.filter) return { ...query, filter: event.filter, page: 1 }
  if (event.type === 'SIDE' && event.side !== query.side) return { filter: conversationFilter.all, page: 1, side: event.side }
  return query
}
const sameQuery = (a: ConversationQuery, b: ConversationQuery) => a.filter === b.filter && a.page === b.page && a.side === b.side

const targetId = (context: Context) => context.target?.id ?? 0
/** Opens the chat of the conversation checked, on the list's side. */
const openTarget = {
  type: 'openChat' as const,
  params: ({ context }: { context: Context }) => ({ conversationId: targetId(context), side: context.query.side }),
}

/**
 * The leave messages page (docs/behaviour.md#chat): its tabs, pages and side, and the actions of a row.
 *
 * - Tabs and side change the query, emitted as `query` for the route, which owns the URL; the URL
 *   comes back as SYNC. Nothing is emitted when nothing would change.
 * - Check marks an unread conversation read (`markRead`), then opens its chat (`openChat`) and tells
 *   the app (`marked`: the unread counts are asked for at once); a failed mark still opens it.
 * - Delete asks (`confirmAsked`), calls `remove` (`busy`), then the list reloads (`reload`); a
 *   refusal keeps the question open with the service's reason (`failed`), to try again or cancel.
 * - The list reloads when a chat closes and when the unread chat count changes.
 */
export const conversationListMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ConversationListEvent,
    input: {} as Input,
    emitted: {} as ConversationListEmitted,
  },
  actors: {
    markRead: fromPromise<unknown, { conversationId: number; userType: ChatSide }>(async () => {
      throw new Error('markRead is provided by the app')
    }),
    remove: fromPromise<unknown, { id: number; userType: ChatSide }>(async () => {
      throw new Error('remove is provided by the app')
    }),
  },
  actions: {
    /** Opens the chat of a conversation; provided by the app. */
    openChat: (_, _target: { conversationId: number; side: ChatSide }) => {},
    /** A conversation was marked read: the app asks for the unread counts now. */
    marked: () => {},
    /** The list's data is stale: the app loads it again, silently. */
    reload: () => {},
    applyQuery: assign(({ context, event }) => ({ query: nextQuery(context.query, event) })),
    announce: emit(({ context }) => ({ type: 'query' as const, query: context.query })),
    remember: assign(({ event }) => ('conversation' in event ? { target: event.conversation, failure: null } : {})),
    forget: assign({ target: null, failure: null }),
  },
  guards: {
    changes: ({ context, event }) => !sameQuery(nextQuery(context.query, event), context.query),
    hasUnread: ({ event }) => event.type === 'CHECK' && event.conversation.unReadNum > 0,
    leaveChanged: ({ context, event }) => event.type === 'UNREAD' && event.leave !== context.leave,
  },
}).createMachine({
  id: 'conversationList',
  context: ({ input }) => ({ query: input.query, target: null, failure: null, leave: input.leave }),
  on: {
    TAB: { guard: 'changes', actions: ['applyQuery', 'announce'] },
    SIDE: { guard: 'changes', actions: ['applyQuery', 'announce'] },
    SYNC: { actions: assign(({ event }) => ({ query: event.query })) },
    CHAT_CLOSED: { actions: 'reload' },
    UNREAD: { guard: 'leaveChanged', actions: [assign(({ event }) => ({ leave: event.leave })), 'reload'] },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHECK: [{ guard: 'hasUnread', target: 'checking', actions: 'remember' }, { actions: ['remember', openTarget, 'forget'] }],
        DELETE: { target: 'deleting', actions: 'remember' },
      },
    },
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ conversationId: targetId(context), userType: context.query.side }),
        onDone: { target: 'idle', actions: [openTarget, 'marked', 'forget'] },
        // The chat matters more than its read mark: it opens anyway.
        onError: { target: 'idle', actions: [openTarget, 'forget'] },
      },
    },
    deleting: {
      tags: ['confirmAsked'],
      initial: 'confirming',
      on: { CANCEL: { target: 'idle', actions: 'forget' } },
      states: {
        confirming: { on: { CONFIRM: 'removing' } },
        removing: {
          tags: ['busy'],
          // The question cannot be dismissed while the call is out: its answer decides what shows.
          on: { CANCEL: {} },
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: targetId(context), userType: context.query.side }),
            onDone: { target: '#conversationList.idle', actions: ['forget', 'reload'] },
            onError: { target: 'failed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
          },
        },
        failed: { tags: ['failed'], on: { CONFIRM: 'removing' } },
      },
    },
  },
})
