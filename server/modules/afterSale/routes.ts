import { Hono } from 'hono'
import { afterSaleCalls as calls } from '../../../contract/schemas/afterSale'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { afterSaleDetail, afterSalePage, refundableItem } from './read'
import { cancelAfterSale, createAfterSale, returnDelivery } from './service'

/** The shopper's after-sales; the shop's and platform's moves are the admin API's (./admin.ts). */
export const afterSaleRoutes = new Hono<AppEnv>()

route(afterSaleRoutes, calls.refundable, ({ input, withTx }) => withTx((tx, s) => refundableItem(tx, s, input)))
route(afterSaleRoutes, calls.create, ({ input, withTx }) => withTx((tx, s) => createAfterSale(tx, s, input)))
route(afterSaleRoutes, calls.cancel, ({ input, withTx }) => withTx((tx, s) => cancelAfterSale(tx, s, input)))
route(afterSaleRoutes, calls.delivery, ({ input, withTx }) => withTx((tx, s) => returnDelivery(tx, s, input)))
route(afterSaleRoutes, calls.page, ({ input, withTx }) => withTx((tx, s) => afterSalePage(tx, s, input)))
route(afterSaleRoutes, calls.detail, ({ input, withTx }) => withTx((tx, s) => afterSaleDetail(tx, s, input)))
