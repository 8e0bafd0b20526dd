import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { LoginReason } from '../../../machines/account/loginDialog'
import { chatMachine, type ChatOpenTarget } from '../../../machines/chat/chat'
import { customerServiceShopId } from '../../../contract/chat'
import { uploadingWith } from '../../../machines/lib/upload'
import { chatApi } from '../../api/chat'
import { uploadImage } from '../../api/file'
import { askToLogIn } from '../../lib/guards'
import { refreshUnread, sessionActor } from '../../session'
import { visiblePoller } from '../../session/visibility'
import { notifyFailure } from '../form/notifyFailure'
import { ChatDialog } from './ChatDialog'
import { closeChat, openChat } from './openChat'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** What the login dialog says to a guest who opened `target`. */
const reasonFor = (target: ChatOpenTarget): LoginReason =>
  'shopId' in target ? (target.shopId === customerServiceShopId ? 'customerService' : 'contactShop') : 'chat'

/**
 * The chat machine wired to the chat calls, the upload, the session's unread dots, the page's
 * visibility and the login dialog: a guest logs in there, and the same chat opens then.
 */
function useChatLogic(target: ChatOpenTarget) {
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
          goToLogin: () => askToLogIn({ reason: reasonFor(target), finish: () => openChat(target) }),
          closed: () => closeChat(),
          unreadChanged: () => refreshUnread(),
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
    [target],
  )
}

/** One opening of the chat dialog (the host mounts a new one per opening, which resets page and messages). */
export function ChatContainer({ target }: { target: ChatOpenTarget }) {
  const actor = useActorRef(useChatLogic(target), { input: { target } })
  return <ChatDialog actor={actor} />
}
