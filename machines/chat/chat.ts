import { and, assign, fromPromise, raise, sendTo, setup } from 'xstate'
import {
  type ChatHistory,
  type ChatMessage,
  type ChatPeer,
  type ChatSide,
  type ChatTarget,
  chatLimits,
  chatSide,
  type SendMessageInput,
  sendType,
} from '../../contract/chat'
import { ErrorCode } from '../../contract/codes'
import { failureMessage } from '../lib/formFields'
import {
  newKeyPrefix,
  nextWaiting,
  type OutgoingMessage,
  outgoingImage,
  outgoingText,
  updateOutgoing,
  updateSending,
  withoutOutgoing,
  withoutSending,
  withoutStored,
} from './chatOutbox'
import { dropIds, mergeMessages, newestId, olderLeft, olderPageNo, oldestId, unreadFromOther } from './chatPaging'
import { isImageFile } from '../lib/imageUpload'
import { type PollDue, pollerMachine } from '../lib/poller'
import { pictureUploadMachine, type UploadReport } from '../lib/upload'

/** Which chat opens: a shop by id (0 customer service), or a conversation on one side (src/components/chat/openChat.ts). */
export type ChatOpenTarget = { shopId: number } | { conversationId: number; side: ChatSide }

export interface ChatInput {
  target: ChatOpenTarget
  /** Client keys start with it (tests fix it); by default unique to this opening. */
  keyPrefix?: string
  /** The pauses between the polls' asks, in ms; by default those of contract/chat.ts. */
  intervals?: Partial<ChatIntervals>
}

export interface ChatIntervals {
  newer: number
  retracted: number
}

/** What the named actors are asked (the app provides them with src/api's chat calls). */
export type PageQuery = ChatTarget & { pageNo: number; pageSize: number }
export type NewerQuery = ChatTarget & { lastId: number }
export type RetractedQuery = { id: number; fromId: number; userType: ChatSide }
export type RetractQuery = { id: number; userType: ChatSide }

export interface ChatContext {
  /** How every call names the conversation. */
  target: ChatTarget & { userType: ChatSide }
  peer: ChatPeer | null
  /** Known once the conversation exists (from page 1, or from the first message sent). */
  conversationId: number | null
  /** Stored messages, ascending by id. */
  messages: ChatMessage[]
  /** The conversation's message count at the last page asked. */
  total: number
  allLoaded: boolean
  outbox: OutgoingMessage[]
  draft: string
  /** The picked file was not an image. */
  imageRefused: boolean
  /** Messages from the other side came unread: a read mark is due. */
  toMark: boolean
  keyPrefix: string
  keys: number
  /** The message a RETRACT is removing. */
  retracting: number | null
  failure: string | null
  intervals: ChatIntervals
}

export type ChatEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'SEND' }
  | { type: 'PICK_IMAGE'; file: File }
  | { type: 'RETRY'; key: string }
  | { type: 'DISCARD'; key: string }
  | { type: 'RETRY_LOAD' }
  | { type: 'LOAD_OLDER' }
  | { type: 'RETRACT'; id: number }
  | { type: 'CLOSE' }
  | { type: 'LOCKED' }
  | { type: 'RESET_OLDER' }
  | PollDue
  | UploadReport

const apiTarget = (target: ChatOpenTarget): ChatContext['target'] =>
  'shopId' in target
    ? { shopId: target.shopId, userType: chatSide.shopper }
    : { conversationId: target.conversationId, userType: target.side }

/** Refusals a resend cannot change: the shopper may not write here (any more), or customer service closed. */
const refusal: readonly unknown[] = [ErrorCode.chatNotAllowed, ErrorCode.customerServiceClosed]
const isRefusal = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && refusal.includes(error.code)

/** The message being uploaded or posted: one at a time, in order (there when its upload or post starts). */
const sendingMessage = (context: ChatContext) => context.outbox.find((m) => m.status === 'sending')!

/** Stored messages that came: each shown once, and the outbox's copy of any of the caller's dropped. */
const received = (context: ChatContext, list: readonly ChatMessage[]) => ({
  messages: mergeMessages(context.messages, list),
  outbox: withoutStored(context.outbox, list),
})

const firstPage = (page: ChatHistory) => ({
  peer: page.peer,
  conversationId: page.peer.conversationId,
  messages: mergeMessages([], page.list),
  total: page.total,
  allLoaded: page.list.length < chatLimits.pageSize || page.list.length >= page.total,
  toMark: unreadFromOther(page.list),
})

/**
 * One open chat (docs/behaviour.md#chat): a guest goes to log in; otherwise page 1 loads (the
 * newest 200), then, until CLOSE, new messages are asked for every 5 s and retracted ones every 3 s
 * (each poll waits for the previous answer), older pages load on LOAD_OLDER, messages written show at
 * once and are sent in order (an image after its upload), failed ones wait for RETRY, and messages
 * from the other side are marked read (`unreadChanged` tells the app, whose dots then refresh).
 * Each poll's timing is a poller child (../lib/poller.ts): nothing while the page is hidden, both
 * at once when it shows again, intervals by input.
 * CLOSE ends the machine: no timer and no request survives it.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadPage: fromPromise<ChatHistory, PageQuery>(async () => {
      throw new Error('loadPage is provided by the app')
    }),
    fetchNewer: fromPromise<ChatMessage[], NewerQuery>(async () => []),
    fetchRetracted: fromPromise<number[], RetractedQuery>(async () => []),
    upload: pictureUploadMachine,
    send: fromPromise<ChatMessage, SendMessageInput>(async () => {
      throw new Error('send is provided by the app')
    }),
    markRead: fromPromise<unknown, ChatTarget>(async () => true),
    retract: fromPromise<unknown, RetractQuery>(async () => true),
    /** When each poll asks (../lib/poller.ts); the app provides it with the page's visibility. */
    poller: pollerMachine,
  },
  guards: {
    /** Provided by the app from the session; signed in by default, so the statechart's live example opens the chat. */
    signedIn: () => true,
    peerCanWrite: ({ context }) => context.peer?.canWrite === true,
    hasText: ({ context }) => context.draft.trim() !== '' && context.draft.length <= chatLimits.textMax,
    notImage: ({ event }) => event.type === 'PICK_IMAGE' && !isImageFile(event.file),
    hasOlder: ({ context }) => !context.allLoaded && context.messages.length > 0,
    canAskRetracted: ({ context }) => context.conversationId !== null && context.messages.length > 0,
    fullBatch: (_, batch: ChatMessage[]) => batch.length >= chatLimits.newerMax,
    toMark: ({ context }) => context.toMark,
    nextNeedsUpload: ({ context }) => {
      const next = nextWaiting(context.outbox)
      return next !== undefined && next.file !== null
    },
    hasWaiting: ({ context }) => nextWaiting(context.outbox) !== undefined,
    /** RETRY and DISCARD concern failed messages only (one being sent is neither resent nor dropped). */
    failed: ({ context, event }) =>
      (event.type === 'RETRY' || event.type === 'DISCARD') && context.outbox.some((m) => m.key === event.key && m.status === 'failed'),
    mine: ({ context, event }) =>
      event.type === 'RETRACT' && context.messages.some((m) => m.id === event.id && m.sendtype === sendType.mine),
    refused: (_, failure: { error: unknown }) => isRefusal(failure.error),
  },
  actions: {
    goToLogin: () => {},
    /** The dialog is gone (provided: the app's open chat is cleared). */
    closed: () => {},
    /** Messages were marked read: the unread counts changed. */
    unreadChanged: () => {},
    notifyFailure: (_, _message: string | null) => {},
    newerAnswered: sendTo('newerPoll', { type: 'ANSWERED' }),
    retractedAnswered: sendTo('retractedPoll', { type: 'ANSWERED' }),
    enqueueText: assign(({ context }) => ({
      outbox: [...context.outbox, outgoingText(`${context.keyPrefix}-${context.keys + 1}`, context.draft.trim(), Date.now())],
      keys: context.keys + 1,
      draft: '',
    })),
    enqueueImage: assign(({ context, event }) => {
      if (event.type !== 'PICK_IMAGE') return {}
      const key = `${context.keyPrefix}-${context.keys + 1}`
      return { outbox: [...context.outbox, outgoingImage(key, event.file, Date.now())], keys: context.keys + 1, imageRefused: false }
    }),
    startNext: assign(({ context }) => ({
      outbox: updateOutgoing(context.outbox, nextWaiting(context.outbox)!.key, { status: 'sending' }),
    })),
    uploaded: assign(({ context }, url: string) => ({ outbox: updateSending(context.outbox, { message: url, file: null }) })),
    delivered: assign(({ context }, stored: ChatMessage) => ({
      outbox: withoutSending(context.outbox),
      messages: mergeMessages(context.messages, [stored]),
      conversationId: context.conversationId ?? stored.conversationId,
    })),
    // Nothing to mark when the poll brought its stored copy meanwhile (the answer was lost, not the message).
    deliveryFailed: assign(({ context }, failure: string | null) => ({
      outbox: updateSending(context.outbox, { status: 'failed', failure }),
    })),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    target: apiTarget(input.target),
    peer: null,
    conversationId: 'conversationId' in input.target ? input.target.conversationId : null,
    messages: [],
    total: 0,
    allLoaded: false,
    outbox: [],
    draft: '',
    imageRefused: false,
    toMark: false,
    keyPrefix: input.keyPrefix ?? newKeyPrefix(),
    keys: 0,
    retracting: null,
    failure: null,
    intervals: { newer: chatLimits.pollMs, retracted: chatLimits.removalPollMs, ...input.intervals },
  }),
  initial: 'opening',
  on: { CLOSE: '.closed' },
  states: {
    opening: {
      always: [
        { guard: 'signedIn', target: 'loading' },
        { target: 'closed', actions: 'goToLogin' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...context.target, pageNo: 1, pageSize: chatLimits.pageSize }),
        onDone: { target: 'ready', actions: assign(({ event }) => firstPage(event.output)) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { RETRY_LOAD: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        RETRY: {
          guard: 'failed',
          actions: assign(({ context, event }) => ({
            outbox: updateOutgoing(context.outbox, event.key, { status: 'waiting', failure: null }),
          })),
        },
        DISCARD: { guard: 'failed', actions: assign(({ context, event }) => ({ outbox: withoutOutgoing(context.outbox, event.key) })) },
      },
      states: {
        poll: {
          invoke: { id: 'newerPoll', src: 'poller', input: ({ context }) => ({ interval: context.intervals.newer }) },
          initial: 'idle',
          states: {
            idle: { on: { POLL: { guard: ({ event }) => event.poller === 'newerPoll', target: 'asking' } } },
            asking: {
              exit: 'newerAnswered',
              onDone: 'idle',
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchNewer',
                    input: ({ context }) => ({ ...context.target, lastId: newestId(context.messages) }),
                    onDone: [
                      // More came than one answer holds: page 1 again rather than a hole in the list.
                      { guard: { type: 'fullBatch', params: ({ event }) => event.output }, target: 'reloading' },
                      {
                        target: 'answered',
                        actions: assign(({ context, event }) => ({
                          ...received(context, event.output),
                          conversationId: context.conversationId ?? event.output[0]?.conversationId ?? null,
                          toMark: context.toMark || unreadFromOther(event.output),
                        })),
                      },
                    ],
                    // Kept as it is; the next interval asks again.
                    onError: 'answered',
                  },
                },
                reloading: {
                  invoke: {
                    src: 'loadPage',
                    input: ({ context }) => ({ ...context.target, pageNo: 1, pageSize: chatLimits.pageSize }),
                    onDone: {
                      target: 'answered',
                      actions: [
                        assign(({ context, event }) => ({
                          ...firstPage(event.output),
                          outbox: withoutStored(context.outbox, event.output.list),
                        })),
                        raise({ type: 'RESET_OLDER' }),
                      ],
                    },
                    onError: 'answered',
                  },
                },
                answered: { type: 'final' },
              },
            },
          },
        },
        removal: {
          invoke: { id: 'retractedPoll', src: 'poller', input: ({ context }) => ({ interval: context.intervals.retracted }) },
          initial: 'idle',
          states: {
            idle: {
              on: {
                POLL: [
                  { guard: and([({ event }) => event.poller === 'retractedPoll', 'canAskRetracted']), target: 'fetching' },
                  // Nothing to ask about yet.
                  { guard: ({ event }) => event.poller === 'retractedPoll', actions: 'retractedAnswered' },
                ],
              },
            },
            fetching: {
              exit: 'retractedAnswered',
              invoke: {
                src: 'fetchRetracted',
                input: ({ context }) => ({
                  id: context.conversationId!,
                  fromId: oldestId(context.messages),
                  userType: context.target.userType,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({ messages: dropIds(context.messages, event.output) })),
                },
                onError: 'idle',
              },
            },
          },
        },
        older: {
          initial: 'idle',
          states: {
            idle: { on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loading' } } },
            loading: {
              tags: ['loadingOlder'],
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({
                  ...context.target,
                  pageNo: olderPageNo(context.messages.length),
                  pageSize: chatLimits.pageSize,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const messages = mergeMessages(event.output.list, context.messages)
                    return { messages, total: event.output.total, allLoaded: !olderLeft(context.messages, messages, event.output) }
                  }),
                },
                onError: 'failed',
              },
              // Page 1 was loaded again meanwhile: this page would leave a hole.
              on: { RESET_OLDER: 'idle' },
            },
            failed: { tags: ['olderFailed'], on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loading' } } },
          },
        },
        composer: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'peerCanWrite', target: 'open' }, { target: 'locked' }] },
            open: {
              tags: ['canWrite'],
              on: {
                TYPE: { actions: assign(({ event }) => ({ draft: event.text.slice(0, chatLimits.textMax), imageRefused: false })) },
                SEND: { guard: 'hasText', actions: 'enqueueText' },
                PICK_IMAGE: [{ guard: 'notImage', actions: assign({ imageRefused: true }) }, { actions: 'enqueueImage' }],
                LOCKED: 'locked',
              },
            },
            /** The shopper may not write here (no order, or customer service closed): the dialog explains why. */
            locked: {},
          },
        },
        delivery: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'nextNeedsUpload', target: 'uploading', actions: 'startNext' },
                { guard: 'hasWaiting', target: 'posting', actions: 'startNext' },
              ],
            },
            uploading: {
              tags: ['sending'],
              invoke: { src: 'upload', input: ({ context }) => ({ id: sendingMessage(context).key, file: sendingMessage(context).file! }) },
              on: {
                UPLOADED: { target: 'posting', actions: { type: 'uploaded', params: ({ event }) => event.output } },
                UPLOAD_FAILED: { target: 'idle', actions: { type: 'deliveryFailed', params: ({ event }) => event.failure } },
              },
            },
            posting: {
              tags: ['sending'],
              invoke: {
                src: 'send',
                input: ({ context }) => {
                  const m = sendingMessage(context)
                  return { ...context.target, message: m.message, type: m.type, clientKey: m.key }
                },
                onDone: { target: 'idle', actions: { type: 'delivered', params: ({ event }) => event.output } },
                onError: [
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: [{ type: 'deliveryFailed', params: ({ event }) => failureMessage(event.error) }, raise({ type: 'LOCKED' })],
                  },
                  { target: 'idle', actions: { type: 'deliveryFailed', params: ({ event }) => failureMessage(event.error) } },
                ],
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'toMark', target: 'marking' } },
            marking: {
              // Messages that come while marking set it again: one more mark follows.
              entry: assign({ toMark: false }),
              invoke: {
                src: 'markRead',
                input: ({ context }) => context.target,
                onDone: { target: 'idle', actions: 'unreadChanged' },
                onError: 'idle',
              },
            },
          },
        },
        retracting: {
          initial: 'idle',
          states: {
            idle: { on: { RETRACT: { guard: 'mine', target: 'busy', actions: assign(({ event }) => ({ retracting: event.id })) } } },
            busy: {
              tags: ['retracting'],
              invoke: {
                src: 'retract',
                input: ({ context }) => ({ id: context.retracting!, userType: context.target.userType }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context }) => ({ messages: dropIds(context.messages, [context.retracting!]), retracting: null })),
                },
                onError: {
                  target: 'idle',
                  actions: [assign({ retracting: null }), { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }],
                },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final', entry: 'closed' },
  },
})
