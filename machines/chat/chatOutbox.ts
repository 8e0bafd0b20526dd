import { type ChatMessage, chatMessageType } from '../../contract/chat'

/**
 * Messages the shopper sent that the service has not stored yet: shown at once (optimistic), sent one
 * after another in the order written, each under its own client key so a retry is never stored twice.
 */
export interface OutgoingMessage {
  key: string
  type: typeof chatMessageType.text | typeof chatMessageType.image
  /** The text, or the image's URL once uploaded ('' before). */
  message: string
  /** A picked image not uploaded yet (its upload failed, or it waits its turn). */
  file: File | null
  /** waiting its turn, sending (uploading or posting), or failed (RETRY sends it again). */
  status: 'waiting' | 'sending' | 'failed'
  /** The service's reason when it failed, if it gave one. */
  failure: string | null
  createTime: number
}

export const outgoingText = (key: string, text: string, now: number): OutgoingMessage => ({
  key,
  type: chatMessageType.text,
  message: text,
  file: null,
  status: 'waiting',
  failure: null,
  createTime: now,
})

export const outgoingImage = (key: string, file: File, now: number): OutgoingMessage => ({
  key,
  type: chatMessageType.image,
  message: '',
  file,
  status: 'waiting',
  failure: null,
  createTime: now,
})

/** The next message to send: the first one waiting. */
export const nextWaiting = (outbox: readonly OutgoingMessage[]) => outbox.find((m) => m.status === 'waiting')

/** The outbox with the message `key` changed. */
export const updateOutgoing = (outbox: readonly OutgoingMessage[], key: string, change: Partial<OutgoingMessage>) =>
  outbox.map((m) => (m.key === key ? { ...m, ...change } : m))

export const withoutOutgoing = (outbox: readonly OutgoingMessage[], key: string) => outbox.filter((m) => m.key !== key)

/**
 * The message being uploaded or posted changed, if the outbox still holds it: its stored copy may
 * have come first, by a poll (see withoutStored).
 */
export const updateSending = (outbox: readonly OutgoingMessage[], change: Partial<OutgoingMessage>) =>
  outbox.map((m) => (m.status === 'sending' ? { ...m, ...change } : m))

export const withoutSending = (outbox: readonly OutgoingMessage[]) => outbox.filter((m) => m.status !== 'sending')

/**
 * The outbox without the messages whose stored copies came (a poll, a page, a send's answer): the
 * service answers each of the caller's messages with the key it was sent under, so a message shows
 * once whichever comes first, the answer to its send or the poll.
 */
export function withoutStored(outbox: readonly OutgoingMessage[], stored: readonly ChatMessage[]) {
  const keys = new Set(stored.map((m) => m.clientKey))
  return outbox.filter((m) => !keys.has(m.key))
}

/** A key no other message of this browser has: the service stores a retried key once. */
export const newKeyPrefix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
