import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { chatMachine, type ChatOpenTarget } from '../../../machines/chat/chat'
import { uploadingWith } from '../../../machines/lib/upload'
import { chatCall } from '../../api/calls'
import { uploadImage } from '../../api/wallet'
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
          loadPage: fromPromise(({ input }) => chatCall.history(input)),
          fetchNewer: fromPromise(({ input }) => chatCall.newer(input)),
          fetchRetracted: fromPromise(({ input }) => chatCall.retracted(input)),
          upload: uploadingWith(fromPromise(({ input }) => uploadImage(input))),
          send: fromPromise(({ input }) => chatCall.send(input)),
          markRead: fromPromise(({ input }) => chatCall.readAll(input)),
          retract: fromPromise(({ input }) => chatCall.retract(input)),
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
