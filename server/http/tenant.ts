import type { Context, MiddlewareHandler } from 'hono'
import { ErrorCode } from '../../contract/codes'
import { isId } from '../../contract/fields'
import { fallbackTenantId } from '../../contract/locale'
import type { Db } from '../db/client'
import { tenantExists } from '../lib/tenants'
import type { AppEnv } from './context'
import { AppError } from './errors'

/** The tenant the request names (`tenant-id` header or query; tenant 1 when absent), or null when that is not an id. */
export function requestedTenantId(c: Context): number | null {
  const raw = c.req.header('tenant-id') ?? c.req.query('tenant-id')
  const tenantId = raw ? Number(raw) : fallbackTenantId
  return isId(tenantId) ? tenantId : null
}

/** Sets `c.get('tenantId')` for /app-api, refusing an unknown tenant with its envelope. */
export function resolveTenant(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenantId = requestedTenantId(c)
    if (tenantId === null || !(await tenantExists(db, tenantId))) throw new AppError(ErrorCode.unknownTenant, 'unknownTenant')
    c.set('tenantId', tenantId)
    await next()
  }
}
