import { Hono } from 'hono'
import { sellerAfterSaleCalls as calls } from '../../../contract/schemas/sellerAfterSale'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { shopAfterSale, shopAfterSalePage, shopAgree, shopReceive, shopRefund, shopRefuse, shopRefuseGoods } from './shop'

/** The shop's after-sales in the seller center (contract/sellerAfterSale.ts). */
export const sellerAfterSaleRoutes = new Hono<AppEnv>()

route(sellerAfterSaleRoutes, calls.page, ({ input, withTx }) => withTx((tx, s) => shopAfterSalePage(tx, s, input)))
route(sellerAfterSaleRoutes, calls.get, ({ input, withTx }) => withTx((tx, s) => shopAfterSale(tx, s, input)))
route(sellerAfterSaleRoutes, calls.agree, ({ input, withTx }) => withTx((tx, s) => shopAgree(tx, s, input)))
route(sellerAfterSaleRoutes, calls.refuse, ({ input, withTx }) => withTx((tx, s) => shopRefuse(tx, s, input)))
route(sellerAfterSaleRoutes, calls.receive, ({ input, withTx }) => withTx((tx, s) => shopReceive(tx, s, input)))
route(sellerAfterSaleRoutes, calls.refuseGoods, ({ input, withTx }) => withTx((tx, s) => shopRefuseGoods(tx, s, input)))
route(sellerAfterSaleRoutes, calls.refund, ({ input, withTx }) => withTx((tx, s) => shopRefund(tx, s, input)))
