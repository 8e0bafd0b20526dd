import { Hono } from 'hono'
import { catalogCalls as calls } from '../../../contract/schemas/catalog'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { addToCart, cartCount } from './service'

export const cartRoutes = new Hono<AppEnv>()

route(cartRoutes, calls.cartAdd, ({ input, withTx }) => withTx((tx, s) => addToCart(tx, s, input)))
route(cartRoutes, calls.cartCount, ({ withTx }) => withTx((tx, s) => cartCount(tx, s)))
