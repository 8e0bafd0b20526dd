import { Hono } from 'hono'
import { payoutCalls as calls } from '../../../contract/schemas/wallet'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { createPayoutAddress, deletePayoutAddress, payoutAddressList, payoutAddressPage, updatePayoutAddress } from './service'

/** Payout (withdrawal) addresses: /member/bank/*. */
export const payoutRoutes = new Hono<AppEnv>()

route(payoutRoutes, calls.payoutAddressPage, ({ input, withTx }) => withTx((tx, s) => payoutAddressPage(tx, s, input)))
route(payoutRoutes, calls.payoutAddressList, ({ withTx }) => withTx((tx, s) => payoutAddressList(tx, s)))
route(payoutRoutes, calls.createPayoutAddress, ({ input, withTx }) => withTx((tx, s) => createPayoutAddress(tx, s, input)))
route(payoutRoutes, calls.updatePayoutAddress, ({ input, withTx }) => withTx((tx, s) => updatePayoutAddress(tx, s, input)))
route(payoutRoutes, calls.deletePayoutAddress, ({ input, withTx }) => withTx((tx, s) => deletePayoutAddress(tx, s, input)))
