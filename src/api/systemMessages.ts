import { type SystemMessagePage, systemMessageWires } from '../../contract/systemMessages'
import type { systemMessageCalls } from '../../contract/schemas/systemMessages'
import type { Input } from '../../contract/call'
import { clientOf } from './client'

const wires = clientOf<typeof systemMessageCalls>(systemMessageWires)

/**
 * System messages: the list, its read mark and the unread counts (server/modules/systemMessages).
 * The storefront reads chats through the chat's own calls, so its list names no shop and is the system messages.
 */
export const systemMessageApi = {
  ...wires,
  list: (query: Omit<Input<typeof systemMessageCalls.list>, 'shopId' | 'recipientId'>) => wires.list(query) as Promise<SystemMessagePage>,
}
