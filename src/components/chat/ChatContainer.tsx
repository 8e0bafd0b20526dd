import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { chatMachine, type ChatOpenTarget } from '../../../machines/chat/chat'
import { uploadingWith } from '../../../machines/lib/upload'
import { chatApi } from '../../api/chat'
import { uploadImage } from '../../api/file'
import { useGoToLogin } from '../../lib/guards'
import { refreshUnread, sessionActor } from '../../session'
import { visiblePoller } from '../../session/visibility'
import { notifyFailure } from '../form/notifyFailure'
import { ChatDialog } from './ChatDialog'
import { closeChat } from './openChat'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The chat machine wired to the chat calls, the upload, the session's unread dots, the page's visibility and the router. */
function useChatLogic() {
  const goToLogin = useGoToLogin()
  return useMemo(
    () =>
      chatMachine.provide({
        guards: { signedIn },
        actors: {
          loadPage: fromPromise(({ input }) => chatApi.history(input)),
          fetchNewer: fromPromise(({ input }) => chatApi.newer(input)),
          fetchRetracted: fromPromise(({ input }) => chatApi.retracted(input)),
          upload: uploadingWith(fromPromise(({ input }) => uploadImage(input))),
          send: fromPromise(({ input }) => chatApi.send(input)),
          markRead: fromPromise(({ input }) => chatApi.readAll(input)),
          retract: fromPromise(({ input }) => chatApi.retract(input)),
          poller: visiblePoller,
        },
        actions: {
          goToLogin,
          closed: () => closeChat(),
          unreadChanged: () => refreshUnread(),
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
    [goToLogin],
  )
}

/** One opening of the chat dialog (the host mounts a new one per opening, which resets page and messages). */
export function ChatContainer({ target }: { target: ChatOpenTarget }) {
  const actor = useActorRef(useChatLogic(), { input: { target } })
  return <ChatDialog actor={actor} />
}
