import { assign, fromPromise, setup } from 'xstate'

export type PromoVideoEvent =
  /** At least half of the video came into view, or it left. */
  | { type: 'SEEN' }
  | { type: 'UNSEEN' }
  /** The play/pause button. */
  | { type: 'TOGGLE' }
  /** The sound button. */
  | { type: 'TOGGLE_SOUND' }

/**
 * A promo video on the home page: it plays by itself (muted) only while at least half of it is
 * on screen and the shopper lets things move (`autoplay` false under prefers-reduced-motion: then
 * only the play button starts it); it pauses when scrolled away, and once the shopper pauses it,
 * it waits for the button. Playing is the named actor `play` (the element's play(), which a
 * browser may refuse); pausing and the sound are the named actions `pause` and `applySound`.
 */
export const promoVideoMachine = setup({
  types: {
    context: {} as { autoplay: boolean; muted: boolean },
    events: {} as PromoVideoEvent,
    input: {} as { autoplay: boolean },
  },
  actors: {
    play: fromPromise<void>(async () => {
      throw new Error('play is provided by the view')
    }),
  },
  actions: {
    pause: () => {},
    applySound: (_, _muted: boolean) => {},
    toggleSound: assign({ muted: ({ context }) => !context.muted }),
  },
  guards: { mayAutoplay: ({ context }) => context.autoplay },
}).createMachine({
  id: 'promoVideo',
  context: ({ input }) => ({ autoplay: input.autoplay, muted: true }),
  on: {
    TOGGLE_SOUND: { actions: ['toggleSound', { type: 'applySound', params: ({ context }) => context.muted }] },
  },
  initial: 'waiting',
  states: {
    /** Still, until it is seen (and may play by itself) or the shopper presses play. */
    waiting: {
      tags: 'paused',
      on: { SEEN: { guard: 'mayAutoplay', target: 'playing' }, TOGGLE: 'playing' },
    },
    playing: {
      tags: 'playing',
      invoke: { src: 'play', onError: 'waiting' },
      exit: 'pause',
      on: { UNSEEN: 'waiting', TOGGLE: 'held' },
    },
    /** Paused by the shopper: scrolling does not start it again. */
    held: {
      tags: 'paused',
      on: { TOGGLE: 'playing' },
    },
  },
})
