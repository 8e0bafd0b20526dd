import { fromPromise } from 'xstate'
import type { NewerQuery, PageQuery, RetractedQuery, RetractQuery } from '../../../machines/chat/chat'
import { uploadingWith } from '../../../machines/lib/upload'
import { chatMessage, samplePeer } from '../../../src/fakes/chat'
import {
  type ChatHistory,
  type ChatMessage,
  type ChatPeer,
  type ChatTarget,
  chatLimits,
  type SendMessageInput,
  sendType,
} from '../../../contract/chat'

/** A request the fake server answers after `ms` (fake timers), or at once. */
const after = <T>(ms: number, answer: () => T) =>
  ms > 0 ? new Promise<T>((resolve, reject) => setTimeout(() => settleWith(answer, resolve, reject), ms)) : Promise.resolve().then(answer)

function settleWith<T>(answer: () => T, resolve: (v: T) => void, reject: (e: unknown) => void) {
  try {
    resolve(answer())
  } catch (error) {
    reject(error)
  }
}

export const refusedError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * The chat side of the service, in memory: one conversation (id 40) between shopper 7 and shop 3,
 * seen by the shopper. It records every request, counts those in flight, and can be made slow or failing.
 */
export function fakeChatServer(count = 0, peerOver: Partial<ChatPeer> = {}) {
  const server = {
    peer: samplePeer(peerOver),
    stored: [] as (ChatMessage & { retracted?: boolean })[],
    nextId: 1000,
    requests: { history: [] as { pageNo: number }[], newer: [] as number[], retracted: [] as number[], send: [] as SendMessageInput[] },
    uploads: [] as string[],
    reads: 0,
    inFlight: {} as Record<string, number>,
    /** The most requests of each kind that were in flight together. */
    maxInFlight: {} as Record<string, number>,
    newerMs: 0,
    sendMs: 0,
    /** The next sends fail with this error (then succeed). */
    sendFailures: [] as Error[],
    /** The next sends are stored, but their answers are lost (a network error). */
    lostAnswers: 0,
    failHistory: false,
    newerFails: false,
    /** Messages that came from the other side (not yet read by the shopper). */
    fromShop(text: string) {
      return server.add(text, sendType.other)
    },
    add(text: string, side: number = sendType.mine, type = 1, clientKey: string | null = null) {
      server.stored.push({ ...chatMessage(server.nextId++, side, text, Date.now(), type, clientKey), sta: 0 })
      return server.stored.at(-1)!
    },
    visible: () => server.stored.filter((m) => !m.retracted).map(({ retracted: _, ...m }) => m),
  }
  for (let i = 0; i < count; i++) server.add(`message ${i + 1}`, i % 2 ? sendType.other : sendType.mine)
  for (const m of server.stored) m.sta = 1

  const tracked = <T>(kind: string, ms: number, answer: () => T) => {
    server.inFlight[kind] = (server.inFlight[kind] ?? 0) + 1
    server.maxInFlight[kind] = Math.max(server.maxInFlight[kind] ?? 0, server.inFlight[kind])
    return after(ms, answer).finally(() => {
      server.inFlight[kind] -= 1
    })
  }

  const page = (pageNo: number): ChatHistory => {
    const all = server.visible()
    const end = all.length - (pageNo - 1) * chatLimits.pageSize
    return { peer: server.peer, list: all.slice(Math.max(0, end - chatLimits.pageSize), Math.max(0, end)), total: all.length }
  }

  const actors = {
    loadPage: fromPromise<ChatHistory, PageQuery>(({ input }) => {
      server.requests.history.push({ pageNo: input.pageNo })
      return tracked('history', 0, () => {
        if (server.failHistory) throw refusedError(1001, 'The chat could not be loaded')
        return page(input.pageNo)
      })
    }),
    fetchNewer: fromPromise<ChatMessage[], NewerQuery>(({ input }) => {
      server.requests.newer.push(input.lastId)
      return tracked('newer', server.newerMs, () => {
        if (server.newerFails) throw Object.assign(new Error('offline'), { code: 'network' })
        return server
          .visible()
          .filter((m) => m.id > input.lastId)
          .slice(0, chatLimits.newerMax)
      })
    }),
    fetchRetracted: fromPromise<number[], RetractedQuery>(({ input }) => {
      server.requests.retracted.push(input.fromId)
      return tracked('retracted', 0, () => server.stored.filter((m) => m.retracted && m.id >= input.fromId).map((m) => m.id))
    }),
    upload: uploadingWith(
      fromPromise<string, File>(({ input }) => {
        server.uploads.push(input.name)
        return tracked('upload', 0, () => `/uploads/1/2026-11/${input.name.replace(/\W/g, '')}.png`)
      }),
    ),
    // Stored when asked (a poll may bring it before this answer comes), unless refused.
    send: fromPromise<ChatMessage, SendMessageInput>(({ input }) => {
      server.requests.send.push(input)
      const failure = server.sendFailures.shift()
      const stored = failure ? null : server.add(input.message ?? '', sendType.mine, input.type ?? 1, input.clientKey ?? null)
      const lost = stored !== null && server.lostAnswers > 0
      if (lost) server.lostAnswers -= 1
      return tracked('send', server.sendMs, () => {
        if (!stored) throw failure
        if (lost) throw Object.assign(new Error('offline'), { code: 'network' })
        return stored
      })
    }),
    markRead: fromPromise<unknown, ChatTarget>(() => {
      server.reads += 1
      return tracked('read', 0, () => {
        for (const m of server.stored) if (m.sendtype === sendType.other) m.sta = 1
        return true
      })
    }),
    retract: fromPromise<unknown, RetractQuery>(({ input }) =>
      tracked('retract', 0, () => {
        const m = server.stored.find((s) => s.id === input.id)
        if (m) m.retracted = true
        return true
      }),
    ),
  }
  return { server, actors }
}
