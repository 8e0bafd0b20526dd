import { Hono } from 'hono'
import { sellerCalls as calls } from '../../../contract/schemas/seller'
import { sellerOrderCalls as orderCalls } from '../../../contract/schemas/sellerOrder'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { sellerDashboard } from './dashboard'
import { deleteDraft, relistProduct, submitProduct, unlistProduct } from './moves'
import { cancelOwnOrder, shipOwnOrder, trackOwnOrder } from './orderMoves'
import { sellerOrder, sellerOrders } from './orders'
import { ownShop } from './owner'
import { sellerProduct, sellerProducts, sellerShop } from './read'
import { saveProduct } from './save'
import { productOptions } from './values'
import { saveShopSettings, shopSettings } from './settings'

/** The seller center (contract/seller.ts); the platform's review is the admin API's (./admin.ts). */
/** A product's save or move, an order's: every row found by key (server/db/security.ts). */
const keyed = { keyed: true }

export const sellerRoutes = new Hono<AppEnv>()

route(sellerRoutes, calls.shop, ({ withTx }) => withTx((tx, s) => sellerShop(tx, s)))
route(sellerRoutes, calls.dashboard, ({ input, withTx }) => withTx((tx, s) => sellerDashboard(tx, s, input)))
route(sellerRoutes, calls.products, ({ input, withTx }) => withTx((tx, s) => sellerProducts(tx, s, s.lang, input)))
route(sellerRoutes, calls.productGet, ({ input, withTx }) => withTx((tx, s) => sellerProduct(tx, s, input)))
route(sellerRoutes, calls.productSave, ({ input, withTx }) => withTx((tx, s) => saveProduct(tx, s, input), keyed))
route(sellerRoutes, calls.productSubmit, ({ input, withTx }) => withTx((tx, s) => submitProduct(tx, s, input), keyed))
route(sellerRoutes, calls.productUnlist, ({ input, withTx }) => withTx((tx, s) => unlistProduct(tx, s, input), keyed))
route(sellerRoutes, calls.productRelist, ({ input, withTx }) => withTx((tx, s) => relistProduct(tx, s, input), keyed))
route(sellerRoutes, calls.productDelete, ({ input, withTx }) => withTx((tx, s) => deleteDraft(tx, s, input), keyed))
route(sellerRoutes, calls.productOptions, ({ withTx }) => withTx(async (tx, s) => productOptions(tx, await ownShop(tx, s), s.lang)))
route(sellerRoutes, calls.settings, ({ withTx }) => withTx((tx, s) => shopSettings(tx, s)))
route(sellerRoutes, calls.settingsSave, ({ input, withTx }) => withTx((tx, s) => saveShopSettings(tx, s, input)))
route(sellerRoutes, orderCalls.page, ({ input, withTx }) => withTx((tx, s) => sellerOrders(tx, s, input)))
route(sellerRoutes, orderCalls.get, ({ input, withTx }) => withTx((tx, s) => sellerOrder(tx, s, input)))
route(sellerRoutes, orderCalls.ship, ({ input, withTx }) => withTx((tx, s) => shipOwnOrder(tx, s, input), keyed))
route(sellerRoutes, orderCalls.track, ({ input, withTx }) => withTx((tx, s) => trackOwnOrder(tx, s, input), keyed))
route(sellerRoutes, orderCalls.cancel, ({ input, withTx }) => withTx((tx, s) => cancelOwnOrder(tx, s, input), keyed))
