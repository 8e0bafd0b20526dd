import * as z from 'zod/mini'
import { afterSaleLimits } from '../afterSale'
import { defineCalls, defineWires } from '../call'
import { AfterSaleStatus } from '../lifecycles'
import { byId, listQuery, optionalStamp, remark, stamp, statusNamed } from './fields'

/** The platform's side of after-sales (`npm run ops -- aftersale:*`): review, returned goods, refund. Across tenants, by id. */
export const afterSaleAdminWires = defineWires({
  afterSales: 'GET /after-sales',
  agree: 'POST /after-sales/agree json',
  refuse: 'POST /after-sales/refuse json',
  receive: 'POST /after-sales/receive json',
  refuseGoods: 'POST /after-sales/refuse-goods json',
  refund: 'POST /after-sales/refund json',
})

const afterSale = z.object({
  id: z.number(),
  tenantId: z.number(),
  email: z.string(),
  orderNo: z.string(),
  orderStatus: z.number(),
  shopname: z.string(),
  spuName: z.string(),
  properties: z.string(),
  way: z.number(),
  /** refundOnly or refundAndReturn. */
  wayName: z.string(),
  ...statusNamed(),
  refundCount: z.number(),
  refundPrice: z.number(),
  applyReason: z.number(),
  applyDescription: z.string(),
  applyPicUrls: z.array(z.string()),
  returnAddress: z.string(),
  logisticsNo: z.string(),
  auditRemark: z.string(),
  refundTime: optionalStamp(),
  createdAt: stamp(),
})
/** The after-sale as it stands after the move. */
const shown = z.object({ afterSale })
const why = z.object({ ...byId(), remark: remark(afterSaleLimits.remarkMax) })

export const afterSaleAdminCalls = defineCalls(afterSaleAdminWires, {
  afterSales: {
    summary: 'After-sales, newest first, with the shopper, the order, the item, the mode and the status',
    auth: 'ops',
    input: listQuery(AfterSaleStatus),
    output: z.array(afterSale),
  },
  agree: {
    summary:
      "Agree to an application: a refund only waits for the refund, a return for the goods (sent to `address` or the shop's returns desk)",
    auth: 'ops',
    input: z.object({ ...byId(), address: remark(300) }),
    output: shown,
  },
  refuse: {
    summary: 'Refuse an application waiting for review (the remark is required); the item may be applied for again',
    auth: 'ops',
    input: why,
    output: shown,
  },
  receive: {
    summary: 'The returned goods arrived: the after-sale waits for its refund',
    auth: 'ops',
    input: z.object(byId()),
    output: shown,
  },
  refuseGoods: {
    summary: 'Refuse the returned goods (the remark is required); the item may be applied for again',
    auth: 'ops',
    input: why,
    output: shown,
  },
  refund: {
    summary: "Refund into the shopper's wallet; the order is refunded once every item is",
    auth: 'ops',
    input: z.object(byId()),
    output: shown,
  },
})
