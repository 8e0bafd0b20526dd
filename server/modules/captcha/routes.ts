import { Hono } from 'hono'
import { captchaCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { createCaptcha } from './service'

export const captchaRoutes = new Hono<AppEnv>()

route(captchaRoutes, calls.captcha, ({ c, withTx }) => {
  c.header('cache-control', 'no-store')
  return withTx((tx, s) => createCaptcha(tx, s))
})
