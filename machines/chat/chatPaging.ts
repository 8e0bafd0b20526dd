import { type ChatMessage, chatLimits, sendType } from '../../contract/chat'

/**
 * The pure list work of an open chat: stored messages are kept in ascending id order, once each,
 * whichever way they came (page 1, an older page, the poll, the answer to a send).
 */

/** `a` and `b` as one list, ascending by id, each id once (`b`'s copy wins: it is the newer answer). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of a) byId.set(m.id, m)
  for (const m of b) byId.set(m.id, m)
  return [...byId.values()].sort((x, y) => x.id - y.id)
}

/** The list without the retracted ids. */
export function dropIds(list: readonly ChatMessage[], ids: readonly number[]): ChatMessage[] {
  const gone = new Set(ids)
  return list.filter((m) => !gone.has(m.id))
}

export const newestId = (list: readonly ChatMessage[]) => list.at(-1)?.id ?? 0
export const oldestId = (list: readonly ChatMessage[]) => list[0]?.id ?? 0

/**
 * The history page that holds the message just before the `held` newest ones (page 1 is the newest
 * `pageSize`). Counting from what is held rather than from the pages asked so far keeps paging whole
 * when the poll brought new messages (the pages shift: the page overlaps, duplicates are dropped) or
 * messages were retracted (the pages shift back: asking "page n + 1" would skip some).
 */
export const olderPageNo = (held: number, pageSize: number = chatLimits.pageSize) => Math.floor(held / pageSize) + 1

/** Whether the other side wrote something the caller has not read yet (a read mark is due). */
export const unreadFromOther = (list: readonly ChatMessage[]) => list.some((m) => m.sendtype === sendType.other && m.sta === 0)

/**
 * After an older page: are there still older messages? Not when the page was short, brought
 * nothing older than what was held, or everything the conversation has is held.
 */
export function olderLeft(
  before: readonly ChatMessage[],
  after: readonly ChatMessage[],
  page: { list: readonly unknown[]; total: number },
) {
  const broughtOlder = after.length > 0 && oldestId(after) < oldestId(before)
  return page.list.length >= chatLimits.pageSize && broughtOlder && after.length < page.total
}
