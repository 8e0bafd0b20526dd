import type * as z from 'zod/mini'
import { defineWires } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/systemMessages'

/**
 * System messages (docs/behaviour.md#system-messages): what the platform tells one shopper, the
 * /message page's list, its read mark, and the unread counts the storefront polls every 5 s.
 *
 * Choices where the product's rules (docs/behaviour.md) are silent:
 * - The list is `POST /IM/info/getMyMessage` with `mesType` 1 (system) and `userType` 1, newest
 *   first. With `shopId` or `recipientId` (SPEC.md's chat parameters, pageSize up to 200) it answers
 *   that chat as `receive-message` does (contract/chat.ts): one path, two shapes, as SPEC.md has it.
 * - `readmsg` marks one of the caller's messages read (again is fine); `memberId` is accepted and
 *   ignored: the session says whose message it is. Another shopper's (or tenant's) id is notFound.
 * - The unread counts are one call, `GET /IM/info/user/unread/num`, answering `{ system, leave }`
 *   (leave = unread shop-chat messages, 0 until the chat exists), each counted up to
 *   `unreadCountCap` so a poll stays one short index scan however many are unread.
 * - Keyed messages the service writes are rendered in the request's language when listed.
 */
export const systemMessageWires = defineWires({
  list: 'POST /IM/info/getMyMessage',
  read: 'POST /IM/info/readmsg',
  unread: 'GET /IM/info/user/unread/num',
})

/** `mesType` of the list: 1 = system messages. */
export const mesType = { system: 1 } as const
/** The list's `type` filter, the /message tabs (docs/behaviour.md#system-messages): All 2, Read 1, Unread 0. */
export const messageFilter = { all: 2, read: 1, unread: 0 } as const
export type MessageFilter = (typeof messageFilter)[keyof typeof messageFilter]
/** A message's `type`: 1 text, 3 image (`message` is the image's URL). */
export const systemMessageType = { text: 1, image: 3 } as const
/** `sta`: 1 read, 0 unread. */
export const messageSta = { unread: 0, read: 1 } as const
/** docs/behaviour.md#system-messages: system messages come 10 to a page; the unread counts are polled every 5 s. */
export const systemMessagePageSize = 10
export const unreadPollMs = 5000
/** Counts stop at this number (shown as 99+ from 100). */
export const unreadCountCap = 100

export type SystemMessage = z.output<typeof s.systemMessage>
export type SystemMessagePage = Page<SystemMessage>
export type UnreadCounts = z.output<typeof s.unreadCounts>
