import { chatWires } from '../../contract/chat'
import type { chatCalls } from '../../contract/schemas/chat'
import { clientOf } from './client'

/** Chat: conversations, a chat's pages and new messages, sending, read marks, retracting, unread counts (server/modules/chat). */
export const chatApi = clientOf<typeof chatCalls>(chatWires)
