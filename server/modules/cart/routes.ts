import { Hono } from 'hono'
import { cartCalls as calls } from '../../../contract/schemas/order'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { cartList, deleteCartLines, settleCheck, updateCartCount } from './lines'
import { addToCart, cartCount } from './service'

export const cartRoutes = new Hono<AppEnv>()

route(cartRoutes, calls.cartAdd, ({ input, withTx }) => withTx((tx, s) => addToCart(tx, s, input)))
route(cartRoutes, calls.cartCount, ({ withTx }) => withTx((tx, s) => cartCount(tx, s)))
route(cartRoutes, calls.cartList, ({ withTx }) => withTx((tx, s) => cartList(tx, s)))
route(cartRoutes, calls.cartUpdateCount, ({ input, withTx }) => withTx((tx, s) => updateCartCount(tx, s, input)))
route(cartRoutes, calls.cartDelete, ({ input, withTx }) => withTx((tx, s) => deleteCartLines(tx, s, input)))
route(cartRoutes, calls.settleCheck, ({ withTx }) => withTx((tx, s) => settleCheck(tx, s)))
