import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/chat'

/**
 * Chat (docs/behaviour.md#chat): conversations between one shopper and one shop, or the
 * platform's customer service, and their messages. The shop's side answers from the same calls
 * (`userType` 2, the owner of the shop, by `conversationId`); customer service answers from the
 * ops command line. Paths and shapes the API family (docs/behaviour.md#calls) leaves open are chosen here:
 *
 * - A conversation is opened by `shopId` (the shopper's side; `customerServiceShopId`, 0, is the
 *   platform's customer service) or by `conversationId` (either side). It exists from the first
 *   message; before that `receive-message` answers its header with `id` null and no messages.
 * - `receive-message` is the chat's history: page 1 is the newest `chatPageSize` messages, page 2
 *   the ones before, each page oldest first. `getMyMessage` with `shopId` or `recipientId` answers
 *   the same page (SPEC.md section 7); without them it is the system messages' list.
 * - `receive-newmessage` answers the messages newer than `lastId` (oldest first): the 5 s poll.
 * - `get/delete/message/{id}` answers which of the conversation's messages from `fromId` on were
 *   retracted by their sender: the open chat drops them (the 3 s removal poll).
 * - `read/delete/message/{id}`: the sender retracts one of their messages (both sides lose it).
 * - `delete/message/{id}`: the caller removes the conversation `id` from their leave messages
 *   (its messages so far are hidden from that side and marked read; a new message brings it back).
 * - `user/read/msg/batch` marks a conversation's messages to the caller read; `readmsg/{id}` one
 *   message (`readmsg` itself is the system messages' read mark: the two tables number their rows
 *   apart, so one path could not say which message an id means).
 * - `unradmsg` answers each conversation's unread count, `total/unread/num` their sum; the poll
 *   the storefront runs is the system messages' `user/unread/num`, which carries both.
 * - `sendtype` in answers is relative to the caller: 1 sent by the caller's side, 2 by the other.
 * - Text is stored and answered as written (never HTML); an image message's `message` is the URL
 *   of an upload the sender made (`/infra/file/upload`).
 */
export const chatWires = defineWires({
  conversations: 'POST /IM/info/getUserSessionAllList',
  history: 'GET /IM/info/receive-message',
  newer: 'GET /IM/info/receive-newmessage',
  send: 'POST /IM/info/send_message',
  readAll: 'POST /IM/info/user/read/msg/batch',
  readOne: 'POST /IM/info/readmsg/{id}',
  unreadByConversation: 'GET /IM/info/unradmsg',
  unreadTotal: 'GET /IM/info/total/unread/num',
  removeConversation: 'POST /IM/info/delete/message/{id}',
  retract: 'POST /IM/info/read/delete/message/{id}',
  retracted: 'GET /IM/info/get/delete/message/{id}',
})
export const chatPaths = /* @__PURE__ */ pathsOf(chatWires)

/** The platform's customer service, where a shop id is expected. */
export const customerServiceShopId = 0
/** Who is calling: the shopper of the conversation (1, the userType of docs/behaviour.md#chat) or the owner of its shop (2). */
export const chatSide = { shopper: 1, shop: 2 } as const
export type ChatSide = (typeof chatSide)[keyof typeof chatSide]
/** A message's `type`: 1 text, 3 image (`message` is its URL). */
export const chatMessageType = { text: 1, image: 3 } as const
/** `sendtype` in answers: 1 the caller's side sent it, 2 the other side (docs/behaviour.md#chat). */
export const sendType = { mine: 1, other: 2 } as const
/** Leave-message tabs (docs/behaviour.md#system-messages): All 2, Read 1, Unread 0, as system messages. */
export { messageFilter as conversationFilter } from './systemMessages'

/** docs/behaviour.md#chat. */
export const chatLimits = {
  /** Chat pages (docs/behaviour.md#chat). */
  pageSize: 200,
  /** Leave-message pages. */
  conversationPageSize: 10,
  /** A text message, in characters. */
  textMax: 2000,
  /** New messages are asked for every 5 s while a chat is open. */
  pollMs: 5000,
  /** Retracted messages are asked for every 3 s while a chat is open. */
  removalPollMs: 3000,
  /** Older pages load when the list is scrolled within this many pixels of its top. */
  loadOlderWithinPx: 20,
  /** `receive-newmessage` answers at most this many (a longer gap reloads page 1). */
  newerMax: 200,
} as const

export type ChatMessage = z.output<typeof s.chatMessage>
export type ChatHistory = z.output<typeof s.chatHistory>
export type ChatPeer = z.output<typeof s.chatPeer>
export type Conversation = z.output<typeof s.conversation>
export type ConversationPage = Page<Conversation>
export type ConversationUnread = z.output<typeof s.conversationUnread>
export type ChatTarget = z.input<typeof s.chatTarget>
export type SendMessageInput = z.input<typeof s.sendMessage>
