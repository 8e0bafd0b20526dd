import { systemMessageWires } from '../../contract/systemMessages'
import type { systemMessageCalls } from '../../contract/schemas/systemMessages'
import { clientOf } from './client'

/** System messages: the list, its read mark and the unread counts (server/modules/systemMessages). */
export const systemMessageApi = clientOf<typeof systemMessageCalls>(systemMessageWires)
