import { Hono } from 'hono'
import { tenantCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { tenantByWebsite } from './service'

export const tenantRoutes = new Hono<AppEnv>()

/** `data: null` for a host no tenant claims; the storefront then falls back to tenant 1. */
route(tenantRoutes, calls.tenantByWebsite, ({ input, withTx }) => withTx((tx) => tenantByWebsite(tx, input), { platform: true }))
