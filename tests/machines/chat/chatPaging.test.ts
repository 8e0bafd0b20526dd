import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../contract/chat'
import { dropIds, mergeMessages, olderLeft, olderPageNo, unreadFromOther } from '../../../machines/chat/chatPaging'

const m = (id: number, message = `#${id}`, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 40,
  message,
  type: 1,
  sendtype: 1,
  memberId: 7,
  recipientId: 3,
  shopId: 3,
  sta: 0,
  createTime: id,
  clientKey: null,
  ...over,
})
const ids = (list: ChatMessage[]) => list.map((x) => x.id)

describe('chat paging', () => {
  it('merges pages and polls into one ascending list, each id once, the newer copy winning', () => {
    const page = [m(5), m(7), m(9)]
    const poll = [m(9, 'edited'), m(12), m(10)]
    const merged = mergeMessages(page, poll)
    expect(ids(merged)).toEqual([5, 7, 9, 10, 12])
    expect(merged.find((x) => x.id === 9)?.message).toBe('edited')
    expect(ids(mergeMessages([m(1), m(2)], []))).toEqual([1, 2])
    expect(ids(mergeMessages([m(3), m(1), m(3)], [m(2)]))).toEqual([1, 2, 3])
  })

  it('drops retracted ids and nothing else', () => {
    expect(ids(dropIds([m(1), m(2), m(3)], [2, 8]))).toEqual([1, 3])
  })

  it('asks for the page holding the message just before the held ones', () => {
    expect(olderPageNo(200)).toBe(2)
    expect(olderPageNo(399)).toBe(2)
    expect(olderPageNo(400)).toBe(3)
    expect(olderPageNo(190)).toBe(1)
  })

  it('knows when older messages are left', () => {
    const held = [m(300), m(301)]
    const full = { list: Array.from({ length: 200 }, (_, i) => m(100 + i)), total: 500 }
    expect(olderLeft(held, mergeMessages(full.list, held), full)).toBe(true)
    // A short page is the last one.
    const short = { list: [m(299)], total: 3 }
    expect(olderLeft(held, mergeMessages(short.list, held), short)).toBe(false)
    // A full page that brought nothing older: the conversation starts here.
    const same = { list: Array.from({ length: 200 }, (_, i) => m(300 + i)), total: 200 }
    expect(olderLeft(held, mergeMessages(same.list, held), same)).toBe(false)
  })

  it('sees unread messages of the other side only', () => {
    expect(unreadFromOther([m(1, 'mine', { sendtype: 1, sta: 0 })])).toBe(false)
    expect(unreadFromOther([m(1, 'theirs', { sendtype: 2, sta: 1 })])).toBe(false)
    expect(unreadFromOther([m(1, 'theirs', { sendtype: 2, sta: 0 })])).toBe(true)
  })
})
