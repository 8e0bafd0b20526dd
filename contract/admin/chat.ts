import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { chatLimits, customerServiceShopId } from '../chat'
import { int32, text } from '../fields'
import { byId, limit, optionalStamp, stamp, tenant } from './fields'

/** The platform's side of chats (`npm run ops -- chat:*`): answering as the shop or as customer service. By conversation id. */
export const chatAdminWires = defineWires({
  chats: 'GET /chats',
  showChat: 'GET /chats/show',
  reply: 'POST /chats/reply json',
  /** A multipart body with its own, larger limit, as the storefront's upload (server/http/bodyLimit.ts). */
  image: 'POST /chats/image multipart',
})

/** A message as stored: its side 1 the shopper's, 2 the shop's; type 1 text, 2 image. */
const stored = z.object({
  id: z.number(),
  conversationId: z.number(),
  userId: z.number(),
  shopId: z.nullable(z.number()),
  side: z.number(),
  type: z.number(),
  message: z.string(),
  clientKey: z.nullable(z.string()),
  readAt: optionalStamp(),
  createdAt: stamp(),
})
const header = {
  id: z.number(),
  tenant: z.number(),
  email: z.string(),
  /** 0: customer service. */
  shopId: z.number(),
  shop: z.string(),
}

export const chatAdminCalls = defineCalls(chatAdminWires, {
  chats: {
    summary:
      'Conversations, latest first, with the shopper, the shop (0: customer service), the last message and what the shop has not read',
    auth: 'ops',
    input: z.object({
      shop: z.optional(int32(customerServiceShopId)),
      /** Only conversations whose last message is the shopper's. */
      unanswered: z.optional(z.boolean()),
      tenant: tenant(),
      limit: limit(),
    }),
    output: z.array(
      z.object({
        ...header,
        lastMessage: z.string(),
        lastType: z.number(),
        /** shopper or shop. */
        lastFrom: z.string(),
        unread: z.number(),
        at: optionalStamp(),
      }),
    ),
  },
  showChat: {
    summary: "A conversation's newest messages (a chat page) in order: who wrote each, images as URLs, when read or retracted",
    auth: 'ops',
    input: z.object(byId()),
    output: z.object({
      ...header,
      messages: z.array(
        z.object({
          id: z.number(),
          from: z.string(),
          /** text or image. */
          type: z.string(),
          message: z.string(),
          readAt: optionalStamp(),
          retractedAt: optionalStamp(),
          at: optionalStamp(),
        }),
      ),
    }),
  },
  reply: {
    summary: 'Answer as the shop (as customer service when the conversation has no shop); the shopper sees it at the next poll',
    auth: 'ops',
    input: z.object({ ...byId(), text: text(chatLimits.textMax, { multiline: true }).check(z.minLength(1)) }),
    output: stored,
  },
  image: {
    summary: "Send an image (multipart `file`: jpg, png, gif or webp, judged by its content) as the shop's answer",
    auth: 'ops',
    input: z.object({ ...byId(), file: z.optional(z.file()) }),
    output: stored,
  },
})
