import { Hono } from 'hono'
import { shopCalls as calls } from '../../../contract/schemas/catalog'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { publicRead } from '../../http/scope'
import { canShopComment, myShop, shopByDomain, shopInfo, shopPage } from './service'

export const shopRoutes = new Hono<AppEnv>()

route(shopRoutes, calls.shops, ({ input, withTx }) => withTx((tx, s) => shopPage(tx, s, input), publicRead))
route(shopRoutes, calls.shopsByName, ({ input, withTx }) => withTx((tx, s) => shopPage(tx, s, input), publicRead))
route(shopRoutes, calls.shopInfo, ({ input, withTx }) => withTx((tx, s) => shopInfo(tx, s, input), publicRead))
route(shopRoutes, calls.shopByDomain, ({ input, withTx }) => withTx((tx, s) => shopByDomain(tx, s, input)))
route(shopRoutes, calls.myShop, ({ withTx }) => withTx((tx, s) => myShop(tx, s)))
route(shopRoutes, calls.canShopComment, ({ input, withTx }) => withTx((tx, s) => canShopComment(tx, s, input)))
