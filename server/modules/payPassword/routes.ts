import { Hono } from 'hono'
import { payPasswordCalls as calls } from '../../../contract/schemas/payPassword'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { changePayPassword, checkPayPasswordCode, payPasswordInfo, resetPayPassword, sendPayPasswordCode, setPayPassword } from './service'

export const payPasswordRoutes = new Hono<AppEnv>()

/** A spent code or a counted wrong try must survive the refusal. */
const keepRefusals = true

route(payPasswordRoutes, calls.intoPayPassWord, ({ withTx }) => withTx((tx, s) => payPasswordInfo(tx, s)))
route(payPasswordRoutes, calls.sendForgetPayPasswordEmail, ({ input, withTx }) => withTx((tx, s) => sendPayPasswordCode(tx, s, input)))
// These three hash the new password before their transaction, so they open their own.
route(payPasswordRoutes, calls.setPayPassWord, ({ c, input, withTx }) => setPayPassword(withTx, c.get('scope'), input))
route(payPasswordRoutes, calls.updatePayPassWord, ({ c, input, withTx }) => changePayPassword(withTx, c.get('scope'), input))
route(payPasswordRoutes, calls.checkemailPayPassWord, ({ input, withTx }) =>
  withTx((tx, s) => checkPayPasswordCode(tx, s, input), { keepRefusals }),
)
route(payPasswordRoutes, calls.forgetPayPassWord, ({ c, input, withTx }) => resetPayPassword(withTx, c.get('scope'), input))
