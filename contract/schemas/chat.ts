import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { chatLimits as limits, chatSide, chatWires } from '../chat'
import { done, id, int32, optionalId, paging, text } from '../fields'
import { messageFilter } from '../systemMessages'

/** Request and response schemas of the chat's calls (contract/chat.ts). Times in ms since the epoch. */

/** Who is calling: 1 the shopper (the default), 2 the owner of the conversation's shop. */
const userType = () => z._default(int32(chatSide.shopper, chatSide.shop), chatSide.shopper)

/**
 * Which conversation: by `conversationId` (either side), or on the shopper's side by `shopId`
 * (0 = customer service), which also works before the first message. The service refuses
 * neither given, and `shopId` on the shop's side.
 */
export const chatTarget = z.object({
  conversationId: optionalId(),
  shopId: z.optional(int32(0)),
  userType: userType(),
})

/**
 * One chat message. `type` 1 text, 3 image (`message` is the image's URL); `sendtype` 1 the
 * caller's side sent it, 2 the other side; `memberId` the conversation's shopper; `shopId` its shop
 * (0 customer service); `recipientId` the shop's id for a shopper's message, the shopper's user id
 * for the shop's; `sta` 1 once the recipient has read it; `clientKey` the key it was sent with
 * (`sendMessage`), answered to its sender's side only (null to the other side, or when sent without
 * one): the sender's open chat knows its stored copy from the message it still shows as sending.
 */
export const chatMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  message: z.string(),
  type: z.number(),
  sendtype: z.number(),
  memberId: z.number(),
  recipientId: z.number(),
  shopId: z.number(),
  sta: z.number(),
  createTime: z.number(),
  clientKey: z.nullable(z.string()),
})

/**
 * The other party of a chat, as its dialog's header shows it. `conversationId` null until the
 * first message. `shopName` and `shopLogo` are the shop's (the platform's for customer service);
 * `userName` is the shopper's display name (what the shop's side shows). `canWrite`: the caller
 * may send (the rule of docs/behaviour.md#chat, customer service enabled); `welcome` is customer service's
 * welcome text in the request's language (null for a shop); `email` its contact e-mail.
 */
export const chatPeer = z.object({
  conversationId: z.nullable(z.number()),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  userId: z.number(),
  userName: z.string(),
  canWrite: z.boolean(),
  welcome: z.nullable(z.string()),
  email: z.string(),
})

/** One page of a chat (page 1 the newest), oldest first, with its header and the conversation's message count. */
export const chatHistory = z.object({ peer: chatPeer, list: z.array(chatMessage), total: z.number() })

/**
 * A leave-messages row (docs/behaviour.md#chat, Conversation): the shop (or, on the shop's side, the
 * shopper) and the last message, its `type` and side, the caller's unread count, its time.
 */
export const conversation = z.object({
  id: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  userId: z.number(),
  userName: z.string(),
  message: z.string(),
  type: z.number(),
  sendtype: z.number(),
  unReadNum: z.number(),
  createTime: z.number(),
})

export const sendMessage = z.object({
  ...chatTarget.shape,
  /** Text (non-blank, up to 2,000 characters) or an image's upload URL. */
  message: z._default(text(limits.textMax, { multiline: true }), ''),
  type: z._default(z.union([z.literal(1), z.literal(3)]), 1),
  /** The sender's key for this message: a retry with the same key stores nothing twice. */
  clientKey: z.optional(text(64)),
})

export const conversationUnread = z.object({ conversationId: z.number(), shopId: z.number(), unReadNum: z.number() })

export const chatCalls = defineCalls(chatWires, {
  conversations: {
    summary: "The caller's conversations, latest first (pageSize 10; type 2 all, 1 read, 0 unread; userType 2 the caller's shop's)",
    auth: 'member',
    input: z.object({
      ...paging(limits.conversationPageSize),
      type: z._default(int32(messageFilter.unread, messageFilter.all), messageFilter.all),
      userType: userType(),
    }),
    output: z.object({ list: z.array(conversation), total: z.number() }),
  },
  history: {
    summary: 'A page of a chat, page 1 the newest (pageSize 200), oldest first, with the other party',
    auth: 'member',
    input: z.object({ ...chatTarget.shape, ...paging(limits.pageSize, limits.pageSize) }),
    output: chatHistory,
  },
  newer: {
    summary: "The chat's messages newer than lastId, oldest first (at most 200): the 5 s poll",
    auth: 'member',
    input: z.object({ ...chatTarget.shape, lastId: z._default(int32(0), 0) }),
    output: z.array(chatMessage),
  },
  send: {
    summary: 'Send a text or image message; the first message opens the conversation',
    auth: 'member',
    input: sendMessage,
    output: chatMessage,
  },
  readAll: {
    summary: "Mark the conversation's messages to the caller read",
    auth: 'member',
    input: chatTarget,
    output: done(),
  },
  readOne: {
    summary: 'Mark one message to the caller read (memberId is ignored)',
    auth: 'member',
    input: z.object({ id: id(), memberId: optionalId(), userType: userType() }),
    output: done(),
  },
  unreadByConversation: {
    summary: "Unread messages per conversation of the caller's (capped at 100 each)",
    auth: 'member',
    input: z.object({ userType: userType() }),
    output: z.array(conversationUnread),
  },
  unreadTotal: {
    summary: "Unread chat messages of the caller's, all conversations (capped at 100)",
    auth: 'member',
    input: z.object({ userType: userType() }),
    output: z.number(),
  },
  removeConversation: {
    summary: "Remove a conversation from the caller's leave messages (until a new message)",
    auth: 'member',
    input: z.object({ id: id(), userType: userType() }),
    output: done(),
  },
  retract: {
    summary: 'The sender retracts one of their messages (both sides lose it)',
    auth: 'member',
    input: z.object({ id: id(), userType: userType() }),
    output: done(),
  },
  retracted: {
    summary: "Ids of the conversation's messages from fromId on that were retracted: the 3 s removal poll",
    auth: 'member',
    input: z.object({ id: id(), fromId: z._default(int32(0), 0), userType: userType() }),
    output: z.array(z.number()),
  },
})
