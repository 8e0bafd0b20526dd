import { Hono } from 'hono'
import { paths } from '../../../contract/api'
import { inTenant } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/respond'
import { createCaptcha } from './service'

export const captchaRoutes = new Hono<AppEnv>()

captchaRoutes.get(paths.captcha, async (c) => {
  c.header('cache-control', 'no-store')
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => createCaptcha(tx, c.var.tenantId, c.var.ip)))
})
