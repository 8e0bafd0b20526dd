import { Hono } from 'hono'
import { z } from 'zod'
import { chatLimits, customerServiceShopId } from '../../../contract/chat'
import { int32Max } from '../../../contract/fields'
import { asPlatform } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { positiveId } from '../admin/inputs'
import { uploadedBytes, uploadLimit } from '../file/routes'
import { imageToChat, listChats, replyToChat, showChat } from './platform'

/**
 * The platform's side of chats for `npm run ops` (mounted in the admin API, behind its token): list,
 * show, reply and send an image as the shop or as customer service. Across tenants, by conversation id.
 */
export const chatAdmin = new Hono<AppEnv>()

/** Where ops sends an image: a multipart body with its own limit, as the storefront's upload (server/http/bodyLimit.ts). */
export const chatImagePath = '/chats/image'

const target = z.object({ id: positiveId })

chatAdmin.get('/chats', async (c) => {
  const filter = await parseInput(
    c,
    z.object({
      shop: z.number().int().min(customerServiceShopId).max(int32Max).optional(),
      unanswered: z.boolean().optional(),
      tenant: positiveId.optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
  )
  return ok(c, await asPlatform(c.var.db, (tx) => listChats(tx, filter)))
})

chatAdmin.get('/chats/show', async (c) => {
  const { id } = await parseInput(c, target)
  return ok(c, await asPlatform(c.var.db, (tx) => showChat(tx, { id, origin: new URL(c.req.url).origin })))
})

chatAdmin.post('/chats/reply', async (c) => {
  const input = await parseInput(c, target.extend({ text: z.string().trim().min(1).max(chatLimits.textMax) }))
  return ok(c, await asPlatform(c.var.db, (tx) => replyToChat(tx, input)))
})

chatAdmin.post(chatImagePath, uploadLimit, async (c) => {
  const { id, file } = await parseInput(c, target.extend({ file: z.instanceof(File).optional() }))
  return ok(c, await imageToChat(c.var.db, c.var.config, { id, bytes: await uploadedBytes(file) }))
})
