import { Hono } from 'hono'
import { z } from 'zod'
import { afterSaleLimits } from '../../../contract/afterSale'
import { AfterSaleStatus } from '../../../contract/lifecycles'
import { asPlatform, type Tx } from '../../db/client'
import type { AppContext, AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { listQuery, positiveId } from '../admin/inputs'
import { agreeAfterSale, listAfterSales, receiveGoods, refundAfterSale, refuseAfterSale, refuseGoods } from './platform'

/**
 * The platform's after-sale actions for `npm run ops` (mounted in the admin API, behind its token):
 * list, agree, refuse, receive or refuse the returned goods, refund. Across tenants, by id.
 */
export const afterSaleAdmin = new Hono<AppEnv>()

const target = z.object({ id: positiveId })
const remark = z.string().trim().max(afterSaleLimits.remarkMax).optional()

afterSaleAdmin.get('/after-sales', async (c) => {
  const filter = await parseInput(c, listQuery(AfterSaleStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listAfterSales(tx, filter)))
})

/** A POST that parses `schema` and runs `action` in one platform transaction. */
function action<S extends z.ZodType>(path: string, schema: S, run: (tx: Tx, input: z.output<S>) => Promise<unknown>) {
  afterSaleAdmin.post(path, async (c: AppContext) => {
    const input = await parseInput(c, schema)
    return ok(c, await asPlatform(c.var.db, (tx) => run(tx, input)))
  })
}

action('/after-sales/agree', target.extend({ address: z.string().trim().max(300).optional() }), agreeAfterSale)
action('/after-sales/refuse', target.extend({ remark }), refuseAfterSale)
action('/after-sales/receive', target, receiveGoods)
action('/after-sales/refuse-goods', target.extend({ remark }), refuseGoods)
action('/after-sales/refund', target, refundAfterSale)
