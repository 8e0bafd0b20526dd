import { useSyncExternalStore } from 'react'

/**
 * The login and forgot-password dialogs mount the first time one is opened, not with the page:
 * their code (forms, dialog, tabs) would otherwise compete with the first page's own downloads.
 */
let wanted = false
const listeners = new Set<() => void>()

export function wantLoginDialogs(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useLoginDialogsWanted = () => useSyncExternalStore(subscribe, () => wanted)
