import { assign, not, setup } from 'xstate'

/** docs/behaviour.md#home: a carousel moves one item (226 px on desktop) every 3 s, 5 items per page. */
export const carouselDefaults = { interval: 3000, perPage: 5, step: 226 } as const

export interface CarouselContext {
  count: number
  perPage: number
  /** The first item in view. */
  index: number
  hovered: boolean
  focused: boolean
  /** On screen: a row out of sight (below the fold, a hidden tab) waits instead of moving for no one. */
  inView: boolean
  /** Stopped by the shopper (the pause button) or by a preference for reduced motion. */
  stopped: boolean
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'IN_VIEW' }
  | { type: 'OUT_OF_VIEW' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SET_PER_PAGE'; perPage: number }

/** How many positions the row can stop at: one per item step, the last showing the last page. */
export const stopCount = (count: number, perPage: number) => Math.max(1, count - Math.max(1, perPage) + 1)
const lastIndex = (c: Pick<CarouselContext, 'count' | 'perPage'>) => stopCount(c.count, c.perPage) - 1

const wrapNext = (c: CarouselContext) => (c.index >= lastIndex(c) ? 0 : c.index + 1)
const wrapPrev = (c: CarouselContext) => (c.index <= 0 ? lastIndex(c) : c.index - 1)

/**
 * A product carousel: advances every 3 s (wrapping to the start), pauses while hovered or
 * focused, out of view or stopped, and moves by hand with previous and next. It never plays
 * when everything fits in view.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { count: number; perPage?: number; autoplay?: boolean; inView?: boolean },
  },
  delays: { interval: carouselDefaults.interval },
  guards: {
    held: ({ context: c }) => c.hovered || c.focused || c.stopped || !c.inView || lastIndex(c) === 0,
  },
  actions: {
    next: assign({ index: ({ context }) => wrapNext(context) }),
    prev: assign({ index: ({ context }) => wrapPrev(context) }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    count: input.count,
    perPage: input.perPage ?? carouselDefaults.perPage,
    index: 0,
    hovered: false,
    focused: false,
    inView: input.inView ?? true,
    stopped: input.autoplay === false,
  }),
  initial: 'paused',
  on: {
    NEXT: { actions: 'next' },
    PREV: { actions: 'prev' },
    POINTER_ENTER: { actions: assign({ hovered: true }) },
    POINTER_LEAVE: { actions: assign({ hovered: false }) },
    FOCUS_IN: { actions: assign({ focused: true }) },
    FOCUS_OUT: { actions: assign({ focused: false }) },
    IN_VIEW: { actions: assign({ inView: true }) },
    OUT_OF_VIEW: { actions: assign({ inView: false }) },
    TOGGLE_PLAY: { actions: assign({ stopped: ({ context }) => !context.stopped }) },
    SET_COUNT: { actions: assign(({ context, event }) => clampIndex({ ...context, count: event.count })) },
    SET_PER_PAGE: { actions: assign(({ context, event }) => clampIndex({ ...context, perPage: event.perPage })) },
  },
  states: {
    playing: {
      always: { guard: 'held', target: 'paused' },
      // A manual move restarts the 3 s wait, so the row never jumps right after a click.
      on: { NEXT: { target: 'playing', reenter: true, actions: 'next' }, PREV: { target: 'playing', reenter: true, actions: 'prev' } },
      after: { interval: { target: 'playing', reenter: true, actions: 'next' } },
    },
    paused: {
      always: { guard: not('held'), target: 'playing' },
    },
  },
})

function clampIndex(c: CarouselContext): CarouselContext {
  return { ...c, index: Math.min(c.index, lastIndex(c)) }
}
