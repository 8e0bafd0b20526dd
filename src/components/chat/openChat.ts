import { useSyncExternalStore } from 'react'
import type { ChatSide } from '../../../contract/chat'

/**
 * Which chat is open, if any: one dialog for the whole storefront (shop chat, customer service, or
 * a shop owner answering a shopper). Tiny on purpose: the shell, the contact buttons and the leave
 * messages page call `openChat`; the dialog's code loads only when a chat is first opened.
 *
 * - `{ shopId }`: the shopper writes to a shop (`customerServiceShopId`, 0, is customer service).
 * - `{ conversationId, side }`: an existing conversation, on the shopper's side (1) or the shop's (2).
 */
export type ChatTarget = { shopId: number } | { conversationId: number; side: ChatSide }

/** `opened` tells two openings of the same chat apart (each resets the dialog). */
export type OpenChat = { target: ChatTarget; opened: number } | null

let current: OpenChat = null
let openings = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export function openChat(target: ChatTarget) {
  openings += 1
  current = { target, opened: openings }
  emit()
}

export function closeChat() {
  if (!current) return
  current = null
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The open chat (null when none): the dialog's host mounts on it, the leave messages page reloads when it closes. */
export const useOpenChat = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
