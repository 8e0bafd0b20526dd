import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate'
import type { UnreadCounts } from '../contract/systemMessages'
import { unreadPollMs } from '../contract/systemMessages'

export type UnreadPollEvent = { type: 'REFRESH' } | { type: 'VISIBLE' } | { type: 'HIDDEN' }

/** What the parent (the session) hears after every successful poll. */
export type UnreadCountsEvent = { type: 'UNREAD_COUNTS'; counts: UnreadCounts }

export const noUnread: UnreadCounts = { system: 0, leave: 0, service: 0 }

/**
 * The unread counts behind the dots (SPEC.md sections 7 and 9): polled every 5 s while the
 * shopper is logged in (the session runs this machine only then, so logging out stops it) and
 * while the page is visible. Becoming visible or a REFRESH (after a message is read) asks at
 * once. A failed poll keeps the last counts and tries again 5 s later.
 */
export const unreadPollMachine = setup({
  types: {
    context: {} as { counts: UnreadCounts; failures: number },
    events: {} as UnreadPollEvent,
  },
  actors: {
    fetchUnread: fromPromise<UnreadCounts>(async () => {
      throw new Error('fetchUnread is provided by the app')
    }),
    /**
     * The Page Visibility API as events: sends HIDDEN or VISIBLE at start and on every change.
     * Provided by the app; by default the page counts as always visible.
     */
    visibility: fromCallback<UnreadPollEvent>(({ sendBack }) => sendBack({ type: 'VISIBLE' })),
  },
  actions: {
    /** Tells the parent the new counts. */
    report: sendParent(({ context }): UnreadCountsEvent => ({ type: 'UNREAD_COUNTS', counts: context.counts })),
  },
  delays: { interval: unreadPollMs },
}).createMachine({
  id: 'unreadPoll',
  context: { counts: noUnread, failures: 0 },
  invoke: { src: 'visibility' },
  // Nothing is asked before the page is known to be visible (the visibility actor says so at once).
  initial: 'paused',
  states: {
    fetching: {
      tags: ['polling'],
      invoke: {
        src: 'fetchUnread',
        onDone: {
          target: 'waiting',
          actions: [assign(({ event }) => ({ counts: event.output, failures: 0 })), 'report'],
        },
        onError: { target: 'waiting', actions: assign(({ context }) => ({ failures: context.failures + 1 })) },
      },
      on: {
        // The answer in flight may predate the change: ask again.
        REFRESH: { target: 'fetching', reenter: true },
        HIDDEN: { target: 'paused' },
      },
    },
    waiting: {
      tags: ['polling'],
      after: { interval: { target: 'fetching' } },
      on: { REFRESH: { target: 'fetching' }, HIDDEN: { target: 'paused' } },
    },
    /** The page is hidden (or not yet known visible): no requests until it is visible. */
    paused: {
      on: { VISIBLE: { target: 'fetching' }, REFRESH: {} },
    },
  },
})
