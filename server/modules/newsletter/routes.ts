import { Hono } from 'hono'
import { newsletterCalls as calls } from '../../../contract/schemas/newsletter'
import { requestScheme } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { subscribe } from './service'

export const newsletterRoutes = new Hono<AppEnv>()

route(newsletterRoutes, calls.subscribe, ({ c, input, withTx }) =>
  withTx((tx, s) => subscribe(tx, s, { email: input.email, site: { scheme: requestScheme(c), host: c.req.header('host') ?? '' } })),
)
