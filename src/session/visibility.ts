import { fromCallback } from 'xstate'
import type { PageVisibilityEvent } from '../../machines/lib/pageVisibility'

/** The Page Visibility API as the polls' events: the current state at start, then every change. */
export const pageVisibility = fromCallback<PageVisibilityEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' })
  report()
  document.addEventListener('visibilitychange', report)
  return () => document.removeEventListener('visibilitychange', report)
})
