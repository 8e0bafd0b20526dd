import { Hono } from 'hono'
import { favouriteCalls as calls } from '../../../contract/schemas/catalog'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { addFavourite, favouriteCount, favouritePage, followedShops, followShop, removeFavourite, unfollowShop } from './service'

export const favouriteRoutes = new Hono<AppEnv>()

route(favouriteRoutes, calls.favouriteAdd, ({ input, withTx }) => withTx((tx, s) => addFavourite(tx, s, input)))
route(favouriteRoutes, calls.favouriteList, ({ input, withTx }) => withTx((tx, s) => favouritePage(tx, s, input)))
route(favouriteRoutes, calls.favouriteDelete, ({ input, withTx }) => withTx((tx, s) => removeFavourite(tx, s, input)))
route(favouriteRoutes, calls.favouriteCount, ({ withTx }) => withTx((tx, s) => favouriteCount(tx, s)))
route(favouriteRoutes, calls.shopFavouriteAdd, ({ input, withTx }) => withTx((tx, s) => followShop(tx, s, input)))
route(favouriteRoutes, calls.shopFavouriteRemove, ({ input, withTx }) => withTx((tx, s) => unfollowShop(tx, s, input)))
route(favouriteRoutes, calls.shopFavouriteList, ({ input, withTx }) => withTx((tx, s) => followedShops(tx, s, input)))
