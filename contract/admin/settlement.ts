import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { int32, text } from '../fields'
import { fallbackTenantId } from '../locale'
import { tenant } from './fields'

/** Settlement (`npm run ops -- settle:*`, docs/behaviour.md#settlement): settle now, and each tenant's return window. */
export const settlementAdminWires = defineWires({
  settleNow: 'POST /settlement/settle-now json',
  settleWindow: 'POST /settlement/window json',
})

export const settlementAdminCalls = defineCalls(settlementAdminWires, {
  settleNow: {
    summary:
      'Settle what is due now (completed orders past their return window, no after-sale open); with an order number, that order before its window is over',
    auth: 'ops',
    input: z.object({ no: z.optional(text(40)), tenant: tenant() }),
    output: z.object({ settled: z.array(z.object({ orderId: z.number(), no: z.string(), amount: z.number() })) }),
  },
  settleWindow: {
    summary: 'How many days after completion an order settles and its shop is paid, for one tenant (SETTLE_DAYS_SETTING)',
    auth: 'ops',
    input: z.object({ tenant: z._default(int32(1), fallbackTenantId), days: int32(0, 365) }),
    output: z.object({ tenantId: z.number(), days: z.number() }),
  },
})
