import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { OrderStatus } from '../lifecycles'
import { orderLimits } from '../order'
import { requiredText } from '../fields'
import { listQuery, optionalStamp, remark, stamp, statusNamed, tenant } from './fields'

/** The platform's side of orders (`npm run ops -- order:*`): payment screenshots, shipping, tracking, expiry. */
export const orderAdminWires = defineWires({
  orders: 'GET /orders',
  approvePayment: 'POST /orders/approve-payment json',
  rejectPayment: 'POST /orders/reject-payment json',
  ship: 'POST /orders/ship json',
  track: 'POST /orders/track json',
  expireNow: 'POST /orders/expire-now json',
})

/** An order by its number; the tenant is needed only when two tenants have that number. */
const target = { no: requiredText(40), tenant: tenant() }

const listed = z.object({
  id: z.number(),
  tenantId: z.number(),
  no: z.string(),
  email: z.string(),
  shopname: z.string(),
  ...statusNamed(),
  auditStatus: z.number(),
  auditStatusName: z.string(),
  auditRemark: z.string(),
  payType: z.nullable(z.number()),
  payOrderPic: z.string(),
  totalPrice: z.number(),
  payPrice: z.number(),
  logisticsNo: z.string(),
  payDeadline: optionalStamp(),
  createdAt: stamp(),
})
/** The order as stored after the move (its other columns too). */
const moved = z.object({
  order: z.looseObject({ id: z.number(), tenantId: z.number(), no: z.string(), status: z.number(), auditStatus: z.number() }),
})

export const orderAdminCalls = defineCalls(orderAdminWires, {
  orders: {
    summary: 'Orders, newest first, with the shopper, the shop and the payment receipt',
    auth: 'ops',
    input: listQuery(OrderStatus),
    output: z.array(listed),
  },
  approvePayment: {
    summary: 'Accept the payment screenshot under review: the order is paid and waits for delivery',
    auth: 'ops',
    input: z.object(target),
    output: moved,
  },
  rejectPayment: {
    summary: 'Refuse the payment screenshot under review; the shopper reads why (required) and may upload another',
    auth: 'ops',
    input: z.object({ ...target, remark: remark() }),
    output: moved,
  },
  ship: {
    summary: 'Ship a paid order with its tracking number (required; its first tracking entry) and its carrier (optional)',
    auth: 'ops',
    input: z.object({ ...target, tracking: remark(64), carrier: remark(orderLimits.carrierMax) }),
    output: moved,
  },
  track: {
    summary: 'Add a tracking entry (required) to a shipped order',
    auth: 'ops',
    input: z.object({ ...target, content: remark() }),
    output: z.object({
      track: z.object({ id: z.number(), tenantId: z.number(), orderId: z.number(), content: z.string(), createdAt: stamp() }),
    }),
  },
  expireNow: {
    summary: "Move an unpaid order's deadline to now and cancel it as the deadline would",
    auth: 'ops',
    input: z.object(target),
    output: moved,
  },
})
