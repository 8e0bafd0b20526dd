import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate'
import type { UnreadCounts } from '../../contract/systemMessages'
import { unreadPollMs } from '../../contract/systemMessages'
import { type PollDue, pollerMachine } from '../lib/poller'

export type UnreadPollEvent = { type: 'REFRESH' } | PollDue

/** What the parent (the session) hears after every successful poll. */
export type UnreadCountsEvent = { type: 'UNREAD_COUNTS'; counts: UnreadCounts }

export const noUnread: UnreadCounts = { system: 0, leave: 0, service: 0 }

interface Context {
  counts: UnreadCounts
  failures: number
  interval: number
}

/**
 * The unread counts behind the dots (docs/behaviour.md#system-messages): asked at once, then every
 * 5 s (`interval`) while the shopper is logged in (the session runs this machine only then, so
 * logging out stops it) and while the page is visible; the poller child (../lib/poller.ts) says
 * when, never while a request is out. A REFRESH (after a message is read) asks at once, or right
 * after the answer out. A failed poll keeps the last counts and tries again an interval later.
 */
export const unreadPollMachine = setup({
  types: {
    context: {} as Context,
    events: {} as UnreadPollEvent,
    input: {} as { interval?: number },
  },
  actors: {
    fetchUnread: fromPromise<UnreadCounts>(async () => {
      throw new Error('fetchUnread is provided by the app')
    }),
    /** When to ask; the app provides it with the page's visibility. */
    poller: pollerMachine,
  },
  actions: {
    /** Tells the parent the new counts. */
    report: sendParent(({ context }): UnreadCountsEvent => ({ type: 'UNREAD_COUNTS', counts: context.counts })),
    answered: sendTo('poller', { type: 'ANSWERED' }),
  },
}).createMachine({
  id: 'unreadPoll',
  context: ({ input }) => ({ counts: noUnread, failures: 0, interval: input.interval ?? unreadPollMs }),
  invoke: { id: 'poller', src: 'poller', input: ({ context }) => ({ interval: context.interval, leading: true }) },
  on: { REFRESH: { actions: sendTo('poller', { type: 'ASK_NOW' }) } },
  initial: 'idle',
  states: {
    idle: { on: { POLL: 'fetching' } },
    fetching: {
      exit: 'answered',
      invoke: {
        src: 'fetchUnread',
        onDone: { target: 'idle', actions: [assign(({ event }) => ({ counts: event.output, failures: 0 })), 'report'] },
        onError: { target: 'idle', actions: assign(({ context }) => ({ failures: context.failures + 1 })) },
      },
    },
  },
})
