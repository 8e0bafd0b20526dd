import { Hono } from 'hono'
import { chatAdminCalls as calls } from '../../../contract/admin/chat'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { uploadedBytes, uploadLimit } from '../file/public'
import { imageToChat, listChats, replyToChat, showChat } from './platform'

/** The platform's chat calls (contract/admin/chat.ts), mounted in the admin API. */
export const chatAdmin = new Hono<AppEnv>()

route(chatAdmin, calls.chats, ({ input, withTx }) => withTx((tx) => listChats(tx, input)))
route(chatAdmin, calls.showChat, ({ c, input, withTx }) =>
  withTx((tx) => showChat(tx, { id: input.id, origin: new URL(c.req.url).origin })),
)
route(chatAdmin, calls.reply, ({ input, withTx }) => withTx((tx) => replyToChat(tx, input)))
// The image is checked and stored around its own transactions.
route(
  chatAdmin,
  calls.image,
  async ({ c, input }) => imageToChat(c.get('db'), c.get('config'), { id: input.id, bytes: await uploadedBytes(input.file) }),
  [uploadLimit],
)
