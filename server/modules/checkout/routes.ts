import { Hono } from 'hono'
import { checkoutCalls as calls } from '../../../contract/schemas/order'
import { payMethodType } from '../../../contract/wallet'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { withPayPassword } from '../../lib/payPassword'
import { checkoutAddress } from './address'
import { payChannels } from './channels'
import { createOrders } from './create'
import { changePayType, payByBalance, payByEvidence, underDevelopment } from './pay'
import { paySummary } from './summary'

/** Checkout and payment (contract/schemas/order.ts); the cart's lines are in ../cart, following orders in ../order. */
export const checkoutRoutes = new Hono<AppEnv>()

route(checkoutRoutes, calls.checkoutAddress, ({ input, withTx }) => withTx((tx, s) => checkoutAddress(tx, s, input)))
route(checkoutRoutes, calls.createOrders, ({ c, input, withTx }) =>
  withTx((tx, s) => createOrders(tx, s, input, c.get('config')), { keyed: true }),
)
route(checkoutRoutes, calls.payChannels, ({ withTx }) => withTx((tx, s) => payChannels(tx, s)))
route(checkoutRoutes, calls.changePayType, ({ input, withTx }) => withTx((tx, s) => changePayType(tx, s, input)))
// By balance: the transaction password's slow hash runs between two transactions (as a withdrawal's
// does), and its wrong tries are counted though the payment is refused.
route(checkoutRoutes, calls.pay, async ({ c, input, withTx }) => {
  if (input.payType === payMethodType.virtualCurrency) return withTx((tx, s) => payByEvidence(tx, s, input))
  if (input.payType !== payMethodType.balance) throw underDevelopment()
  return withPayPassword(withTx, c.get('scope'), input.payPassword, (tx, s, verdict) => payByBalance(tx, s, input, verdict))
})
route(checkoutRoutes, calls.paySummary, ({ input, withTx }) => withTx((tx, s) => paySummary(tx, s, input)))
