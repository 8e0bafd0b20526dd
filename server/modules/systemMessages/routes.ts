import { Hono } from 'hono'
import { systemMessageCalls as calls } from '../../../contract/schemas/systemMessages'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { sessionPoll } from '../../http/sessionPoll'
import { messagesOrChat, readMessage, unreadCountsOfSession } from './service'

export const systemMessageRoutes = new Hono<AppEnv>()

route(systemMessageRoutes, calls.list, ({ input, withTx }) => withTx((tx, s) => messagesOrChat(tx, s, input)))
route(systemMessageRoutes, calls.read, ({ input, withTx }) => withTx((tx, s) => readMessage(tx, s, input)))
sessionPoll(systemMessageRoutes, calls.unread, unreadCountsOfSession)
