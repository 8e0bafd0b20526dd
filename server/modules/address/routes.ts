import { Hono } from 'hono'
import { addressCalls as calls } from '../../../contract/schemas/address'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { addressDetail, addressPage, createAddress, deleteAddress, setDefaultAddress, updateAddress } from './service'

export const addressRoutes = new Hono<AppEnv>()

/** Create and update spend a picture code: the spending survives their refusals. */
const keepRefusals = true

route(addressRoutes, calls.list, ({ input, withTx }) => withTx((tx, s) => addressPage(tx, s, input)))
route(addressRoutes, calls.get, ({ input, withTx }) => withTx((tx, s) => addressDetail(tx, s, input)))
route(addressRoutes, calls.create, ({ input, withTx }) => withTx((tx, s) => createAddress(tx, s, input), { keepRefusals }))
route(addressRoutes, calls.update, ({ input, withTx }) => withTx((tx, s) => updateAddress(tx, s, input), { keepRefusals }))
route(addressRoutes, calls.delete, ({ input, withTx }) => withTx((tx, s) => deleteAddress(tx, s, input)))
route(addressRoutes, calls.setDefault, ({ input, withTx }) => withTx((tx, s) => setDefaultAddress(tx, s, input)))
