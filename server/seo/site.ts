import type { Context } from 'hono'
import { fallbackTenantId } from '../../contract/locale'
import { asPlatform, inTenant, type Tx } from '../db/client'
import { preferReplica } from '../db/replica'
import { requestScheme } from '../http/clientIp'
import type { AppEnv } from '../http/context'
import { tenantByWebsite } from '../modules/tenant/service'

/** The tenant a request's host opens (the first tenant when none lists it, as the storefront does) and the site's origin. */
export interface HostSite {
  tenantId: number
  origin: string
}

export async function hostSite(c: Context<AppEnv>): Promise<HostSite> {
  const url = new URL(c.req.url)
  const host = c.req.header('host') ?? url.host
  const tenant = await asPlatform(c.get('db'), (tx) => tenantByWebsite(tx, { website: host }))
  return { tenantId: tenant?.id ?? fallbackTenantId, origin: `${requestScheme(c)}://${host}` }
}

/** A public read of one tenant's rows (sitemaps, the logo), under its row-level security: on the read replica when there is one. */
export const inSite = <T>(c: Context<AppEnv>, site: HostSite, fn: (tx: Tx) => Promise<T>) =>
  preferReplica(c.get('replica'), c.get('db'), (db) => inTenant(db, site.tenantId, fn))
