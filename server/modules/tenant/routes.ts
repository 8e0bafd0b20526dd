import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { tenantByWebsite } from './service'

export const tenantRoutes = new Hono<AppEnv>()

/** `data: null` for a host no tenant claims; the storefront then falls back to tenant 1. */
tenantRoutes.get('/system/tenant/get-by-website', async (c) => {
  const { website } = await parseInput(c, z.object({ website: z.string().trim().min(1).max(255) }))
  return ok(c, await tenantByWebsite(c.var.db, website))
})
