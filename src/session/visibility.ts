import { fromCallback } from 'xstate'
import type { UnreadPollEvent } from '../../machines/unreadPoll'

/** The Page Visibility API as the poll's events: the current state at start, then every change. */
export const pageVisibility = fromCallback<UnreadPollEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' })
  report()
  document.addEventListener('visibilitychange', report)
  return () => document.removeEventListener('visibilitychange', report)
})
