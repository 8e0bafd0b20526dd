import { Hono } from 'hono'
import { orderCalls as calls } from '../../../contract/schemas/order'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { cancel, confirmReceipt, orderDetail, orderItem, orderPage } from './service'

/** The shopper's orders after checkout (the cart, creating and paying orders are in ../checkout). */
export const orderRoutes = new Hono<AppEnv>()

route(orderRoutes, calls.orderPage, ({ input, withTx }) => withTx((tx, s) => orderPage(tx, s, input)))
route(orderRoutes, calls.orderDetail, ({ input, withTx }) => withTx((tx, s) => orderDetail(tx, s, input)))
route(orderRoutes, calls.orderItem, ({ input, withTx }) => withTx((tx, s) => orderItem(tx, s, input)))
route(orderRoutes, calls.cancel, ({ input, withTx }) => withTx((tx, s) => cancel(tx, s, input)))
route(orderRoutes, calls.confirmReceipt, ({ input, withTx }) => withTx((tx, s) => confirmReceipt(tx, s, input)))
