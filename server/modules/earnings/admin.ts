import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { settlementAdminCalls as calls } from '../../../contract/admin/settlement'
import { schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { orNotFound } from '../../http/errors'
import { route } from '../../http/route'
import { moveRefused } from '../../lib/lifecycle'
import { orderByNo, settleDue, settleOrder } from '../order/public'
import { writeSetting } from '../settings/public'

/**
 * The platform's settlement calls (contract/admin/settlement.ts): what is due settles now (as the
 * sweep would), or one order before its window is over (a demo, a dispute closed early); an open
 * after-sale still holds it.
 */
export const settlementAdmin = new Hono<AppEnv>()

async function settleNow(tx: Tx, input: { no?: string; tenant?: number }) {
  if (!input.no) return { settled: await settleDue(tx, input.tenant ? eq(schema.orders.tenantId, input.tenant) : undefined) }
  const order = await orderByNo(tx, input.no, input.tenant)
  const settled = await settleOrder(tx, order.id, { anyTime: true })
  if (!settled) throw moveRefused()
  return { settled: [settled] }
}

route(settlementAdmin, calls.settleNow, ({ input, withTx }) => withTx((tx) => settleNow(tx, input)))
route(settlementAdmin, calls.settleWindow, async ({ input, withTx }) =>
  orNotFound(await withTx((tx) => writeSetting(tx, input.tenant, 'SETTLE_DAYS_SETTING', { days: input.days }))),
)
