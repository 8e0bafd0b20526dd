import { Hono } from 'hono'
import { authCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { checkEmailFree, logIn, registerAccount, registerInfo, sendRegisterCode } from './forms'
import { revokeSession } from './session'

export const authRoutes = new Hono<AppEnv>()

route(authRoutes, calls.checkEmail, ({ input, withTx }) => withTx((tx, s) => checkEmailFree(tx, s, input)))
route(authRoutes, calls.intoRegister, ({ withTx }) => withTx((tx, s) => registerInfo(tx, s)))
// A picture code sent with the ask stays spent when the ask is refused.
route(authRoutes, calls.registerCode, ({ input, withTx }) => withTx((tx, s) => sendRegisterCode(tx, s, input), { keepRefusals: true }))
// These hash a password outside any transaction, so they open their own.
route(authRoutes, calls.register, ({ c, input, withTx }) => registerAccount(withTx, c.get('scope'), input))
route(authRoutes, calls.login, ({ c, input, withTx }) => logIn(withTx, c.get('scope'), input))
route(authRoutes, calls.logout, ({ c, withTx }) => withTx((tx) => revokeSession(tx, c.get('user').sessionId).then(() => true as const)))
