import { Hono } from 'hono'
import { afterSaleAdminCalls as calls } from '../../../contract/admin/afterSale'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { agreeAfterSale, listAfterSales, receiveGoods, refundAfterSale, refuseAfterSale, refuseGoods } from './platform'

/** The platform's after-sale calls (contract/admin/afterSale.ts), mounted in the admin API. */
export const afterSaleAdmin = new Hono<AppEnv>()

route(afterSaleAdmin, calls.afterSales, ({ input, withTx }) => withTx((tx) => listAfterSales(tx, input)))
route(afterSaleAdmin, calls.agree, ({ input, withTx }) => withTx((tx) => agreeAfterSale(tx, input)))
route(afterSaleAdmin, calls.refuse, ({ input, withTx }) => withTx((tx) => refuseAfterSale(tx, input)))
route(afterSaleAdmin, calls.receive, ({ input, withTx }) => withTx((tx) => receiveGoods(tx, input)))
route(afterSaleAdmin, calls.refuseGoods, ({ input, withTx }) => withTx((tx) => refuseGoods(tx, input)))
route(afterSaleAdmin, calls.refund, ({ input, withTx }) => withTx((tx) => refundAfterSale(tx, input)))
