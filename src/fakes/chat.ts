import { fromPromise } from 'xstate'
import {
  type ChatHistory,
  type ChatMessage,
  type ChatPeer,
  chatLimits,
  chatMessageType,
  customerServiceShopId,
  sendType,
} from '../../contract/chat'
import { chatMachine, type PageQuery } from '../../machines/chat/chat'
import { fake, fakeUploadChild, type Outcome, refusing, settleAs } from './actors'
import { picture } from './catalog'
import { monogram } from './shop'

const minute = 60_000
const day = 24 * 60 * minute
/** Stories show a fixed week: the conversation ends on this morning. */
export const chatNow = Date.UTC(2026, 10, 20, 9, 30)

export const samplePeer = (over: Partial<ChatPeer> = {}): ChatPeer => ({
  conversationId: 40,
  shopId: 3,
  shopName: 'Maison Lumière',
  shopLogo: monogram('Maison Lumière', '#7d5a36'),
  userId: 7,
  userName: 'Ana Lima',
  canWrite: true,
  welcome: null,
  email: '',
  ...over,
})

export const customerServicePeer = (over: Partial<ChatPeer> = {}): ChatPeer =>
  samplePeer({
    shopId: customerServiceShopId,
    shopName: 'Vitrine',
    shopLogo: '',
    welcome: 'Hello! This is Vitrine customer service. Ask us anything about orders, delivery or returns.',
    email: 'care@vitrine.test',
    ...over,
  })

export const chatMessage = (
  id: number,
  sendtype: number,
  message: string,
  createTime: number,
  type: number = chatMessageType.text,
  clientKey: string | null = null,
): ChatMessage => ({
  id,
  conversationId: 40,
  message,
  type,
  sendtype,
  memberId: 7,
  recipientId: sendtype === sendType.mine ? 3 : 7,
  shopId: 3,
  sta: 1,
  createTime,
  clientKey,
})

const lines: [number, string][] = [
  [sendType.mine, 'Hello, is the wool coat in the first picture lined?'],
  [sendType.other, 'Good morning! Yes, it is lined with cupro, so it slides well over knitwear.'],
  [sendType.mine, 'Lovely. I am usually a 38, would you take the M?'],
  [sendType.other, 'The cut is generous: most clients who wear a 38 are happy with the S.\nThe M leaves room for a thick jumper.'],
  [sendType.mine, 'Here is how it sits on me in the S from another shop, for comparison.'],
  [sendType.other, 'Thank you! With those shoulders the S will be right.'],
  [sendType.mine, 'Ordered the S in camel. When does it ship?'],
  [sendType.other, 'It leaves our atelier on Monday, tracking follows by message.'],
  [sendType.other, 'Your coat is on its way. <b>Tracking</b>: LX123456789CN'],
]

/** A conversation over four days, with an image each way and a message that looks like HTML (shown as text). */
export function sampleConversation(): ChatMessage[] {
  const start = chatNow - 3 * day - 5 * 60 * minute
  const text = lines.map(([side, message], i) => chatMessage(1000 + i * 2, side, message, start + Math.floor(i / 2) * day + i * 7 * minute))
  const images = [
    chatMessage(1009, sendType.mine, picture('#b8864e', 'camel coat'), text[4].createTime + minute, chatMessageType.image),
    chatMessage(1013, sendType.other, picture('#2f2a26', 'packed'), text[6].createTime + 3 * minute, chatMessageType.image),
  ]
  return [...text, ...images].sort((a, b) => a.id - b.id)
}

/** A conversation long enough to scroll: many short exchanges over several days. */
export function longConversation(count = 60): ChatMessage[] {
  return Array.from({ length: count }, (_, i) =>
    chatMessage(
      2000 + i,
      i % 3 === 0 ? sendType.other : sendType.mine,
      i % 7 === 3 ? picture(['#b9a58f', '#5b6b84', '#8c9a8e'][i % 3], `look ${i}`) : `Message ${i + 1}: ${lines[i % lines.length][1]}`,
      chatNow - (count - i) * 3 * 60 * minute,
      i % 7 === 3 ? chatMessageType.image : chatMessageType.text,
    ),
  )
}

/** The same conversation as its shop's owner reads it: `sendtype` is relative to the caller. */
export const asSeenByShop = (list: ChatMessage[]) =>
  list.map((m) => ({ ...m, sendtype: m.sendtype === sendType.mine ? sendType.other : sendType.mine }))

export interface StoryChat {
  peer?: ChatPeer
  messages?: ChatMessage[]
  /** How page 1 loads. */
  load?: Outcome
  /** How a send answers. */
  send?: Outcome
  signedIn?: boolean
}

/** Page `pageNo` of a conversation as the service pages it: page 1 the newest, each page oldest first. */
export function pageOf(all: ChatMessage[], peer: ChatPeer, pageNo: number): ChatHistory {
  const end = all.length - (pageNo - 1) * chatLimits.pageSize
  return { peer, list: all.slice(Math.max(0, end - chatLimits.pageSize), Math.max(0, end)), total: all.length }
}

/** Older pages answer after a moment, so the story shows them loading. */
const olderPageMs = 700

/** The chat machine with fake services: pages of `messages` (the older ones after a moment), the polls answer nothing new. */
export function storyChat({
  peer = samplePeer(),
  messages = sampleConversation(),
  load = 'ok',
  send = 'ok',
  signedIn = true,
}: StoryChat = {}) {
  let nextId = 5000
  return chatMachine.provide({
    guards: { signedIn: () => signedIn },
    actors: {
      loadPage: fromPromise<ChatHistory, PageQuery>(({ input }) =>
        input.pageNo === 1
          ? settleAs(load, pageOf(messages, peer, 1), 'The chat could not be loaded')
          : new Promise((resolve) => setTimeout(() => resolve(pageOf(messages, peer, input.pageNo)), olderPageMs)),
      ),
      fetchNewer: fake('ok', []),
      fetchRetracted: fake('ok', []),
      markRead: fake('ok', true),
      retract: fake('ok', true),
      upload: fakeUploadChild(send, picture('#c9b79c', 'uploaded')),
      send:
        send === 'ok'
          ? fromPromise(async ({ input }) =>
              chatMessage(nextId++, sendType.mine, input.message ?? '', Date.now(), input.type, input.clientKey ?? null),
            )
          : refusing(send, 'The message could not be sent, try again'),
    },
  })
}
