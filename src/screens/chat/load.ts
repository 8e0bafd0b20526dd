import { type ChatSide, chatLimits, chatSide } from '../../../contract/chat'
import type { MessageFilter } from '../../../contract/systemMessages'
import { knownOpenShop } from '../../../machines/session/session'
import { chatApi } from '../../api/chat'
import type { SessionActor } from '../../session'
import type { ChatScreenData } from './ChatScreen'

/** The leave messages of one tab and page, on the shop's side only for the owner of an open shop. */
export async function loadLeaveMessages(deps: { type: MessageFilter; pageNo: number; side?: ChatSide }, session: SessionActor) {
  const owner = Boolean(await knownOpenShop(session))
  const userType = deps.side === chatSide.shop && owner ? chatSide.shop : chatSide.shopper
  const [page, shopUnread] = await Promise.all([
    chatApi.conversations({ pageNo: deps.pageNo, pageSize: chatLimits.conversationPageSize, type: deps.type, userType }),
    owner ? chatApi.unreadTotal({ userType: chatSide.shop }) : null,
  ])
  return { page, shopUnread } satisfies ChatScreenData
}
