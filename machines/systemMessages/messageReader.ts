import { assign, fromPromise, setup } from 'xstate'
import { messageSta, type SystemMessage } from '../../contract/systemMessages'

export type MessageReaderEvent = { type: 'OPEN'; message: SystemMessage } | { type: 'CLOSE' }

/**
 * The /message page's Check dialog: shows one message and marks it read. An unread message is
 * marked once the dialog opens; when that succeeds the app refreshes the list and the unread
 * counts (`marked`). A failed mark changes nothing visible: the message stays unread and shows.
 */
export const messageReaderMachine = setup({
  types: {
    context: {} as { message: SystemMessage | null },
    events: {} as MessageReaderEvent,
  },
  actors: {
    markRead: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('markRead is provided by the app')
    }),
  },
  actions: {
    /** The message is read: the app reloads the list and asks for the unread counts. */
    marked: () => {},
  },
  guards: {
    isUnread: ({ event }) => event.type === 'OPEN' && event.message.sta !== messageSta.read,
  },
}).createMachine({
  id: 'messageReader',
  context: { message: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'isUnread', target: 'open.marking', actions: assign(({ event }) => ({ message: event.message })) },
          { target: 'open.shown', actions: assign(({ event }) => ({ message: event.message })) },
        ],
      },
    },
    open: {
      tags: ['open'],
      initial: 'shown',
      on: { CLOSE: { target: 'closed', actions: assign({ message: null }) } },
      states: {
        marking: {
          tags: ['marking'],
          invoke: {
            src: 'markRead',
            input: ({ context }) => ({ id: context.message?.id ?? 0 }),
            onDone: {
              target: 'shown',
              actions: [assign(({ context }) => ({ message: context.message && { ...context.message, sta: messageSta.read } })), 'marked'],
            },
            onError: { target: 'shown' },
          },
        },
        shown: {},
      },
    },
  },
})
