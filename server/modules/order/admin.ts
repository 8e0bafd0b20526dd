import { Hono } from 'hono'
import { z } from 'zod'
import { OrderStatus } from '../../../contract/lifecycles'
import { asPlatform } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { listQuery, positiveId } from '../admin/inputs'
import { approvePayment, expireNow, listOrders, rejectPayment, shipOrder, trackOrder } from './platform'

/**
 * The platform's order actions for `npm run ops` (mounted in the admin API, behind its token):
 * list, approve or reject a payment screenshot, ship, track, expire now. Across tenants.
 */
export const orderAdmin = new Hono<AppEnv>()

const tenant = positiveId.optional()
const target = z.object({ no: z.string().trim().min(1).max(40), tenant })
const text = z.string().trim().max(500).optional()

orderAdmin.get('/orders', async (c) => {
  const filter = await parseInput(c, listQuery(OrderStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listOrders(tx, filter)))
})
orderAdmin.post('/orders/approve-payment', async (c) => {
  const input = await parseInput(c, target)
  return ok(c, await asPlatform(c.var.db, (tx) => approvePayment(tx, input)))
})
orderAdmin.post('/orders/reject-payment', async (c) => {
  const input = await parseInput(c, target.extend({ remark: text }))
  return ok(c, await asPlatform(c.var.db, (tx) => rejectPayment(tx, input)))
})
orderAdmin.post('/orders/ship', async (c) => {
  const input = await parseInput(c, target.extend({ tracking: z.string().trim().max(64).optional() }))
  return ok(c, await asPlatform(c.var.db, (tx) => shipOrder(tx, input)))
})
orderAdmin.post('/orders/track', async (c) => {
  const input = await parseInput(c, target.extend({ content: text }))
  return ok(c, await asPlatform(c.var.db, (tx) => trackOrder(tx, input)))
})
orderAdmin.post('/orders/expire-now', async (c) => {
  const input = await parseInput(c, target)
  return ok(c, await asPlatform(c.var.db, (tx) => expireNow(tx, input)))
})
