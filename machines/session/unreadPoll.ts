import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { UnreadCounts } from '../../contract/systemMessages'
import { unreadPollMs } from '../../contract/systemMessages'
import { alwaysVisible, type PageVisibilityEvent } from '../lib/pageVisibility'

export type UnreadPollEvent = { type: 'REFRESH' } | PageVisibilityEvent

/** What the parent (the session) hears after every successful poll. */
export type UnreadCountsEvent = { type: 'UNREAD_COUNTS'; counts: UnreadCounts }

export const noUnread: UnreadCounts = { system: 0, leave: 0, service: 0 }

interface Context {
  counts: UnreadCounts
  failures: number
  /** The page is visible (the visibility actor says so at start and on every change). */
  visible: boolean
  /** Asked for again while a request was in flight: ask once more when it answers. */
  again: boolean
}

/**
 * The unread counts behind the dots (docs/behaviour.md#system-messages): polled every 5 s while the
 * shopper is logged in (the session runs this machine only then, so logging out stops it) and
 * while the page is visible. Becoming visible or a REFRESH (after a message is read) asks at
 * once. A failed poll keeps the last counts and tries again 5 s later.
 *
 * Never more than one request in flight: a request is never abandoned (the call has its own
 * time-out), so a REFRESH or a change of visibility meanwhile is remembered and acted on when
 * it answers, and the 5 s pause starts from that answer.
 */
export const unreadPollMachine = setup({
  types: {
    context: {} as Context,
    events: {} as UnreadPollEvent,
  },
  actors: {
    fetchUnread: fromPromise<UnreadCounts>(async () => {
      throw new Error('fetchUnread is provided by the app')
    }),
    /** The Page Visibility API as events (./pageVisibility.ts), provided by the app. */
    visibility: alwaysVisible,
  },
  actions: {
    /** Tells the parent the new counts. */
    report: sendParent(({ context }): UnreadCountsEvent => ({ type: 'UNREAD_COUNTS', counts: context.counts })),
    shown: assign({ visible: true }),
    hidden: assign({ visible: false }),
  },
  guards: {
    hidden: ({ context }) => !context.visible,
    askedAgain: ({ context }) => context.again,
  },
  delays: { interval: unreadPollMs },
}).createMachine({
  id: 'unreadPoll',
  context: { counts: noUnread, failures: 0, visible: false, again: false },
  invoke: { src: 'visibility' },
  on: { VISIBLE: { actions: 'shown' }, HIDDEN: { actions: 'hidden' } },
  // Nothing is asked before the page is known to be visible (the visibility actor says so at once).
  initial: 'paused',
  states: {
    fetching: {
      tags: ['polling'],
      entry: assign({ again: false }),
      invoke: {
        src: 'fetchUnread',
        onDone: {
          target: 'answered',
          actions: [assign(({ event }) => ({ counts: event.output, failures: 0 })), 'report'],
        },
        onError: { target: 'answered', actions: assign(({ context }) => ({ failures: context.failures + 1 })) },
      },
      // The answer in flight may predate the change: ask again once it is in.
      on: { REFRESH: { actions: assign({ again: true }) } },
    },
    answered: {
      always: [{ guard: 'hidden', target: 'paused' }, { guard: 'askedAgain', target: 'fetching' }, { target: 'waiting' }],
    },
    waiting: {
      tags: ['polling'],
      after: { interval: { target: 'fetching' } },
      on: { REFRESH: { target: 'fetching' }, HIDDEN: { target: 'paused', actions: 'hidden' } },
    },
    /** The page is hidden (or not yet known visible): no requests until it is visible. */
    paused: {
      on: { VISIBLE: { target: 'fetching', actions: 'shown' }, REFRESH: {} },
    },
  },
})
