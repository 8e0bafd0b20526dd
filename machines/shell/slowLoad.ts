import { setup } from 'xstate'

/**
 * SPEC.md: a page's code loads within 120 s. A page that has waited that long (its code or its
 * data: a stalled connection holds either forever) is tagged `slow`, and the shell offers to try
 * again, which loads the page afresh; the notice goes as soon as the page arrives.
 */
export const slowLoadLimitMs = 120_000

export const slowLoadMachine = setup({
  types: { events: {} as { type: 'LOADING' } | { type: 'LOADED' } | { type: 'RETRY' } },
  actions: { reload: () => {} },
  delays: { tooLong: slowLoadLimitMs },
}).createMachine({
  id: 'slowLoad',
  initial: 'idle',
  states: {
    idle: { on: { LOADING: 'loading' } },
    loading: { after: { tooLong: 'slow' }, on: { LOADED: 'idle' } },
    slow: { tags: ['slow'], on: { LOADED: 'idle', RETRY: { actions: 'reload' } } },
  },
})
