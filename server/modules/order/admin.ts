import { Hono } from 'hono'
import { orderAdminCalls as calls } from '../../../contract/admin/order'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { approvePayment, expireNow, listOrders, rejectPayment, shipOrder, trackOrder } from './platform'

/** The platform's order calls (contract/admin/order.ts), mounted in the admin API. */
export const orderAdmin = new Hono<AppEnv>()

route(orderAdmin, calls.orders, ({ input, withTx }) => withTx((tx) => listOrders(tx, input)))
route(orderAdmin, calls.approvePayment, ({ input, withTx }) => withTx((tx) => approvePayment(tx, input)))
route(orderAdmin, calls.rejectPayment, ({ input, withTx }) => withTx((tx) => rejectPayment(tx, input)))
route(orderAdmin, calls.ship, ({ input, withTx }) => withTx((tx) => shipOrder(tx, input)))
route(orderAdmin, calls.track, ({ input, withTx }) => withTx((tx) => trackOrder(tx, input)))
route(orderAdmin, calls.expireNow, ({ input, withTx }) => withTx((tx) => expireNow(tx, input)))
