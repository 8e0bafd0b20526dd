import { Hono } from 'hono'
import { userCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { changePasswordForm, forgetPasswordForm, resetPasswordForm, sendResetCode } from '../auth/public'
import { saveProfile, userInfo } from './service'

export const userRoutes = new Hono<AppEnv>()

route(userRoutes, calls.userInfo, ({ withTx }) => withTx((tx, s) => userInfo(tx, s)))
route(userRoutes, calls.saveUserInfo, ({ input, withTx }) => withTx((tx, s) => saveProfile(tx, s, input)))
// These hash a password outside any transaction, so they open their own.
route(userRoutes, calls.changePassword, ({ c, input, withTx }) => changePasswordForm(withTx, c.get('scope'), input))
route(userRoutes, calls.forgetPassword, ({ c, input, withTx }) => forgetPasswordForm(withTx, c.get('scope'), input))
route(userRoutes, calls.resetPassword, ({ c, input, withTx }) => resetPasswordForm(withTx, c.get('scope'), input))
route(userRoutes, calls.resetCode, ({ input, withTx }) => withTx((tx, s) => sendResetCode(tx, s, input)))
