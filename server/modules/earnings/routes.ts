import { Hono } from 'hono'
import { earningsCalls as calls } from '../../../contract/schemas/earnings'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { sellerEarnings } from './read'

/** The seller's earnings (contract/earnings.ts); settling now and the window are the admin API's (./admin.ts). */
export const earningsRoutes = new Hono<AppEnv>()

route(earningsRoutes, calls.earnings, ({ withTx }) => withTx((tx, s) => sellerEarnings(tx, s)))
