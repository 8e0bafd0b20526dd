import { Hono } from 'hono'
import { userCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { changePasswordForm, forgetPasswordForm, resetPasswordForm, sendResetCode } from '../auth/public'
import { saveProfile, userInfo } from './service'

export const userRoutes = new Hono<AppEnv>()

const keepRefusals = true

route(userRoutes, calls.userInfo, ({ withTx }) => withTx((tx, s) => userInfo(tx, s)))
route(userRoutes, calls.saveUserInfo, ({ input, withTx }) => withTx((tx, s) => saveProfile(tx, s, input)))
route(userRoutes, calls.changePassword, ({ input, withTx }) => withTx((tx, s) => changePasswordForm(tx, s, input), { keepRefusals }))
route(userRoutes, calls.forgetPassword, ({ input, withTx }) => withTx((tx, s) => forgetPasswordForm(tx, s, input), { keepRefusals }))
route(userRoutes, calls.resetPassword, ({ input, withTx }) => withTx((tx, s) => resetPasswordForm(tx, s, input), { keepRefusals }))
route(userRoutes, calls.resetCode, ({ input, withTx }) => withTx((tx, s) => sendResetCode(tx, s, input)))
