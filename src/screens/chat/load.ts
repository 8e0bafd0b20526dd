import { waitFor } from 'xstate'
import { type ChatSide, chatLimits, chatSide } from '../../../contract/chat'
import type { MessageFilter } from '../../../contract/systemMessages'
import { openShopOf } from '../../../machines/session/session'
import { chatApi } from '../../api/chat'
import type { SessionActor } from '../../session'
import type { ChatScreenData } from './ChatScreen'

/** The user's open shop, once the session knows it (a first page's loader may run before it does). */
async function knownShop(session: SessionActor) {
  const known = await waitFor(session, (s) => !s.context.token || s.matches({ ready: { member: 'shopKnown' } }), {
    timeout: Number.POSITIVE_INFINITY,
  })
  return openShopOf(known.context)
}

/** The leave messages of one tab and page, on the shop's side only for the owner of an open shop. */
export async function loadLeaveMessages(deps: { type: MessageFilter; pageNo: number; side?: ChatSide }, session: SessionActor) {
  const owner = Boolean(await knownShop(session))
  const userType = deps.side === chatSide.shop && owner ? chatSide.shop : chatSide.shopper
  const [page, shopUnread] = await Promise.all([
    chatApi.conversations({ pageNo: deps.pageNo, pageSize: chatLimits.conversationPageSize, type: deps.type, userType }),
    owner ? chatApi.unreadTotal({ userType: chatSide.shop }) : null,
  ])
  return { page, shopUnread } satisfies ChatScreenData
}
