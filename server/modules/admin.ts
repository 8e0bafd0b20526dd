import { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { adminDocsRoutes } from '../http/docs'
import { afterSaleAdmin } from './afterSale/admin'
import { chatAdmin } from './chat/admin'
import { contentAdmin } from './content/admin'
import { newsletterAdmin } from './newsletter/admin'
import { listingAdmin } from './seller/admin'
import { orderAdmin } from './order/admin'
import { shopAdmin } from './shop/admin'
import { shopApplicationAdmin } from './shopApplication/admin'
import { systemMessageAdmin } from './systemMessages/admin'
import { walletAdmin } from './wallet/admin'
import { platformAdmin } from './platform/admin'
import { settlementAdmin } from './earnings/admin'

/**
 * The platform's admin API (contract/admin/), used by `npm run ops`. Every call needs the ops
 * token (server/http/opsToken.ts); with no token configured it refuses everything. It works
 * across tenants (owner role).
 */
export function adminApi(opsToken: string | null) {
  const admin = new Hono<AppEnv>()
  admin.use('*', async (c, next) => {
    c.set('opsToken', opsToken)
    await next()
  })
  for (const area of [
    platformAdmin,
    systemMessageAdmin,
    walletAdmin,
    orderAdmin,
    afterSaleAdmin,
    shopAdmin,
    shopApplicationAdmin,
    newsletterAdmin,
    chatAdmin,
    listingAdmin,
    contentAdmin,
    settlementAdmin,
    adminDocsRoutes,
  ])
    admin.route('/', area)
  return admin
}
