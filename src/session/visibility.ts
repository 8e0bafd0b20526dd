import { fromCallback } from 'xstate'
import type { PageVisibilityEvent } from '../../machines/lib/pageVisibility'
import { pollerMachine } from '../../machines/lib/poller'
import { pollEvery } from './pollEvery'

/** The Page Visibility API as the polls' events: the current state at start, then every change. */
export const pageVisibility = fromCallback<PageVisibilityEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' })
  report()
  document.addEventListener('visibilitychange', report)
  return () => document.removeEventListener('visibilitychange', report)
})

/**
 * The polls' timing (machines/lib/poller.ts), paused while the page is hidden; every interval
 * is the one the service wrote into the page when it wrote one (STOREFRONT_POLL_MS, tests).
 */
export const visiblePoller = pollerMachine.provide({
  actors: { visibility: pageVisibility },
  delays: { interval: ({ context }) => pollEvery(context.interval) },
})
