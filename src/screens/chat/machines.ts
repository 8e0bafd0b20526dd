import { fromPromise } from 'xstate'
import { conversationListMachine } from '../../../machines/chat/conversationList'
import { chatApi } from '../../api/chat'
import { openChat } from '../../components/chat/openChat'
import { refreshUnread } from '../../session'

/** The leave messages page's machine wired to the chat's calls, the one open chat and the unread poll. */
export const conversationList = (reload: () => void) =>
  conversationListMachine.provide({
    actors: {
      markRead: fromPromise(({ input }) => chatApi.readAll(input)),
      remove: fromPromise(({ input }) => chatApi.removeConversation(input)),
    },
    actions: {
      openChat: (_, target) => openChat(target),
      marked: () => refreshUnread(),
      reload,
    },
  })
