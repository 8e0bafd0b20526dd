import { Hono } from 'hono'
import { systemMessageCalls as calls } from '../../../contract/schemas/systemMessages'
import { inTenant } from '../../db/client'
import { bearerToken, hashToken } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { unauthorized } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { route } from '../../http/route'
import { messagePage, readMessage, unreadCountsOfSession } from './service'

export const systemMessageRoutes = new Hono<AppEnv>()

route(systemMessageRoutes, calls.list, ({ input, withTx }) => withTx((tx, s) => messagePage(tx, s, input)))
route(systemMessageRoutes, calls.read, ({ input, withTx }) => withTx((tx, s) => readMessage(tx, s, input)))

/**
 * The unread poll, registered by hand rather than through route(): route() would look the session
 * up in a transaction of its own before the count's. Here one transaction (tenant set, row-level
 * security on) answers both in one statement; no live session is the same 401 as anywhere.
 */
systemMessageRoutes.on(calls.unread.wire.method, [calls.unread.wire.path], async (c) => {
  await parseInput(c, calls.unread.input)
  const token = bearerToken(c.req.header('authorization'))
  const tenantId = c.var.tenantId
  const counts = token ? await inTenant(c.var.db, tenantId, (tx) => unreadCountsOfSession(tx, tenantId, hashToken(token))) : null
  if (!counts) throw unauthorized()
  return ok(c, counts)
})
