import { fromPromise } from 'xstate'
import { messageReaderMachine } from '../../../machines/systemMessages/messageReader'
import { systemMessageApi } from '../../api/systemMessages'
import { refreshUnread } from '../../session'

/** The Check dialog wired to the read call; after a read the list reloads and the dots are asked for at once. */
export const messageReader = (reloadList: () => void) =>
  messageReaderMachine.provide({
    actors: { markRead: fromPromise(({ input }) => systemMessageApi.read({ id: input.id })) },
    actions: {
      marked: () => {
        reloadList()
        refreshUnread()
      },
    },
  })
