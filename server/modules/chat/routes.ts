import { Hono } from 'hono'
import { chatCalls as calls } from '../../../contract/schemas/chat'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { sessionPoll } from '../../http/sessionPoll'
import { chatHistory } from './history'
import { conversationPage } from './list'
import { readAll, readOne, removeConversation, retract } from './marks'
import { newerOfSession, retractedOfSession } from './polls'
import { sendMessage } from './send'
import { unreadByConversation, unreadTotal } from './unread'

/** Shop and customer-service chat, both sides (contract/chat.ts). */
export const chatRoutes = new Hono<AppEnv>()

route(chatRoutes, calls.conversations, ({ input, withTx }) => withTx((tx, s) => conversationPage(tx, s, input)))
route(chatRoutes, calls.history, ({ input, withTx }) => withTx((tx, s) => chatHistory(tx, s, input)))
sessionPoll(chatRoutes, calls.newer, newerOfSession)
route(chatRoutes, calls.send, ({ input, withTx }) => withTx((tx, s) => sendMessage(tx, s, input)))
route(chatRoutes, calls.readAll, ({ input, withTx }) => withTx((tx, s) => readAll(tx, s, input)))
route(chatRoutes, calls.readOne, ({ input, withTx }) => withTx((tx, s) => readOne(tx, s, input)))
route(chatRoutes, calls.unreadByConversation, ({ input, withTx }) => withTx((tx, s) => unreadByConversation(tx, s, input)))
route(chatRoutes, calls.unreadTotal, ({ input, withTx }) => withTx((tx, s) => unreadTotal(tx, s, input)))
route(chatRoutes, calls.removeConversation, ({ input, withTx }) => withTx((tx, s) => removeConversation(tx, s, input)))
route(chatRoutes, calls.retract, ({ input, withTx }) => withTx((tx, s) => retract(tx, s, input)))
sessionPoll(chatRoutes, calls.retracted, retractedOfSession)
