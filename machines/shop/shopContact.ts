import { fromPromise, setup } from 'xstate'
import { failureMessage } from '../lib/formFields'

/**
 * The contact button of a shop (docs/behaviour.md#shops): guests log in; the chat opens only when
 * the server says the shopper may write (balance or shop allows comments without an order),
 * otherwise the no-order dialog shows until dismissed.
 */
export const shopContactMachine = setup({
  types: {
    context: {} as { shopId: number },
    input: {} as { shopId: number },
    events: {} as { type: 'CONTACT' } | { type: 'DISMISS' },
  },
  actors: {
    canComment: fromPromise<boolean, { shopId: number }>(async () => false),
  },
  guards: {
    signedIn: () => false,
    allowed: (_, allowed: boolean) => allowed,
  },
  actions: {
    goToLogin: () => {},
    openChat: (_, _shopId: number) => {},
    notifyFailure: (_, _message: string | null) => {},
  },
}).createMachine({
  id: 'shopContact',
  context: ({ input }) => ({ shopId: input.shopId }),
  initial: 'idle',
  states: {
    idle: {
      on: { CONTACT: [{ guard: 'signedIn', target: 'checking' }, { actions: 'goToLogin' }] },
    },
    checking: {
      invoke: {
        src: 'canComment',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: [
          {
            guard: { type: 'allowed', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'openChat', params: ({ context }) => context.shopId },
          },
          { target: 'noOrder' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
        },
      },
    },
    noOrder: { on: { DISMISS: 'idle' } },
  },
})
