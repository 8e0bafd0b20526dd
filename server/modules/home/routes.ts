import { Hono } from 'hono'
import { homeCalls as calls } from '../../../contract/schemas/catalog'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { publicRead } from '../../http/scope'
import { homeData } from './service'

export const homeRoutes = new Hono<AppEnv>()

route(homeRoutes, calls.home, ({ input, withTx }) => withTx((tx, s) => homeData(tx, s, input), publicRead))
