import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { chatLimits } from '../chat'
import { done, id, int32, optionalId, paging } from '../fields'
import { messageFilter, systemMessagePageSize, systemMessageWires } from '../systemMessages'
import { chatHistory } from './chat'

/** Request and response schemas of the system messages' calls (contract/systemMessages.ts). */

/** `type` 1 text, 3 image (`message` is its URL); `sta` 1 read, 0 unread; `createTime` in ms since the epoch. */
export const systemMessage = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  message: z.string(),
  sta: z.number(),
  createTime: z.number(),
})

/**
 * With `shopId` or `recipientId` (the shop a shopper writes to, as `send_message` names it), the
 * chat's history with that shop, `pageSize` up to 200 (SPEC.md's chat page); without, the system
 * messages. `mesType` is accepted as SPEC.md sends it; the target decides what is answered.
 */
export const listQuery = z.object({
  ...paging(systemMessagePageSize, chatLimits.pageSize),
  mesType: z._default(int32(0, 9), 1),
  shopId: z.optional(int32(0)),
  recipientId: z.optional(int32(0)),
  /** 2 all, 1 read, 0 unread. */
  type: z._default(int32(messageFilter.unread, messageFilter.all), messageFilter.all),
  userType: z._default(int32(1, 1), 1),
})

/**
 * Unread counts, each up to contract's unreadCountCap: system messages; leave, chat messages to the
 * caller in every conversation (as a shopper, and as the owner of a shop); service, those of them in
 * the customer-service chat (the floating button's count).
 */
export const unreadCounts = z.object({ system: z.number(), leave: z.number(), service: z.number() })

export const systemMessageCalls = defineCalls(systemMessageWires, {
  list: {
    summary:
      "The shopper's system messages, newest first (pageSize 10; type 2 all, 1 read, 0 unread); with shopId or recipientId, the chat with that shop as receive-message answers it (pageSize 200)",
    auth: 'member',
    input: listQuery,
    output: z.union([z.object({ list: z.array(systemMessage), total: z.number() }), chatHistory]),
  },
  read: {
    summary: "Mark one of the shopper's system messages read (memberId is ignored)",
    auth: 'member',
    input: z.object({ id: id(), memberId: optionalId() }),
    output: done(),
  },
  unread: {
    summary: 'Unread counts for the dots: system messages, chat messages, and those of customer service, each capped at 100',
    auth: 'member',
    input: z.object({ mesType: z.optional(int32(0, 9)), userType: z.optional(int32(0, 9)) }),
    output: unreadCounts,
  },
})
