import { Suspense, useEffect, useRef } from 'react'
import { useIsLoggedIn } from '../../session'
import { lazyNamed } from '../deferred'
import { closeChat, useOpenChat } from './openChat'

const ChatContainer = lazyNamed(() => import('./ChatContainer'), 'ChatContainer')

/** Fetches the dialog's code ahead of a click (pointing at a chat button). */
export const preloadChat = ChatContainer.preload

/**
 * Mounted once in the shell: draws the open chat, if any. The dialog, its machine and the chat calls
 * load the first time a chat opens, so the shell's first download does not carry them.
 */
export function ChatHost() {
  const open = useOpenChat()
  useCloseOnLogout()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ChatContainer key={open.opened} target={open.target} />
    </Suspense>
  )
}

/** A session that ends (logout, or an expired token) closes the chat: its polls would only be refused. */
function useCloseOnLogout() {
  const loggedIn = useIsLoggedIn()
  const was = useRef(loggedIn)
  useEffect(() => {
    if (was.current && !loggedIn) closeChat()
    was.current = loggedIn
  }, [loggedIn])
}
