import { Hono } from 'hono'
import { withPayPassword } from '../../lib/payPassword'
import { walletCalls as calls } from '../../../contract/schemas/wallet'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import {
  balanceLogPage,
  platformWalletList,
  rechargeDetail,
  rechargeOptions,
  rechargePage,
  submitRecharge,
  walletOf,
  withdraw,
  withdrawalPage,
} from './service'

/** The shopper's wallet calls; payout addresses are their own module. */
export const walletRoutes = new Hono<AppEnv>()

route(walletRoutes, calls.wallet, ({ withTx }) => withTx((tx, s) => walletOf(tx, s)))
route(walletRoutes, calls.rechargeOptions, ({ withTx }) => withTx((tx, s) => rechargeOptions(tx, s)))
route(walletRoutes, calls.platformWallets, ({ withTx }) => withTx((tx, s) => platformWalletList(tx, s)))
route(walletRoutes, calls.recharge, ({ input, withTx }) => withTx((tx, s) => submitRecharge(tx, s, input)))
route(walletRoutes, calls.recharges, ({ input, withTx }) => withTx((tx, s) => rechargePage(tx, s, input)))
route(walletRoutes, calls.submitPayOrder, ({ input, withTx }) => withTx((tx, s) => submitRecharge(tx, s, input)))
route(walletRoutes, calls.payOrderList, ({ input, withTx }) => withTx((tx, s) => rechargePage(tx, s, input)))
route(walletRoutes, calls.rechargeDetail, ({ input, withTx }) => withTx((tx, s) => rechargeDetail(tx, s, input)))
route(walletRoutes, calls.balanceLog, ({ input, withTx }) => withTx((tx, s) => balanceLogPage(tx, s, input)))
// The transaction password's wrong tries must be counted even though the request is refused.
// The transaction password's slow hash runs between two transactions, holding no connection (server/lib/payPassword.ts).
route(walletRoutes, calls.withdraw, ({ c, input, withTx }) =>
  withPayPassword(withTx, c.get('scope'), input.payPassword, (tx, s, verdict) => withdraw(tx, s, input, verdict)),
)
route(walletRoutes, calls.withdrawals, ({ input, withTx }) => withTx((tx, s) => withdrawalPage(tx, s, input)))
