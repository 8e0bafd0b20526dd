import { assign, sendParent, setup } from 'xstate'
import { alwaysVisible, type PageVisibilityEvent } from './pageVisibility'

export interface PollerInput {
  /** The pause between an answer and the next ask, in ms. */
  interval: number
  /** Ask as soon as the page is known visible; otherwise an interval after the start. */
  leading?: boolean
}

/** What the parent sends its poller: ask now (something changed), or the ask it was told of is answered. */
export type PollerEvent = { type: 'ASK_NOW' } | { type: 'ANSWERED' } | PageVisibilityEvent

/** What a poller tells its parent: ask now, then send ANSWERED (success or not) once the answer is in. */
export type PollDue = { type: 'POLL'; poller: string }

interface Context extends Required<PollerInput> {
  hidden: boolean
  /** ASK_NOW came while an ask was out: its answer may predate the change, so ask once more. */
  again: boolean
}

/**
 * When to ask, for every poll (the unread dots, a chat's new and retracted messages): every
 * `interval` ms, counted from the last answer, so never two asks out at once; nothing while the
 * page is hidden (its `visibility` actor, ./pageVisibility.ts, provided by the app), and at once
 * when it shows again. The parent does the asking: it hears POLL (carrying this child's id) and
 * answers ANSWERED. ASK_NOW asks at once, or right after the answer out when one is.
 */
export const pollerMachine = setup({
  types: { context: {} as Context, events: {} as PollerEvent, input: {} as PollerInput },
  actors: { visibility: alwaysVisible },
  actions: {
    ask: sendParent(({ self }): PollDue => ({ type: 'POLL', poller: self.id })),
    shown: assign({ hidden: false }),
    hidden: assign({ hidden: true }),
  },
  guards: {
    leading: ({ context }) => context.leading,
    hidden: ({ context }) => context.hidden,
    askedAgain: ({ context }) => context.again,
  },
  delays: { interval: ({ context }) => context.interval },
}).createMachine({
  id: 'poller',
  context: ({ input }) => ({ interval: input.interval, leading: input.leading ?? false, hidden: false, again: false }),
  invoke: { src: 'visibility' },
  on: { VISIBLE: { actions: 'shown' }, HIDDEN: { actions: 'hidden' } },
  // Nothing is asked before the page is known to be visible (the visibility actor says so at once).
  initial: 'starting',
  states: {
    starting: {
      on: {
        VISIBLE: [
          { guard: 'leading', target: 'asking', actions: 'shown' },
          { target: 'waiting', actions: 'shown' },
        ],
        HIDDEN: { target: 'paused', actions: 'hidden' },
      },
    },
    asking: {
      tags: 'polling',
      entry: [assign({ again: false }), 'ask'],
      on: {
        ASK_NOW: { actions: assign({ again: true }) },
        ANSWERED: [{ guard: 'hidden', target: 'paused' }, { guard: 'askedAgain', target: 'asking', reenter: true }, { target: 'waiting' }],
      },
    },
    waiting: {
      tags: 'polling',
      after: { interval: 'asking' },
      on: { ASK_NOW: 'asking', HIDDEN: { target: 'paused', actions: 'hidden' } },
    },
    /** The page is hidden: no timer, no ask, until it shows. */
    paused: {
      on: { VISIBLE: { target: 'asking', actions: 'shown' } },
    },
  },
})
